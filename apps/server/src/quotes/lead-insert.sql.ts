import { CONTACT_KEYS, type ContactColumns } from "@yq/form-schema/contact-columns";
import type { HiddenFields } from "@yq/form-schema/hidden-fields";
import type { TrafficSource } from "@yq/form-schema/traffic-source";
import type { AppDeps } from "../app-env";
import { billingEnabled } from "../billing/access";
import { jsonRows, jsonRowsSql } from "../db/json-rows";
import { rawQuery } from "../db/raw-query";
import { formSubmissions } from "../db/schema/submissions";
import { Batcher } from "./batcher";
import { allowedUpTo, counterUpsert, readCounters, type Counter, type LimitCheck } from "../lib/rate-limit";
import { formHeadSql, type FormHead } from "./public-form";

export const CONTACT_COLUMNS = CONTACT_KEYS.map((key) => formSubmissions[key].name);

/** A lead's first record as offered to the database, with the limits it counts on the way. */
export type LeadInsert = {
  id: string;
  tokenHash: string;
  /** null when the address did not name a form id at all. */
  formId: string | null;
  contact: ContactColumns | null;
  consent: boolean;
  /** Where the visitor came from and the embed code's hidden values (null: none sent). */
  source: TrafficSource | null;
  hidden: HiddenFields | null;
  /** The content version the answers were checked against (null: not checked). */
  version: string | null;
  /** The answers passed the checks of that version and the honeypot is empty. */
  ready: boolean;
  /** The owner's test run from the builder's preview; absent: a visitor's lead. */
  testRun?: boolean;
  /**
   * Counted in this order, each only if the one before allows it: the visitor's address, then,
   * unless the lead holds a hit leased from the form's counter, a new reservation on it.
   */
  checks: LimitCheck[];
};

/**
 * The counters as counted, whether the record was stored (and then whether its owner has an
 * endpoint for "lead.started"), and when it was not, the form's head as the statement read it
 * (null: no such form).
 */
export type LeadInsertOutcome = {
  counters: (Counter | null)[];
  inserted: boolean;
  wantsStartedWebhook: boolean;
  head: FormHead | null;
};

type OutcomeRow = Record<string, unknown> & { inserted: boolean; wants_started: boolean; head: FormHead | null };

/**
 * Stores the record in the statement that counts its limits, and only if every limit allows it,
 * the form is published, its owner active and its content still at `version`, and the lead is
 * `ready` (decisions 017, 018, 034). A lead that holds a leased hit on its form's counter counts
 * only its address: such leads are sent in batches, one statement for all that queued meanwhile.
 * A lead that reserves a share of its form's counter goes alone; a lead whose limits were counted
 * already (`checks` empty: the long way of startLead) counts nothing. All three are the one
 * statement below, with or without its counters. It also answers whether the owner wants a
 * "lead.started" webhook, so the busiest public route asks nothing more in the usual case.
 */
export function insertLead(deps: AppDeps, lead: LeadInsert): Promise<LeadInsertOutcome> {
  if (lead.checks.length === 1) return batcherOf(deps).submit(lead);
  return insertLeads(deps, [lead]).then(([outcome]) => outcome);
}

// The leads as rows of one jsonb parameter (db/json-rows.ts).
const INPUT_COLUMNS = [
  ["ord", "int"],
  ["ip_key", "text"],
  ["form_id", "uuid"],
  ["id", "uuid"],
  ["token_hash", "text"],
  ...CONTACT_COLUMNS.map((column) => [column, "text"] as const),
  ["consent", "boolean"],
  ["source", "jsonb"],
  ["hidden_fields", "jsonb"],
  ["version", "uuid"],
  ["ready", "boolean"],
  ["is_test", "boolean"],
] as const;

const inputRow = (lead: LeadInsert, ord: number) => [
  ord,
  lead.checks[0]?.key ?? null,
  lead.formId,
  lead.id,
  lead.tokenHash,
  ...CONTACT_KEYS.map((key) => lead.contact?.[key] ?? null),
  lead.consent,
  lead.source ?? null,
  lead.hidden ?? null,
  lead.version,
  lead.ready,
  lead.testRun ?? false,
];

/**
 * The lead statement for leads counting `counted` limits: 0 (counted already), 1 (the address;
 * any number of leads) or 2 (the address, then a reservation on the form's counter; one lead).
 * The address counters are upserted in key order, so two batches that share addresses lock them
 * in the same order and cannot deadlock; a batch holds one lead per address (an upsert may touch
 * a row once). Parameters: the leads' rows, the billing flag, then per limit its window and the
 * highest count it allows, then the reservation's key and amount.
 */
