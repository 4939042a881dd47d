import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { rateLimits } from "../db/schema/platform";
import { formSubmissions as fs } from "../db/schema/submissions";
import type { FormRow } from "../lib/owned-form";
import { forgetMessagesAbout } from "../outbox/forget";
import { leadVideoPrefix } from "../media/lead-videos";
import { serverSecret } from "../lib/auth-secret";
import { newTestRunToken } from "./lead-token";

// The owner's test runs from the builder's preview: the token that marks them, and
// clearing them. They are listed by listLeads with `testRuns: true`.

/** A test-run token for the owner's form (ownership checked by the caller). */
export function testRunToken(deps: Pick<AppDeps, "env">, form: FormRow) {
  const { token, expiresAt } = newTestRunToken(serverSecret(deps.env), form.id);
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Deletes every test run of the form with all its records (their steps and follow-up rows
 * cascade), the messages still queued about them and their videos. Real leads are never touched.
 */
export async function clearTestRuns(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  form: FormRow,
): Promise<{ cleared: number }> {
  const leadIds = await deps.db.transaction(async (tx) => {
    const roots = await tx
      .select({ id: fs.id })
      .from(fs)
      .where(and(eq(fs.formId, form.id), eq(fs.isTest, true), sql`${fs.id} = ${fs.leadId}`));
    const ids = roots.map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = await tx
      .delete(fs)
      .where(and(eq(fs.formId, form.id), inArray(fs.leadId, ids)))
      .returning({ id: fs.id });
    await forgetMessagesAbout(tx, [...ids, ...rows.map((r) => r.id)]);
    for (const id of ids) await tx.delete(rateLimits).where(sql`${rateLimits.key} like ${`%:${id}`}`);
    return ids;
  });
  for (const leadId of leadIds) {
    for (const key of await deps.storage.list(leadVideoPrefix(form.id, leadId))) {
      await deps.storage.delete(key).catch((err: unknown) => {
        deps.logger.error({ err, key }, "a cleared test run's video could not be removed from storage");
      });
    }
  }
  return { cleared: leadIds.length };
}
