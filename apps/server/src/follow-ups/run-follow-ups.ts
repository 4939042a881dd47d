import { readFollowUpSettings } from "@yq/form-schema/follow-up";
import { SAME_VISITOR_DEFAULT_DAYS } from "@yq/form-schema/lead-identity";
import { isValidEmail } from "@yq/form-schema/answers";
import { readNotificationSettings } from "@yq/form-schema/read-groups";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { followUpUnsubscribes, leadFollowUps } from "../db/schema/follow-ups";
import { formSubmissions } from "../db/schema/submissions";
import { brandOf, businessIdentity } from "../mail/business-identity";
import { customerReplyTo, notificationAddress } from "../mail/addresses";
import { enqueueMessage } from "../outbox/enqueue";
import { newLeadToken } from "../leads/lead-token";
import { followUpEmail } from "./follow-up-email";

/** How long the link in a follow-up reopens the quote. */
const RESUME_VALID_DAYS = 7;
// Leads older than this are not followed up (a server that was down for a week does not send
// a stale batch when it comes back).
const LOOK_BACK_DAYS = 3;
// One follow-up per form and address in this many days (SAME_VISITOR_DEFAULT_DAYS),
// whichever lead names the address: a person who comes back months later may be followed up again.
const ONE_PER_PERSON_DAYS = SAME_VISITOR_DEFAULT_DAYS;

type Candidate = {
  id: string;
  form_id: string;
  user_id: string;
  customer_email: string;
  created_at: string | Date;
  settings: unknown;
  notification_settings: unknown;
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * Sends the follow-ups due at `now` (a parameter so tests control the clock). A lead qualifies
 * while it is open (unanswered, so neither accepted, declined nor paid, and not yet
 * handled by the owner: no status but "new"), is no test run, gave consent and an
 * email address, its form is live with follow-ups on in the published version, its delay has
 * passed, and no follow-up of the form went to that address yet. The lead's row in
 * lead_follow_ups is inserted in the same transaction that re-checks all of that under the lead's
 * lock and a lock on the form and address, and queues the email: one process wins, a lead answered
 * or handled meanwhile is skipped, and one person gets one follow-up however many leads name them.
 */
export async function runFollowUps(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      select s.id, s.form_id, f.user_id, s.customer_email, s.created_at, f.notification_settings,
        v.document -> 'followUpSettings' as settings
      from form_submissions s
      join forms f on f.id = s.form_id and f.status = 'published'
      join form_versions v on v.form_id = f.id and v.version = f.published_version
      where s.lead_stage in ('started', 'quoted') and s.consent and s.customer_email is not null
        and not s.is_test
        -- A lead outside the service area was shown no quote to come back to (decision 120),
        -- until the owner includes it.
        and not s.outside_area
        and s.created_at <= ${now.toISOString()}::timestamptz - interval '1 hour'
        and s.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${LOOK_BACK_DAYS})
        and not exists (select 1 from lead_follow_ups u where u.lead_id = s.id)
        and not exists (select 1 from lead_statuses ls where ls.lead_id = s.id and ls.status <> 'new')
        and not exists (select 1 from lead_follow_ups u where u.form_id = s.form_id
          and lower(u.email) = lower(btrim(s.customer_email))
          and u.sent_at > ${now.toISOString()}::timestamptz - make_interval(days => ${ONE_PER_PERSON_DAYS}))
      order by s.created_at
      limit 200`),
  );
  let sent = 0;
  for (const c of candidates) {
    const settings = readFollowUpSettings(c.settings);
    const dueAt = new Date(c.created_at).getTime() + settings.delayHours * 3_600_000;
    const email = c.customer_email.trim();
    if (!settings.enabled || dueAt > now.getTime() || !isValidEmail(email)) continue;
    if (await followUpOne(deps, c, email, settings, now)) sent += 1;
  }
  return sent;
}

type Tx = Parameters<Parameters<AppDeps["db"]["transaction"]>[0]>[0];

/** The owner handled the lead (any status but "new"), or the address already got the form's follow-up. */
async function closedForFollowUp(tx: Tx, c: Candidate, email: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ closed: boolean }>(
    await tx.execute(sql`select
      exists (select 1 from lead_statuses where lead_id = ${c.id} and status <> 'new')
      or exists (select 1 from lead_follow_ups where form_id = ${c.form_id} and lower(email) = ${email.toLowerCase()}
        and sent_at > ${now.toISOString()}::timestamptz - make_interval(days => ${ONE_PER_PERSON_DAYS}))
      as closed`),
  );
  return rows[0]?.closed === true;
}

async function followUpOne(
  deps: AppDeps,
  c: Candidate,
  email: string,
  settings: ReturnType<typeof readFollowUpSettings>,
  now: Date,
) {
  const resume = newLeadToken();
  const unsubscribe = newLeadToken();
  return deps.db.transaction(async (tx) => {
    // One claim per form and address at a time (held to the commit), so two processes, or two
    // leads naming one person, cannot both find "not sent yet" and both send.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follow-up:${c.form_id}:${email.toLowerCase()}`}))`);
    const [root] = await tx
      .select({ stage: formSubmissions.leadStage, isTest: formSubmissions.isTest })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, c.id))
      .for("update");
    if (!root || root.isTest || (root.stage !== "started" && root.stage !== "quoted")) return false;
    if (await closedForFollowUp(tx, c, email, now)) return false;
    const [unsubscribed] = await tx
      .select({ email: followUpUnsubscribes.email })
      .from(followUpUnsubscribes)
      .where(
        sql`${followUpUnsubscribes.userId} = ${c.user_id} and ${followUpUnsubscribes.email} = ${email.toLowerCase()}`,
      );
    const inserted = await tx
      .insert(leadFollowUps)
      .values({
        leadId: c.id,
        formId: c.form_id,
        email,
        status: unsubscribed ? "unsubscribed" : "sent",
        resumeTokenHash: unsubscribed ? null : resume.hash,
        unsubscribeTokenHash: unsubscribed ? null : unsubscribe.hash,
        resumeExpiresAt: new Date(now.getTime() + RESUME_VALID_DAYS * 86_400_000),
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ leadId: leadFollowUps.leadId });
    if (inserted.length === 0 || unsubscribed) return false;
    // Sent as the business, answered by it, like the accept's confirmation.
    const business = await businessIdentity(tx, c.user_id);
    const brand = brandOf(business, deps.env.publicUrl);
    const notifyTo = notificationAddress(readNotificationSettings(c.notification_settings).email);
    const replyTo = customerReplyTo(notifyTo, business);
    const base = deps.env.publicUrl;
    await enqueueMessage(tx as unknown as typeof deps.db, {
      dedupeKey: `follow-up:${c.id}`,
      kind: "lead_follow_up",
      to: email,
      replyTo: replyTo ?? undefined,
      fromName: brand?.name,
      ...followUpEmail({
        brand,
        subject: settings.subject,
        message: settings.message,
        resumeUrl: `${base}/forms/embed/${c.form_id}?resume=${resume.token}`,
        unsubscribeUrl: `${base}/api/public/follow-ups/unsubscribe?token=${unsubscribe.token}`,
        validUntil: new Date(now.getTime() + RESUME_VALID_DAYS * 86_400_000),
        timeZone: business.timeZone,
      }),
    });
    return true;
  });
}
