import { asc, eq, gt, inArray, and, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { auditOf, recordAudit, type AuditBy } from "../audit/audit.service";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { followUpUnsubscribes } from "../db/schema/follow-ups";
import { forms, formVersions } from "../db/schema/forms";
import { leadNotes, leadPricesShown, leadStatuses } from "../db/schema/lead-work";
import { formYardSizeMedia } from "../db/schema/media";
import { subscriptions } from "../db/schema/platform";
import { profiles, userRoles } from "../db/schema/profiles";
import { smsSettings } from "../db/schema/sms";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEndpoints } from "../db/schema/webhooks";
import { chargesOfLeads } from "./charges-export";
import { bookingsOfLeads, scheduleSettingsOf } from "./schedule-export";
import type { ZipEntry } from "./zip-stream";

/** Leads read per statement: a form with many leads is exported in pages, never whole. */
const LEADS_PER_BATCH = 200;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = `YardQuote data export

account.json         your account, profile, role, subscription, text-alert, webhook and schedule
                     settings (webhook secrets and the calendar feed's address are left out: they
                     are shown once, when made or rotated),
                     the addresses that unsubscribed from your follow-ups, and the audit entries
                     about your account
forms/<id>/form.json      the form as you last saved it
forms/<id>/versions.json  every published version of it
forms/<id>/media.json     the yard-size media you uploaded for it, with their addresses
forms/<id>/leads.json     every lead of the form with all its records (consent, quote, answer,
                          upsells, notes, payment status, video addresses), the status you
                          gave it, your dated notes, each price the form showed it, and its
                          booking with every visit (date, status, price in cents), and
                          every charge of its saved card (what for, amount in cents, status,
                          Stripe payment id, due, made and last changed dates)
`;

/** A lead's record as exported: every column but the hashes of its secret tokens and the search text. */
function exportedRecord(row: typeof formSubmissions.$inferSelect) {
  const { leadTokenHash: _token, paymentReturnHash: _return, leadSearch: _search, ...record } = row;
  return record;
}

const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

async function accountJson(db: Db, userId: string) {
  const [[user], [profile], [role], subs, [sms], endpoints, unsubscribes, audit, schedule] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        priceId: subscriptions.priceId,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        trialEnd: subscriptions.trialEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({
        phone: smsSettings.phone,
        verifiedAt: smsSettings.verifiedAt,
        alertsEnabled: smsSettings.alertsEnabled,
        customerConfirmation: smsSettings.customerConfirmation,
        updatedAt: smsSettings.updatedAt,
      })
      .from(smsSettings)
      .where(eq(smsSettings.userId, userId)),
    db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        description: webhookEndpoints.description,
        events: webhookEndpoints.events,
        enabled: webhookEndpoints.enabled,
        disabledReason: webhookEndpoints.disabledReason,
        createdAt: webhookEndpoints.createdAt,
      })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId)),
    db
      .select({ email: followUpUnsubscribes.email, createdAt: followUpUnsubscribes.createdAt })
      .from(followUpUnsubscribes)
      .where(eq(followUpUnsubscribes.userId, userId)),
    auditOf(db, userId),
    scheduleSettingsOf(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user,
    profile: profile
      ? {
          fullName: profile.fullName,
          companyName: profile.companyName,
          status: profile.status,
          subscriptionStatus: profile.subscriptionStatus,
          stripeCustomerId: profile.stripeCustomerId,
          stripeAccountId: profile.stripeAccountId,
          lastLoginAt: profile.lastLoginAt,
          createdAt: profile.createdAt,
        }
      : null,
    role: role?.role ?? "user",
    subscriptions: subs,
    smsSettings: sms ?? null,
    webhooks: endpoints,
    followUpUnsubscribes: unsubscribes,
    auditLog: audit,
    scheduleSettings: schedule,
  };
}

/** The owner's work on a page of leads: statuses, notes, the prices shown, oldest first. */
async function leadWork(db: Db, leadIds: string[]) {
  const [statuses, notes, pricesShown] = await Promise.all([
    db
      .select({ leadId: leadStatuses.leadId, status: leadStatuses.status, updatedAt: leadStatuses.updatedAt })
      .from(leadStatuses)
      .where(inArray(leadStatuses.leadId, leadIds)),
    db
      .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, leadIds))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select({
        leadId: leadPricesShown.leadId,
        quote: leadPricesShown.quote,
        lawnAreaSqFt: leadPricesShown.lawnAreaSqFt,
        lawnOutlines: leadPricesShown.lawnOutlines,
        createdAt: leadPricesShown.createdAt,
      })
      .from(leadPricesShown)
      .where(inArray(leadPricesShown.leadId, leadIds))
      .orderBy(asc(leadPricesShown.createdAt), asc(leadPricesShown.id)),
  ]);
  return { statuses, notes, pricesShown };
}

