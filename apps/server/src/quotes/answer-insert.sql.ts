import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import type { PaymentAsked } from "@yq/form-schema/agreement/payment-asked";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { AppDeps } from "../app-env";
import { billingEnabled } from "../billing/access";
import { jsonRows, jsonRowsSql } from "../db/json-rows";
import { rawQuery } from "../db/raw-query";
import { Batcher } from "./batcher";
import type { OutboxMessage } from "../outbox/enqueue";
import { CONTACT_KEYS, type ContactColumns } from "@yq/form-schema/contact-columns";
import { CONTACT_COLUMNS } from "./lead-insert.sql";
import { formHeadSql, type FormHead } from "./public-form";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

/** A lead's complete record (its answer) as offered to the database, with the emails it sends (rendered when sent). */
export type AnswerInsert = {
  id: string;
  leadId: string;
  formId: string;
  contact: ContactColumns;
  consent: boolean;
  serviceType: string;
  yardSize: string | null;
  projectDetails: string | null;
  videoUrl: string | null;
  responseStatus: ResponseStatus;
  messageShown: string;
  quote: QuoteSnapshot;
  /** A lawn measured on the map (measured-lawn.ts), else null. */
  lawnAreaSqFt?: number | null;
  lawnOutlines?: LawnOutlines | null;
  /** What the accept asks the visitor to pay, else null. */
  payment?: PaymentAsked;
  /** The promo code the accept uses: one use is taken with the record, or neither is stored. */
  promoUse?: PromoUse | null;
  createdAt: Date;
  mails: OutboxMessage[];
};

/** A code's id in the form's pricing settings and its limit (null: unlimited, only counted). */
type PromoUse = { codeId: string; maxUses: number | null };

/**
 * Whether the record was stored; when not, the form's head as the statement read it, and whether
 * the lead was free but its promo code had no use left.
 */
export type AnswerOutcome = { inserted: boolean; head: FormHead | null; promoUsedUp: boolean };

/**
 * Stores answers in one statement (decision 035): each lead's root record is claimed (locked
 * with FOR NO KEY UPDATE) while its stage is still started or quoted, the form is published and
 * its owner active; the complete record, the form's submission count and the emails are written
 * only for the roots claimed, and the new record's trigger moves the root's stage to the
 * answer's. The claim is the per-lead lock: a second answer for the lead waits for the first
 * one's lock, then re-reads the root, finds the stage moved and stores nothing, whatever process
 * sends it. The claim only locks (decision 063): the trigger's update is the root's one new
 * version, where an update as the claim wrote the row twice and had its foreign keys checked
 * again. Roots are locked in id order, so two batches holding the same leads cannot deadlock.
 * A promo code's use is taken in the same statement by a conditional upsert of promo_code_uses:
 * an answer whose code has no use left stores nothing (`promoUsedUp`), so parallel
 * accepts never exceed a code's limit.
 * Leads that queue meanwhile go in one statement, as leads do.
 */
export function insertAnswer(deps: AppDeps, answer: AnswerInsert): Promise<AnswerOutcome> {
  return batcherOf(deps).submit(answer);
}

const INPUT_COLUMNS = [
  ["ord", "int"],
  ["id", "uuid"],
  ["lead_id", "uuid"],
  ["form_id", "uuid"],
  ...CONTACT_COLUMNS.map((column) => [column, "text"] as const),
  ["consent", "boolean"],
  ["service_type", "text"],
  ["yard_size", "text"],
  ["project_details", "text"],
  ["video_url", "text"],
  ["response_status", "text"],
  ["message_shown", "text"],
  ["quote", "jsonb"],
  ["lawn_area_sq_ft", "int"],
  ["lawn_outlines", "jsonb"],
  ["payment_status", "text"],
  ["payment_kind", "text"],
  ["payment_amount_cents", "int"],
  ["created_at", "timestamptz"],
  // Not columns of the record: the promo use the answer takes (promo_code_uses).
  ["promo_code_id", "text"],
  ["promo_max_uses", "int"],
] as const;

const PROMO_INPUTS = new Set(["ord", "promo_code_id", "promo_max_uses"]);

const inputRow = (a: AnswerInsert, ord: number) => [
  ord,
  a.id,
  a.leadId,
  a.formId,
  ...CONTACT_KEYS.map((key) => a.contact[key]),
  a.consent,
  a.serviceType,
  a.yardSize,
  a.projectDetails,
  a.videoUrl,
  a.responseStatus,
  a.messageShown,
  a.quote,
  a.lawnAreaSqFt ?? null,
  a.lawnOutlines ?? null,
  a.payment ? "awaiting" : null,
  a.payment?.kind ?? null,
  a.payment?.amountCents ?? null,
  a.createdAt.toISOString(),
  a.promoUse?.codeId ?? null,
  a.promoUse?.maxUses ?? null,
];

