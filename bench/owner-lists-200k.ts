// The owner's list pages at a large account: 100 forms and 200,000 leads of one owner (a fifth
// started, a fifth quoted... as leads-100k.ts spreads them, one lead a minute back from now), then
// GET of the Leads page's first page (every form's, then one form's), one form's Submissions, the
// dashboard and one form's analytics (30 days), each under autocannon at BENCH_CONNECTIONS (10)
// for BENCH_SECONDS (10) after a 3 s warm-up; p50, p99, req/s.
// On PostgreSQL (a fresh database on BENCH_PG_URL's server, dropped at the end) and on PGlite (the
// embedded default, a fresh DATA_DIR). The server is the bundle, as `npm start` runs it; the owner
// signs up through it, the forms and leads are inserted in bulk while it is stopped, and the tables
// are vacuumed and analyzed as autovacuum would have done on PostgreSQL (PGlite has no autovacuum).
// Run: npm run bench:lists   BENCH_DB=postgres or =pglite runs one of the two.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../apps/server/src/db/client";
import { SMALL_QUOTE_ACCEPTED } from "../apps/server/src/test/seed-submissions";
import { startServer, type RunningServer } from "../e2e/support/server";
import { ownerWithPublishedForm } from "../load/support/owner";
import { buildServer } from "../scripts/build-server.mjs";

const FORMS = Number(process.env.BENCH_FORMS ?? 100);
const LEADS = Number(process.env.BENCH_LEADS ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const kinds = (process.env.BENCH_DB ?? "postgres,pglite").split(",");

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/** The owner's other forms, their leads, the owner's statuses, the visitors' steps and views. */
async function seed({ db }: Database, userId: string) {
  const began = performance.now();
  await db.execute(sql`insert into forms (user_id, name, description, status, form_type, created_at)
    select ${userId}, 'Bench form ' || g, 'Weekly mowing near you', 'published', 'snow_quote', now() - g * interval '1 hour'
    from generate_series(2, ${FORMS}) g`);
  // Roots (consent records), spread over the forms; lead_stage is set by the tables' triggers.
  await db.execute(sql`insert into form_submissions (id, lead_id, form_id, created_at, customer_name, customer_email,
      customer_phone, consent, status, submission_stage, service_type, yard_size)
    select s.id, s.id, f.id, now() - s.g * interval '1 minute', 'Visitor ' || s.g, 'visitor-' || s.g || '@example.com',
      '555' || lpad((s.g % 10000000)::text, 7, '0'), true, 'incomplete', 'consent_given',
      case when s.g % 5 > 0 then 'mowing' end, case when s.g % 5 > 0 then 'small' end
    from (select gen_random_uuid() as id, g from generate_series(1, ${LEADS}) g) s
    join (select id, row_number() over (order by id) - 1 as n from forms where user_id = ${userId}) f
      on f.n = s.g % ${FORMS}`);
  // Complete records: two fifths accepted, one declined (g % 5 = 2, 4; 3), as the public form stores them.
  await db.execute(sql`insert into form_submissions (lead_id, parent_submission_id, form_id, created_at, customer_name,
      customer_email, customer_phone, consent, status, submission_stage, response_status, service_type, yard_size, quote)
    select r.id, r.id, r.form_id, r.created_at + interval '1 minute', r.customer_name, r.customer_email,
      r.customer_phone, true, 'pending', 'complete', case when g % 5 = 3 then 'decline' else 'accept' end,
      'mowing', 'small', ${JSON.stringify(SMALL_QUOTE_ACCEPTED)}::jsonb
    from (select r.*, substring(r.customer_name from 9)::int as g from form_submissions r
      join forms f on f.id = r.form_id where f.user_id = ${userId} and r.lead_id = r.id) r
    where g % 5 in (2, 3, 4)`);
  await db.execute(sql`insert into lead_statuses (lead_id, form_id, status)
    select id, form_id, case when created_at > now() - interval '30 days' then 'contacted' else 'won' end
    from form_submissions where lead_stage in ('accepted', 'declined') and customer_name like '%0'`);
  await db.execute(sql`insert into lead_steps (lead_id, form_id, step, created_at)
    select id, form_id, 'service', created_at from form_submissions where lead_stage is not null and lead_stage <> 'started'`);
  // Views: three for every lead, over the same months.
  await db.execute(sql`insert into form_view_events (form_id, created_at)
    select f.id, now() - g * ${Math.max(1, Math.round(FORMS / 3))} * interval '1 minute'
    from generate_series(1, ${Math.round((LEADS * 3) / FORMS)}) g cross join forms f where f.user_id = ${userId}`);
  for (const table of ["forms", "form_submissions", "lead_statuses", "lead_steps", "form_view_events"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const rows = await db.execute(sql`select count(*)::int as n from form_submissions`);
  console.log(
    `seeded ${FORMS} forms, ${LEADS} leads (${rows.rows[0].n} records) in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
}

async function measure(label: string, url: string, headers: Record<string, string>) {
  // One request at a time first: the page's own cost, apart from the queue of ten connections.
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) {
    const began = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    alone.push(performance.now() - began);
  }
  alone.sort((a, b) => a - b);
  await autocannon({ url, connections, duration: 3, requests: [{ method: "GET", headers }] });
  const load = loadAverage();
  const r = await autocannon({ url, connections, duration: seconds, requests: [{ method: "GET", headers }] });
  console.log(
    `${label.padEnd(30)} alone ${alone[10].toFixed(0).padStart(4)} ms | p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
      `${r.requests.average.toFixed(0).padStart(5)} req/s  non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}  ` +
      `(load average ${load} at the start, ${os.cpus().length} cores)`,
  );
}

async function run(kind: string) {
  let server: RunningServer | undefined;
  let dropDatabase = async () => {};
  // The bench's own: the server's stop() removes a DATA_DIR it made, and the restart needs it (the
  // auth secret, PGlite's database).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-bench-lists-"));
  try {
    let env: Record<string, string> = { DATABASE_URL: "", DATA_DIR: dataDir };
    let open = () => openPglite(path.join(dataDir, "pg"));
    if (kind === "postgres") {
      const name = `yq_bench_lists_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      dropDatabase = async () => {
        // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE by hand.
        if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
        else await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
      const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
      env = { DATABASE_URL: url, DATA_DIR: dataDir };
      open = () => openPostgres(url, 2);
    }
    server = await startServer(env);
    const { owner, formId } = await ownerWithPublishedForm(server.url);
    const me = (await (await owner.get(server.url, "/api/account/me")).json()) as { user: { id: string } };
    await server.stop();
    const database = await open();
    try {
      await seed(database, me.user.id);
    } finally {
      await database.close();
    }
    await server.restart();
    const headers = { cookie: owner.cookie, origin: server.url };
    console.log(`-- ${kind}`);
    await measure("GET /api/forms/leads/all", `${server.url}/api/forms/leads/all`, headers);
    await measure("GET .../leads/all?formId=", `${server.url}/api/forms/leads/all?formId=${formId}`, headers);
    await measure("GET /api/forms/:id/submissions", `${server.url}/api/forms/${formId}/submissions`, headers);
    await measure("GET /api/dashboard/stats", `${server.url}/api/dashboard/stats`, headers);
    await measure("GET /api/forms/:id/analytics", `${server.url}/api/forms/${formId}/analytics`, headers);
  } finally {
    await server?.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildServer();
for (const kind of kinds) await run(kind);
