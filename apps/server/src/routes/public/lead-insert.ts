import { CONTACT_KEYS, type ContactColumns } from "@yq/form-schema/contact-columns";
import type { AppDeps } from "../../app-env";
import { billingEnabled } from "../../billing/access";
import { rawQuery } from "../../db/raw-query";
import { formSubmissions } from "../../db/schema/submissions";
import { Batcher } from "../../lib/batcher";
import { allowedUpTo, counterCtes, counterSelect, param, readCounters, type Counter, type LimitCheck } from "../../lib/rate-limit";
import { formHeadSql, type FormHead } from "./public-form";

const CONTACT_COLUMNS = CONTACT_KEYS.map((key) => formSubmissions[key].name);

/** A lead's first record as offered to the database, with the limits it counts on the way. */
export type LeadInsert = {
  id: string;
  tokenHash: string;
  /** null when the address did not name a form id at all. */
  formId: string | null;
  contact: ContactColumns | null;
  consent: boolean;
  /** The content version the answers were checked against (null: not checked). */
  version: string | null;
  /** The answers passed the checks of that version and the honeypot is empty. */
  ready: boolean;
  /**
   * Counted in this order, each only if the one before allows it: the visitor's address, then,
   * unless the lead holds a hit leased from the form's counter, a new reservation on it.
   */
  checks: LimitCheck[];
};

/**
 * The counters as counted, whether the record was stored, and when it was not, the form's head
 * as the statement read it (null: no such form).
 */
export type LeadInsertOutcome = { counters: (Counter | null)[]; inserted: boolean; head: FormHead | null };

type OutcomeRow = Record<string, unknown> & { inserted: boolean; head: FormHead | null };

/**
 * Stores the record in the statement that counts its limits, and only if every limit allows it,
 * the form is published, its owner active and its content still at `version`, and the lead is
 * `ready` (decisions 017, 018). A lead that holds a leased hit on its form's counter counts only
 * its address: such leads are sent in batches, one statement for all that queued meanwhile.
 */
export function insertLead(deps: AppDeps, lead: LeadInsert): Promise<LeadInsertOutcome> {
  if (lead.checks.length === 1) return batcherOf(deps).submit(lead);
  return insertWithReservation(deps, lead);
}

const outcomeOf = (row: OutcomeRow, checks: LimitCheck[]): LeadInsertOutcome => ({
  counters: readCounters(row, checks),
  inserted: row.inserted,
  head: row.head,
});

async function insertWithReservation(deps: AppDeps, lead: LeadInsert): Promise<LeadInsertOutcome> {
  const { checks } = lead;
  const params: unknown[] = [];
  const ctes = counterCtes(checks, params);
  const last = checks.length - 1;
  const { columns, from } = counterSelect(checks);
  const head = formHeadSql(`f.id = ${param(params, lead.formId)}::uuid`, param(params, billingEnabled(deps)));
  const values = [lead.id, lead.tokenHash, ...CONTACT_KEYS.map((key) => lead.contact?.[key] ?? null), lead.consent].map((value) =>
    param(params, value),
  );
  const [row] = await rawQuery<OutcomeRow>(
    deps.db,
    `with ${ctes},
    head as (${head}),
    lead as (insert into form_submissions (id, lead_id, form_id, lead_token_hash, ${CONTACT_COLUMNS.join(", ")}, consent,
        status, submission_stage, form_version)
      select ${values[0]}::uuid, ${values[0]}::uuid, head.id, ${values.slice(1).join(", ")}, 'incomplete', 'consent_given', head."publishedVersion"
      from head cross join c${last}
      where c${last}.count <= ${param(params, allowedUpTo(checks[last]))} and head.status = 'published' and head.active
        and head."contentVersion" = ${param(params, lead.version)}::uuid and ${param(params, lead.ready)}::boolean
      returning id)
    select ${columns}, exists (select 1 from lead) as inserted,
      case when exists (select 1 from lead) then null else (select row_to_json(head) from head) end as head
    from ${from}`,
    params,
  );
  return outcomeOf(row, checks);
}