function leadSql(counted: 0 | 1 | 2) {
  const [billing, ipWindow, ipAllowed, formWindow, formAllowed, formKey, formAmount] = [2, 3, 4, 5, 6, 7, 8].map(
    (i) => `$${i}`,
  );
  const limits: string[] = [];
  const conditions: string[] = [];
  const joins: string[] = [];
  const columns: string[] = [];
  if (counted >= 1) {
    const source = "select ip_key, now(), 1 from input order by ip_key";
    limits.push(`ip as (${counterUpsert(source, ipWindow)} returning key, count, window_start)`);
    conditions.push(`ip.count <= ${ipAllowed}::int`);
    joins.push("join ip on ip.key = i.ip_key");
    columns.push("ip.count as count0, (extract(epoch from ip.window_start) * 1000)::float8 as start0");
  }
  if (counted === 2) {
    const source = `select ${formKey}::text, now(), ${formAmount}::int from ip where ip.count <= ${ipAllowed}::int`;
    limits.push(`form_counter as (${counterUpsert(source, formWindow)} returning count, window_start)`);
    conditions.push(`fc.count <= ${formAllowed}::int`);
    joins.push("left join form_counter fc on true");
    columns.push("fc.count as count1, (extract(epoch from fc.window_start) * 1000)::float8 as start1");
  }
  return `with input as (${jsonRowsSql(INPUT_COLUMNS, "$1")}),
    ${limits.map((cte) => `${cte},`).join("\n    ")}
    head as (${formHeadSql("f.id in (select form_id from input)", billing)}),
    lead as (insert into form_submissions (id, lead_id, form_id, lead_token_hash, ${CONTACT_COLUMNS.join(", ")}, consent,
        source, hidden_fields, status, submission_stage, form_version, is_test)
      select i.id, i.id, h.id, i.token_hash, ${CONTACT_COLUMNS.map((column) => `i.${column}`).join(", ")}, i.consent,
        i.source, i.hidden_fields, 'incomplete', 'consent_given', h."publishedVersion", i.is_test
      from input i ${joins.join(" ")} join head h on h.id = i.form_id
      where ${[...conditions, `h.status = 'published' and h.active and h."contentVersion" = i.version and i.ready`].join(" and ")}
      returning id)
    select ${[...columns, "l.id is not null as inserted"].join(", ")},
      l.id is not null and exists (select 1 from head h join webhook_endpoints e on e.user_id = h."userId"
        where h.id = i.form_id and e.enabled and e.events ? 'lead.started') as wants_started,
      case when l.id is null then (select row_to_json(h) from head h where h.id = i.form_id) end as head
    from input i ${joins.join(" ")} left join lead l on l.id = i.id
    order by i.ord`;
}

const LEAD_SQL = [leadSql(0), leadSql(1), leadSql(2)] as const;

const outcomeOf = (row: OutcomeRow, checks: LimitCheck[]): LeadInsertOutcome => ({
  counters: readCounters(row, checks),
  inserted: row.inserted,
  wantsStartedWebhook: row.wants_started,
  head: row.head,
});

/** Leads that count the same limits (see leadSql), in one statement. */
async function insertLeads(deps: AppDeps, leads: LeadInsert[]): Promise<LeadInsertOutcome[]> {
  const { checks } = leads[0];
  const limits = checks.flatMap((check) => [check.rule.windowSeconds, allowedUpTo(check)]);
  const reservation = checks[1] ? [checks[1].key, checks[1].amount ?? 1] : [];
  const params = [jsonRows(leads.map(inputRow)), billingEnabled(deps), ...limits, ...reservation];
  const rows = await rawQuery<OutcomeRow>(deps.db, LEAD_SQL[checks.length as 0 | 1 | 2], params);
  return rows.map((row, i) => outcomeOf(row, leads[i].checks));
}

const sameRule = (a: LimitCheck, b: LimitCheck) =>
  a.rule.limit === b.rule.limit && a.rule.windowSeconds === b.rule.windowSeconds;

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
        sameRule(batch[0].checks[0], lead.checks[0]) &&
        batch.every((other) => other.checks[0].key !== lead.checks[0].key),
      run: (leads) => insertLeads(deps, leads),
      // A lead the database refuses (say, its form deleted at that moment) fails alone.
      retryAlone: true,
    });
    batchers.set(deps, batcher);
  }
  return batcher;
}