const MAIL_COLUMNS = [
  ["ord", "int"],
  ...["dedupe_key", "kind", "to", "reply_to", "from_name", "subject", "text", "html"].map(
    (name) => [name, "text"] as const,
  ),
  // What the worker renders the email from when it sends it (decision 129): subject and text are empty.
  ["render", "jsonb"],
  // Not a column: how long the email waits before it is due (next_attempt_at).
  ["due_in_ms", "int"],
] as const;
const mailRows = (a: AnswerInsert, ord: number) =>
  a.mails.map((m) => [
    ord,
    m.dedupeKey,
    m.kind,
    m.to,
    m.replyTo ?? null,
    m.fromName ?? null,
    m.subject,
    m.text,
    m.html ?? null,
    m.render ?? null,
    m.dueInMs ?? 0,
  ]);

// analytics_data may hold anything an older version wrote; a count that is not a number restarts
// from 0 (as countView does).
const submissionsPlus = (
  amount: string,
) => `(case when jsonb_typeof(f.analytics_data) = 'object' then f.analytics_data else '{}'::jsonb end)
  || jsonb_build_object('submissions', (case when jsonb_typeof(f.analytics_data -> 'submissions') = 'number'
    then floor((f.analytics_data ->> 'submissions')::numeric)::int else 0 end) + ${amount})`;

const ANSWER_SQL = (() => {
  // "to" is a keyword: the mails' columns are quoted.
  const mailColumns = MAIL_COLUMNS.map(([name, type]) => [`"${name}"`, type] as const);
  const mailNames = mailColumns.slice(1, -1).map(([name]) => name);
  const stored = INPUT_COLUMNS.filter(([name]) => !PROMO_INPUTS.has(name)).map(([name]) => name);
  return `with input as (${jsonRowsSql(INPUT_COLUMNS, "$1")}),
    head as (${formHeadSql("f.id in (select form_id from input)", "$3")}),
    claim as materialized (select r.id from form_submissions r join input i on r.id = i.lead_id join head h on h.id = i.form_id
      where r.lead_id = r.id and coalesce(r.lead_stage, 'started') in ('started', 'quoted')
        and h.status = 'published' and h.active
      order by r.id for no key update of r),
    promo as (insert into promo_code_uses (form_id, code_id, uses)
      select i.form_id, i.promo_code_id, 1 from input i join claim c on c.id = i.lead_id where i.promo_code_id is not null
      on conflict (form_id, code_id) do update set uses = promo_code_uses.uses + 1
      where promo_code_uses.uses < coalesce((select i.promo_max_uses from input i
        where i.form_id = promo_code_uses.form_id and i.promo_code_id = promo_code_uses.code_id), 2147483647)
      returning form_id, code_id),
    granted as (select c.id from claim c join input i on i.lead_id = c.id
      where i.promo_code_id is null or exists (select 1 from promo p where p.form_id = i.form_id and p.code_id = i.promo_code_id)),
    rec as (insert into form_submissions (${stored.join(", ")}, parent_submission_id, status, submission_stage)
      select ${stored.map((name) => `i.${name}`).join(", ")}, i.lead_id, 'pending', 'complete'
      from input i join granted g on g.id = i.lead_id
      returning form_id),
    counted as (update forms f set analytics_data = ${submissionsPlus("n.count")}
      from (select form_id, count(*)::int as count from rec group by form_id) n where f.id = n.form_id),
    mail as (insert into outbox (${mailNames.join(", ")}, next_attempt_at)
      select ${mailNames.map((name) => `m.${name}`).join(", ")},
        now() + make_interval(secs => m."due_in_ms" / 1000.0::double precision)
      from (${jsonRowsSql(mailColumns, "$2")}) as m join input i on i.ord = m."ord" join granted g on g.id = i.lead_id
      on conflict (dedupe_key) do nothing)
    select g.id is not null as inserted, case when c.id is null then (select row_to_json(h) from head h where h.id = i.form_id) end as head,
      (c.id is not null and g.id is null) as "promoUsedUp"
    from input i left join claim c on c.id = i.lead_id left join granted g on g.id = i.lead_id
    order by i.ord`;
})();

async function insertAnswers(deps: AppDeps, answers: AnswerInsert[]): Promise<AnswerOutcome[]> {
  const rows = answers.map(inputRow);
  const mails = answers.flatMap(mailRows);
  return rawQuery<AnswerOutcome>(deps.db, ANSWER_SQL, [jsonRows(rows), jsonRows(mails), billingEnabled(deps)]);
}

// One batcher per database (not per deps: a request's deps may carry its own site address).
const batchers = new WeakMap<AppDeps["db"], Batcher<AnswerInsert, AnswerOutcome>>();

function batcherOf(deps: AppDeps) {
  let batcher = batchers.get(deps.db);
  if (!batcher) {
    batcher = new Batcher<AnswerInsert, AnswerOutcome>({
      // As for leads (lead-insert.sql.ts): one batch at a time, the next gathers what arrived meanwhile.
      maxInFlight: 1,
      maxBatch: 100,
      // One answer per lead in a batch: two would both find the root unclaimed in one statement.
      // An answer with a promo code goes alone: one upsert cannot take two uses of one code's row.
      canJoin: (batch, answer) =>
        !answer.promoUse && batch.every((other) => other.leadId !== answer.leadId && !other.promoUse),
      run: (answers) => insertAnswers(deps, answers),
      // A statement stores all of a batch or nothing, so each answer can be tried again alone.
      retryAlone: true,
    });
    batchers.set(deps.db, batcher);
  }
  return batcher;
}