/** leads.json of one form, a page of leads at a time: `[`, one lead per element, `]`. */
async function* leadsJson(db: Db, formId: string): AsyncGenerator<string> {
  // A record names its lead in lead_id; a record from before lead ids existed is its own lead.
  const leadKey = sql<string>`coalesce(${formSubmissions.leadId}, ${formSubmissions.id})`;
  let after: string | null = null;
  let first = true;
  yield "[";
  for (;;) {
    const keys = await db
      .selectDistinct({ key: leadKey })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, formId), after ? gt(leadKey, after) : undefined))
      .orderBy(asc(leadKey))
      .limit(LEADS_PER_BATCH);
    if (keys.length === 0) break;
    const rows = await db
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.formId, formId),
          inArray(
            leadKey,
            keys.map((k) => k.key),
          ),
        ),
      )
      .orderBy(asc(leadKey), asc(formSubmissions.createdAt), asc(formSubmissions.id));
    const ids = keys.map((k) => k.key);
    const [work, booked, charged] = await Promise.all([
      leadWork(db, ids),
      bookingsOfLeads(db, ids),
      chargesOfLeads(db, ids),
    ]);
    for (const { key } of keys) {
      const records = rows.filter((r) => (r.leadId ?? r.id) === key);
      const root = records.find((r) => r.id === key) ?? records[0];
      const lead = {
        leadId: key,
        stage: root?.leadStage ?? null,
        createdAt: root?.createdAt,
        status: work.statuses.find((s) => s.leadId === key)?.status ?? null,
        notes: work.notes.filter((n) => n.leadId === key).map(({ leadId: _lead, ...note }) => note),
        pricesShown: work.pricesShown.filter((p) => p.leadId === key).map(({ leadId: _lead, ...shown }) => shown),
        booking: booked.get(key) ?? null,
        charges: charged.get(key) ?? [],
        records: records.map(exportedRecord),
      };
      yield `${first ? "\n" : ",\n"}${JSON.stringify(lead)}`;
      first = false;
    }
    after = keys[keys.length - 1].key;
  }
  yield first ? "]\n" : "\n]\n";
}

/** The files of one form: its working copy, published versions, media references and leads. */
async function* formEntries(db: Db, origin: string, form: typeof forms.$inferSelect): AsyncGenerator<ZipEntry> {
  const dir = `forms/${form.id}`;
  yield { name: `${dir}/form.json`, content: [json(form)] };
  const versions = await db
    .select()
    .from(formVersions)
    .where(eq(formVersions.formId, form.id))
    .orderBy(asc(formVersions.version));
  yield { name: `${dir}/versions.json`, content: [json(versions)] };
  const media = await db
    .select({
      id: formYardSizeMedia.id,
      sizeCategory: formYardSizeMedia.sizeCategory,
      url: formYardSizeMedia.mediaUrl,
      createdAt: formYardSizeMedia.createdAt,
    })
    .from(formYardSizeMedia)
    .where(eq(formYardSizeMedia.formId, form.id))
    .orderBy(asc(formYardSizeMedia.createdAt));
  yield { name: `${dir}/media.json`, content: [json(media.map((m) => ({ ...m, url: absolute(origin, m.url) })))] };
  yield { name: `${dir}/leads.json`, content: leadsJson(db, form.id) };
}

/**
 * Everything the owner's account holds, as the entries of one zip, and the audit
 * entry of the export. The forms are listed first, so the entry can say how many went out.
 */
export async function accountExport(
  deps: Pick<AppDeps, "db" | "env">,
  userId: string,
  by: AuditBy,
): Promise<AsyncIterable<ZipEntry>> {
  const { db } = deps;
  const owned = await db.select().from(forms).where(eq(forms.userId, userId)).orderBy(asc(forms.createdAt));
  await recordAudit(db, { ...by, action: "account.exported", targetId: userId, details: { forms: owned.length } });
  const origin = deps.env.publicUrl;
  return (async function* () {
    yield { name: "README.txt", content: [README] };
    yield { name: "account.json", content: [json(await accountJson(db, userId))] };
    for (const form of owned) yield* formEntries(db, origin, form);
  })();
}

export const exportFileName = (now = new Date()) => `yardquote-export-${now.toISOString().slice(0, 10)}.zip`;
