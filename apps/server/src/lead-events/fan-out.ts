import type { AppDeps } from "../app-env";
import { rawQuery } from "../db/raw-query";
import { queueLeadEmails } from "./lead-emails";
import { queueLeadSms } from "./lead-sms";
import { queueLeadWebhooks } from "./lead-webhooks";

// A committed lead event fans out from here to the channels (mail, sms, webhooks), which only
// render and send; the intake (quotes/) and the owner's side (leads/) call down into it.

/** Mail must never fail a lead: the records are committed, so a mail problem is only logged. */
export async function notifyAfterCommit(deps: AppDeps, submissionId: string) {
  try {
    await queueLeadEmails(deps, submissionId);
  } catch (err) {
    deps.logger.error({ err, submissionId }, "could not queue lead emails");
  }
  await notifyOwnerSystems(deps, submissionId);
}

/** Which of the owner's systems a record may concern; a known "no" saves the look-ups. */
export type OwnerSystems = { webhooks: boolean; sms: boolean };

/**
 * The owner's webhooks and text alerts for a committed record (an answer's emails are written in
 * its own statement; these read the stored record). Like mail, a failure here is only logged.
 */
export async function notifyOwnerSystems(
  deps: AppDeps,
  submissionId: string,
  wanted: OwnerSystems = { webhooks: true, sms: true },
) {
  try {
    if (wanted.webhooks && !(await isTestRun(deps, submissionId))) await queueLeadWebhooks(deps, submissionId);
  } catch (err) {
    deps.logger.error({ err, submissionId }, "could not queue lead webhooks");
  }
  try {
    if (wanted.sms) await queueLeadSms(deps, submissionId);
  } catch (err) {
    deps.logger.error({ err, submissionId }, "could not queue lead text messages");
  }
}

/**
 * The owner's "lead started" webhooks, for a lead whose insert found an endpoint wanting them;
 * like mail, a problem here never fails the visitor.
 */
export async function notifyLeadStarted(deps: AppDeps, leadId: string) {
  try {
    if (!(await isTestRun(deps, leadId))) await queueLeadWebhooks(deps, leadId);
  } catch (err) {
    deps.logger.error({ err, leadId }, "could not queue lead webhooks");
  }
}

/** The owner's test run from the preview tells no webhook: its lead's root is marked. */
async function isTestRun(deps: AppDeps, submissionId: string): Promise<boolean> {
  const [row] = await rawQuery<{ is_test: boolean }>(
    deps.db,
    `select r.is_test from form_submissions s join form_submissions r on r.id = s.lead_id where s.id = $1`,
    [submissionId],
  );
  return row?.is_test === true;
}
