// What bench/api.ts asks of the bench's own database: the leads its accepts answer, the outbox
// between measurements, and the rows stored for the requests answered.
import { randomUUID } from "node:crypto";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import pg from "pg";

async function withClient<T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Stores `count` leads of the form in one statement, each with a token the script knows
 * ("bench-" + its id; the database keeps only the hash, as the lead route does), and returns their ids.
 * Each is a person of their own (email and phone), as the lead route's visitors are (api.ts), so
 * the form holds as many open leads as people and the returning-visitor look-up finds none of them.
 */
export async function storeLeads(databaseUrl: string, formId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const { name, street, city, state, zipcode } = VISITOR_ANSWERS;
  await withClient(databaseUrl, (db) =>
    db.query(
      `insert into form_submissions (id, lead_id, form_id, lead_token_hash, customer_name, customer_email, customer_phone,
         street, city, state, zipcode, consent, status, submission_stage, form_version)
       select l.id, l.id, f.id, encode(sha256(convert_to('bench-' || l.id::text, 'UTF8')), 'hex'), $3::text,
         'bench-stored-' || l.n || '@example.com', '3' || lpad(l.n::text, 9, '0'),
         $4::text, $5::text, $6::text, $7::text, true, 'incomplete', 'consent_given', f.published_version
       from unnest($1::uuid[]) with ordinality as l(id, n) cross join forms f where f.id = $2`,
      [ids, formId, name, street, city, state, zipcode],
    ),
  );
  // As autovacuum would soon do: the servers' prepared statements were planned for an empty table,
  // and until the table's statistics change they keep those plans (the first accept round of a run
  // once spent 9 ms of PostgreSQL per accept, the second 0.45 ms).
  await withClient(databaseUrl, (db) => db.query("analyze"));
  return ids;
}

/**
 * Waits until the real server's outbox has nothing left to send (its emails of the accepts
 * measured before), so that no measurement pays for another one's emails; returns how many
 * messages were waiting and the seconds it took.
 */
export async function waitForEmptyOutbox(databaseUrl: string, limitSeconds = 300) {
  const started = performance.now();
  return withClient(databaseUrl, async (db) => {
    const waiting = async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from outbox where status in ('pending', 'sending')`))
        .rows[0].n;
    const first = await waiting();
    for (let left = first; left > 0; left = await waiting()) {
      if (performance.now() - started > limitSeconds * 1000)
        throw new Error(`the outbox still held ${left} messages after ${limitSeconds} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { messages: first, seconds: (performance.now() - started) / 1000 };
  });
}

/** The rows stored for the form: leads the lead route stored, complete records, and the leads they answer. */
export async function storedRows(databaseUrl: string, formId: string) {
  return withClient(databaseUrl, async (db) => {
    // Bare inserts carry no token hash; the bench's own stored leads do, and are counted apart by the caller.
    const { rows } = await db.query(
      `select count(*) filter (where lead_token_hash is not null)::int as leads,
         count(*) filter (where submission_stage = 'complete' and not is_upsell)::int as accepts,
         count(distinct lead_id) filter (where submission_stage = 'complete' and not is_upsell)::int as answered_leads
       from form_submissions where form_id = $1`,
      [formId],
    );
    return rows[0] as { leads: number; accepts: number; answered_leads: number };
  });
}
