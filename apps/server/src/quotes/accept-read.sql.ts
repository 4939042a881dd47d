import type { MapPoint } from "@yq/form-schema/service-area";
import { readNotificationSettings } from "@yq/form-schema/read-groups";
import type { NotificationSettings } from "@yq/form-schema/form-document";
import type { AppDeps } from "../app-env";
import { billingEnabled } from "../billing/access";
import { businessJsonSql, readBusinessIdentity, type BusinessIdentity } from "../mail/business-identity";
import { jsonRows, jsonRowsSql } from "../db/json-rows";
import { rawQuery } from "../db/raw-query";
import { Batcher } from "./batcher";
import { counterUpsert, readCounters, throwIfOver, type LimitCheck } from "../lib/rate-limit";
import { HttpError } from "../lib/http-error";
import { CONTACT_KEYS, type ContactColumns } from "@yq/form-schema/contact-columns";
import { CONTACT_COLUMNS } from "./lead-insert.sql";
import { tokenMatches } from "../leads/lead-token";
import type { OwnerSystems } from "../lead-events/fan-out";
import { QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";
import { formHeadSql, type FormHead } from "./public-form";

/** What an answer needs of its lead's root record. */
export type LeadRoot = ContactColumns & {
  id: string;
  formId: string;
  formVersion: number | null;
  consent: boolean;
  /** The owner's test run: its emails go to the owner only. */
  isTest: boolean;
  /** Outside the form's service area: no price (service-area.service.ts). */
  outsideArea: boolean;
  /** The point the server placed the address at, for the travel fee; null: not placed. */
  location: MapPoint | null;
};

/** The lead as an answer finds it: its root, its form's head, and what the lead's emails need of the owner. */
type AnswerContext = {
  root: LeadRoot;
  head: FormHead | null;
  notificationSettings: NotificationSettings;
  /** Who the customer's email speaks as, and the owner's time zone. */
  business: BusinessIdentity;
  ownerSystems: OwnerSystems;
  /** Whether the owner's connected Stripe account takes charges. */
  chargesEnabled: boolean;
};

type ContextRow = Record<string, unknown> & {
  root: (LeadRoot & { leadTokenHash: string | null }) | null;
  head: FormHead | null;
  owner: {
    notificationSettings: unknown;
    business: unknown;
    webhooks: boolean;
    sms: boolean;
    chargesEnabled: boolean | null;
  } | null;
};

const INPUT_COLUMNS = [
  ["ord", "int"],
  ["lead_id", "uuid"],
  ["ip_key", "text"],
] as const;
const ROOT_COLUMNS = [
  "id",
  "form_id",
  "form_version",
  "consent",
  "is_test",
  "lead_token_hash",
  "outside_area",
  "location",
  ...CONTACT_COLUMNS,
];
const camel = (column: string) => column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

// Parameters: the requests' rows (db/json-rows.ts), the limit's window, the billing flag.
// The counter commits asynchronously like every limit (lib/rate-limit.ts hitInOrder): nothing
// else is written. Addresses are counted in key order, one request per address in a batch.
const CONTEXT_SQL = `with input as (${jsonRowsSql(INPUT_COLUMNS, "$1")}),
    async_commit as (select set_config('synchronous_commit', 'off', true)),
    ip as (${counterUpsert("select ip_key, now(), 1 from input cross join async_commit order by ip_key", "$2")}
      returning key, count, window_start),
    root as (select i.ord, ${ROOT_COLUMNS.map((c) => `s.${c} as "${camel(c)}"`).join(", ")}
      from input i join form_submissions s on s.id = i.lead_id and s.lead_id = s.id and s.parent_submission_id is null),
    head as (${formHeadSql('f.id in (select r."formId" from root r)', "$3")})
    select ip.count as count0, (extract(epoch from ip.window_start) * 1000)::float8 as start0,
      row_to_json(r) as root, (select row_to_json(h) from head h where h.id = r."formId") as head,
      (select json_build_object('notificationSettings', f.notification_settings,
          'business', ${businessJsonSql("f.user_id")},
          'webhooks', exists (select 1 from webhook_endpoints e
            where e.user_id = f.user_id and e.enabled and e.events ? 'lead.completed'),
          'sms', exists (select 1 from sms_settings t where t.user_id = f.user_id and t.verified_at is not null),
          'chargesEnabled', p.stripe_charges_enabled and p.stripe_account_id is not null)
        from forms f left join profiles p on p.id = f.user_id where f.id = r."formId") as owner
    from input i join ip on ip.key = i.ip_key left join root r on r.ord = i.ord
    order by i.ord`;

type ContextRequest = { leadId: string; limit: LimitCheck };

/**
 * Counts the visitor's write limit and reads the lead's root record, its form's head, the
 * owner's notification settings and business name, and whether the owner has a webhook endpoint
 * or text alerts to tell (so the usual answer asks nothing after it is stored), in one statement; requests
 * that queue meanwhile are read together. A wrong token, like a missing lead, is 404, after the
 * limit was counted.
 */
export async function readAnswerContext(deps: AppDeps, leadId: string, token: string | undefined, limit: LimitCheck) {
  const row = await batcherOf(deps).submit({ leadId, limit });
  const checks = [limit];
  throwIfOver(checks, readCounters(row, checks));
  const root = row.root;
  if (!root || !tokenMatches(token, root.leadTokenHash)) throw new HttpError(404, QUOTE_REQUEST_NOT_FOUND);
  const contact = Object.fromEntries(CONTACT_KEYS.map((key) => [key, root[key] ?? null])) as ContactColumns;
  return {
    root: {
      id: root.id,
      formId: root.formId,
      formVersion: root.formVersion,
      consent: root.consent,
      isTest: root.isTest === true,
      outsideArea: root.outsideArea === true,
      location: root.location ?? null,
      ...contact,
    },
    head: row.head,
    notificationSettings: readNotificationSettings(row.owner?.notificationSettings),
    business: readBusinessIdentity(row.owner?.business),
    ownerSystems: { webhooks: row.owner?.webhooks ?? false, sms: row.owner?.sms ?? false },
    chargesEnabled: row.owner?.chargesEnabled === true,
  } satisfies AnswerContext;
}

async function readContexts(deps: AppDeps, requests: ContextRequest[]): Promise<ContextRow[]> {
  const params = [
    jsonRows(requests.map((r, ord) => [ord, r.leadId, r.limit.key])),
    requests[0].limit.rule.windowSeconds,
    billingEnabled(deps),
  ];
  return rawQuery<ContextRow>(deps.db, CONTEXT_SQL, params);
}

// One batcher per database (not per deps: a request's deps may carry its own site address).
const batchers = new WeakMap<AppDeps["db"], Batcher<ContextRequest, ContextRow>>();

function batcherOf(deps: AppDeps) {
  let batcher = batchers.get(deps.db);
  if (!batcher) {
    batcher = new Batcher<ContextRequest, ContextRow>({
      // As for leads (lead-insert.sql.ts): one batch at a time, the next gathers what arrived meanwhile.
      maxInFlight: 1,
      maxBatch: 100,
      canJoin: (batch, request) =>
        batch[0].limit.rule.windowSeconds === request.limit.rule.windowSeconds &&
        batch.every((other) => other.limit.key !== request.limit.key),
      run: (requests) => readContexts(deps, requests),
      // Reading and counting again after a failed statement is harmless: it wrote nothing.
      retryAlone: true,
    });
    batchers.set(deps.db, batcher);
  }
  return batcher;
}
