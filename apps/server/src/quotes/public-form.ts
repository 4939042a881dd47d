import { isUuid } from "@yq/form-schema/ids";
import { readFormDocument, type StoredFormRow } from "@yq/form-schema/read-form";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { TrafficSource } from "@yq/form-schema/traffic-source";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { ACTIVE_SUBSCRIPTION_STATUSES } from "@yq/form-schema/subscription-status";
import { billingEnabled } from "../billing/access";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { forms, formVersions } from "../db/schema/forms";
import { BoundedCache, deepFreeze } from "../lib/bounded-cache";
import { HttpError } from "../lib/http-error";

/** What the public routes need of the row besides the document. */
type PublicFormRow = { id: string; userId: string; name: string; status: string };

export type PublicFormState =
  | { kind: "missing" }
  | { kind: "unpublished" }
  | { kind: "inactive" }
  | { kind: "ready"; row: PublicFormRow; document: FormDocument; version: string; publishedVersion: number };

export const FORM_NOT_AVAILABLE = "This form may have been removed or is not currently published.";
export const NOT_TAKING_QUOTES = "This business is not taking online quotes right now. Please contact them directly.";

// Reading a document (JSON, migrations, tolerant zod parsing) is most of the work of a public
// request; a visited form is read once per version. Frozen: requests share it. Visitors see the
// form's latest published snapshot (form_versions); the row gets a new content_version whenever
// that may change (going live or offline, a new snapshot, a new owner: a trigger, so every writer
// counts), and a cached document is reused only while the row still carries the version it was
// read at. The owner's working copy in the forms columns is never read here.
const documents = new BoundedCache<string, { version: string; publishedVersion: number; document: FormDocument }>(500);

async function currentDocument(db: Db, formId: string, version: string) {
  const cached = documents.get(formId);
  if (cached?.version === version) return cached;
  const [row] = await db
    .select({
      contentVersion: forms.contentVersion,
      publishedVersion: forms.publishedVersion,
      document: formVersions.document,
    })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.publishedVersion)))
    .where(eq(forms.id, formId));
  if (!row) return null;
  const entry = {
    version: row.contentVersion,
    publishedVersion: row.publishedVersion ?? 0,
    document: deepFreeze(readFormDocument(row.document as StoredFormRow)),
  };
  documents.set(formId, entry);
  return entry;
}

/** The cached document of a form, whatever its version (the caller compares versions). */
export const cachedDocument = (formId: string) => documents.get(formId);

/** A form's head: what a public request checks before anything else, read in one statement. */
export type FormHead = PublicFormRow & { contentVersion: string; publishedVersion: number | null; active: boolean };
/** A head the caller read in the same round trip as other work (see startLead). */
export type PrefetchedHead = { head: FormHead | null };

/**
 * Heads as a plain SQL select (the CTE `head` of a larger statement), "active" computed the way
 * accountIsActive does; `which` picks the forms (`f.id = $1::uuid`, `f.id in (...)`).
 */
export const formHeadSql = (
  which: string,
  billingParam: string,
) => `select f.id, f.user_id as "userId", f.name, f.status,
    f.content_version as "contentVersion", f.published_version as "publishedVersion",
    (not ${billingParam}::boolean or exists (select 1 from subscriptions s where s.user_id = f.user_id
      and s.status in (${ACTIVE_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(", ")}))) as "active"
  from forms f where ${which}`;

const HEAD_BY_ID = formHeadSql("f.id = $1::uuid", "$2");

async function readHead(deps: Pick<AppDeps, "db" | "env">, formId: string): Promise<FormHead | null> {
  const [row] = await rawQuery<FormHead>(deps.db, HEAD_BY_ID, [formId, billingEnabled(deps)]);
  return row ?? null;
}

/** Whether a visitor can use the form: it exists, is published and its owner's account is active. */
export async function publicFormState(
  deps: Pick<AppDeps, "db" | "env">,
  formId: string,
  prefetched?: PrefetchedHead,
): Promise<PublicFormState> {
  if (!isUuid(formId)) return { kind: "missing" };
  const row = prefetched ? prefetched.head : await readHead(deps, formId);
  if (!row) return { kind: "missing" };
  if (row.status !== "published") return { kind: "unpublished" };
  if (!row.active) return { kind: "inactive" };
  const current = await currentDocument(deps.db, formId, row.contentVersion);
  if (!current) return { kind: "missing" };
  const { id, userId, status } = row;
  const { document, version, publishedVersion } = current;
  // The name too is the published one: the row's is the owner's working copy.
  return { kind: "ready", row: { id, userId, name: document.name, status }, document, version, publishedVersion };
}

/** The form a public write needs; anything else is refused before a record is written. */
export async function acceptingForm(deps: Pick<AppDeps, "db" | "env">, formId: string, prefetched?: PrefetchedHead) {
  const state = await publicFormState(deps, formId, prefetched);
  if (state.kind === "missing") throw new HttpError(404, "Form not found");
  if (state.kind === "unpublished") throw new HttpError(404, "This form is not currently published");
  if (state.kind === "inactive") throw new HttpError(403, NOT_TAKING_QUOTES);
  return state;
}

// analytics_data may hold anything an older version wrote; a counter that is not a number
// restarts from 0 instead of failing the update.
const counter = (name: "views" | "submissions") =>
  sql`(case when jsonb_typeof(${forms.analyticsData} -> ${name}) = 'number'
        then floor((${forms.analyticsData} ->> ${name})::numeric)::int else 0 end)`;
const baseObject = sql`(case when jsonb_typeof(${forms.analyticsData}) = 'object' then ${forms.analyticsData} else '{}'::jsonb end)`;

/**
 * One statement per view: the event (for the funnel by period and source) and the running total
 * in analytics_data, atomically, so concurrent views are never lost.
 */
export async function countView(db: Pick<Db, "execute">, formId: string, source: TrafficSource | null = null) {
  await db.execute(sql`with event as (
      insert into form_view_events (form_id, source) values (${formId}, ${source && JSON.stringify(source)}::jsonb))
    update ${forms} set analytics_data = ${baseObject} || jsonb_build_object('views', ${counter("views")} + 1,
        'last_viewed_at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    where ${forms.id} = ${formId}`);
}