// The batch as columns (one array per column, `unnest` turns them back into rows). The address
// counters are upserted in key order, so two batches that share addresses lock them in the same
// order and cannot deadlock; a batch holds one lead per address (an upsert may touch a row once).
const BATCH_COLUMNS = [
  ["ord", "int"],
  ["ip_key", "text"],
  ["form_id", "uuid"],
  ["id", "uuid"],
  ["token_hash", "text"],
  ...CONTACT_COLUMNS.map((column) => [column, "text"]),
  ["consent", "boolean"],
  ["version", "uuid"],
  ["ready", "boolean"],
] as const;

const batchRow = (lead: LeadInsert, ord: number) => [
  ord,
  lead.checks[0].key,
  lead.formId,
  lead.id,
  lead.tokenHash,
  ...CONTACT_KEYS.map((key) => lead.contact?.[key] ?? null),
  lead.consent,
  lead.version,
  lead.ready,
];

const BATCH_SQL = (() => {
  const n = BATCH_COLUMNS.length;
  const arrays = BATCH_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  const names = BATCH_COLUMNS.map(([name]) => name).join(", ");
  const [windowSeconds, allowed, billing] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
  const expired = `rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds}::int)`;
  return `with input as (select * from unnest(${arrays}) as t(${names})),
    ip as (insert into rate_limits (key, window_start, count) select ip_key, now(), 1 from input order by ip_key
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limits.count + 1 end,
        window_start = case when ${expired} then now() else rate_limits.window_start end
      returning key, count, window_start),
    head as (${formHeadSql("f.id in (select form_id from input)", billing)}),
    lead as (insert into form_submissions (id, lead_id, form_id, lead_token_hash, ${CONTACT_COLUMNS.join(", ")}, consent,
        status, submission_stage, form_version)
      select i.id, i.id, h.id, i.token_hash, ${CONTACT_COLUMNS.map((column) => `i.${column}`).join(", ")}, i.consent,
        'incomplete', 'consent_given', h."publishedVersion"
      from input i join ip on ip.key = i.ip_key join head h on h.id = i.form_id
      where ip.count <= ${allowed}::int and h.status = 'published' and h.active and h."contentVersion" = i.version and i.ready
      returning id)
    select ip.count as count0, (extract(epoch from ip.window_start) * 1000)::float8 as start0, l.id is not null as inserted,
      case when l.id is null then (select row_to_json(h) from head h where h.id = i.form_id) end as head
    from input i join ip on ip.key = i.ip_key left join lead l on l.id = i.id
    order by i.ord`;
})();

async function insertBatch(deps: AppDeps, leads: LeadInsert[]): Promise<LeadInsertOutcome[]> {
  const columns: unknown[][] = BATCH_COLUMNS.map(() => []);
  leads.forEach((lead, ord) => batchRow(lead, ord).forEach((value, i) => columns[i].push(value)));
  const address = leads[0].checks[0];
  const params = [...columns, address.rule.windowSeconds, allowedUpTo(address), billingEnabled(deps)];
  const rows = await rawQuery<OutcomeRow>(deps.db, BATCH_SQL, params);
  return rows.map((row, i) => outcomeOf(row, leads[i].checks));
}

const sameRule = (a: LimitCheck, b: LimitCheck) => a.rule.limit === b.rule.limit && a.rule.windowSeconds === b.rule.windowSeconds;

const batchers = new WeakMap<AppDeps, Batcher<LeadInsert, LeadInsertOutcome>>();

function batcherOf(deps: AppDeps) {
  let batcher = batchers.get(deps);
  if (!batcher) {
    batcher = new Batcher<LeadInsert, LeadInsertOutcome>({
      // One batch at a time: under load the next batch gathers everything that arrived meanwhile.
      // Measured against 2, 3, 5 and 10 at once (bench/api.ts): one gave the most leads a second.
      maxInFlight: 1,
      maxBatch: 100,
      canJoin: (batch, lead) =>
        sameRule(batch[0].checks[0], lead.checks[0]) && batch.every((other) => other.checks[0].key !== lead.checks[0].key),
      run: (leads) => insertBatch(deps, leads),
      // A lead the database refuses (say, its form deleted at that moment) fails alone.
      retryAlone: true,
    });
    batchers.set(deps, batcher);
  }
  return batcher;
}
