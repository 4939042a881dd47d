import { eq, inArray, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps, AppEnv, SessionUser } from "../app-env";
import { logoPrefix } from "./business-logo.service";
import { anonymiseAuditOf, deletedAccountMarker, recordAudit } from "../audit/audit.service";
import { authCall } from "../auth/auth-call";
import { resolveAuthSecret } from "../lib/auth-secret";
import { guardedAuthCall } from "../auth/password-guard";
import { cancelSubscriptionsOf } from "../billing/cancel-subscriptions";
import { users, verifications } from "../db/schema/auth";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { rateLimits } from "../db/schema/platform";
import { smsSettings } from "../db/schema/sms";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { formMediaPrefix } from "../media/media.service";
import { formServiceImagePrefix } from "../media/service-images.service";
import { forgetMessagesAbout } from "../outbox/forget";
import { formVideoPrefix } from "../media/lead-videos";
import { requireSecondFactor } from "./second-factor";

const WRONG_PASSWORD = "That password is not right. Your account was not deleted.";

/**
 * The account's password, checked by Better Auth for the signed-in session and counted like
 * every other password check of the account (auth/password-guard.ts): five wrong tries lock it.
 */
async function requirePassword(c: Context<AppEnv>, password: string) {
  const { auth } = c.get("deps");
  const response = await guardedAuthCall(c, "/api/auth/verify-password", () =>
    authCall(() => auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers, asResponse: true })),
  );
  if (!response.ok) throw new HttpError(response.status === 401 ? 401 : 400, WRONG_PASSWORD);
}

/**
 * Every file the account holds: its logo, its forms' yard-size media (current and older layouts),
 * service images and customer videos.
 */
async function storedFiles(
  deps: Pick<AppDeps, "db" | "storage">,
  userId: string,
  formIds: string[],
): Promise<string[]> {
  const logos = await deps.storage.list(logoPrefix(userId));
  if (formIds.length === 0) return logos;
  const recorded = await deps.db
    .select({ key: formYardSizeMedia.storagePath })
    .from(formYardSizeMedia)
    .where(inArray(formYardSizeMedia.formId, formIds));
  const listed = await Promise.all(
    formIds.flatMap((id) => [
      deps.storage.list(formMediaPrefix(id)),
      deps.storage.list(formServiceImagePrefix(id)),
      deps.storage.list(formVideoPrefix(id)),
    ]),
  );
  return [...new Set([...logos, ...recorded.map((r) => r.key), ...listed.flat()])];
}

export type DeletionResult = { forms: number; leadRecords: number; files: number; subscriptionsCancelled: number };

/**
 * Deletes the signed-in owner's account and everything it holds, after its
 * password (and, with two-factor on, a code): the subscription is cancelled at Stripe first (a
 * failure there deletes nothing); then, in one transaction, the messages queued about the
 * account, its leads or its forms, the rate-limit counters and sign-in tokens naming them, the
 * account's earlier audit entries are anonymised, and the user row goes, which cascades to
 * sessions, profile, role, forms, versions, media records, leads and their records, webhooks
 * (with their secrets), text-alert settings and the rest; last, the files in storage.
 */
export async function deleteAccount(
  c: Context<AppEnv>,
  user: SessionUser,
  input: { password: string; code?: string },
): Promise<DeletionResult> {
  const deps = c.get("deps");
  await requirePassword(c, input.password);
  const twoFactor = await requireSecondFactor(deps, user, c.req.raw.headers, input.code);
  const cancelled = await cancelSubscriptionsOf(deps, user.id);

  const formIds = (await deps.db.select({ id: forms.id }).from(forms).where(eq(forms.userId, user.id))).map(
    (f) => f.id,
  );
  const files = await storedFiles(deps, user.id, formIds);
  const marker = deletedAccountMarker(resolveAuthSecret(deps.env.AUTH_SECRET, deps.env.dataDir), user.email);

  const leadRecords = await deps.db.transaction(async (tx) => {
    const records = formIds.length
      ? await tx
          .select({ id: formSubmissions.id })
          .from(formSubmissions)
          .where(inArray(formSubmissions.formId, formIds))
      : [];
    const [sms] = await tx
      .select({ phone: smsSettings.phone })
      .from(smsSettings)
      .where(eq(smsSettings.userId, user.id));
    // Every name a message key or a counter key may use for this account: its id, email and
    // phone, its forms and its leads' records.
    const names = [user.id, user.email, ...(sms ? [sms.phone] : []), ...formIds, ...records.map((r) => r.id)];
    await forgetMessagesAbout(tx, names);
    await tx.execute(sql`delete from outbox where "to" = ${user.email}`);
    await tx.delete(rateLimits).where(sql`string_to_array(${rateLimits.key}, ':') && ${sql.param(names)}::text[]`);
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, user.id), sql`${verifications.identifier} like ${`%${user.email}%`}`));
    await anonymiseAuditOf(tx, user.id, marker);
    await tx.delete(users).where(eq(users.id, user.id));
    // The one entry that keeps the id: whoever restores a backup taken before today can find the
    // account to delete again. The marker links it to the anonymised earlier entries.
    await recordAudit(tx, {
      actorId: marker,
      address: null,
      action: "account.deleted",
      targetId: user.id,
      details: {
        forms: formIds.length,
        leadRecords: records.length,
        files: files.length,
        subscriptionsCancelled: cancelled.length,
        twoFactor,
      },
    });
    return records.length;
  });

  for (const key of files) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      // The account and every row naming the file are gone; the log keeps the key for removal.
      deps.logger.error({ err, key }, "a deleted account's file could not be removed from storage");
    }
  }
  return { forms: formIds.length, leadRecords, files: files.length, subscriptionsCancelled: cancelled.length };
}
