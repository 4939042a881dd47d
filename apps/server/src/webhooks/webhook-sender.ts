import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { webhookDeliveries, webhookEndpoints } from "../db/schema/webhooks";
import type { Logger } from "../lib/logger";
import { enqueueMessage } from "../outbox/enqueue";
import { PermanentDeliveryError, type OutboxRow, type OutboxSender } from "../outbox/dispatch";
import { webhookDisabledEmail } from "./webhook-disabled-email";
import { signedHeaders } from "./webhook-signature";
import { targetProblem } from "./webhook-target";

export type WebhookSenderOptions = {
  db: Db;
  logger: Logger;
  allowPrivateTargets: boolean;
  publicUrl: string;
  /** A receiver that has not answered in this long counts as a failed attempt. */
  timeoutMs?: number;
};

type Attempt = { statusCode: number | null; error: string | null };

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Attempt> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "YardQuote-Webhooks/1", ...headers },
      body,
      // A redirect could lead to an address the target check refused: it counts as a failure.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : `The receiver answered HTTP ${res.status}` };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
    const timedOut = err instanceof Error && err.name === "TimeoutError";
    return {
      statusCode: null,
      error: timedOut ? `No answer within ${timeoutMs / 1000} s` : `Could not connect${cause}`,
    };
  }
}

/**
 * Delivers webhook rows of the outbox: signs them (Standard Webhooks), posts them, and writes
 * every attempt to the endpoint's delivery log. Throwing hands the row back to the worker's
 * retries; a deleted or turned-off endpoint fails the row for good.
 */
export function createWebhookSender(options: WebhookSenderOptions): OutboxSender {
  const { db, logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send(row: OutboxRow) {
    const [endpoint] = row.webhookEndpointId
      ? await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.webhookEndpointId))
      : [];
    if (!endpoint || !endpoint.enabled) throw new PermanentDeliveryError("The webhook was deleted or turned off.");
    const started = performance.now();
    const problem = await targetProblem(endpoint.url, { allowPrivate: options.allowPrivateTargets });
    const overlap =
      endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date();
    const secrets = overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
    const attempt = problem
      ? { statusCode: null, error: problem }
      : await post(endpoint.url, signedHeaders(row.id, row.text, secrets), row.text, timeoutMs);
    await db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      messageId: row.id,
      eventType: row.subject,
      attempt: row.attempts,
      statusCode: attempt.statusCode,
      durationMs: Math.round(performance.now() - started),
      error: attempt.error,
    });
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: attempt.error ? sql`${webhookEndpoints.consecutiveFailures} + 1` : 0 })
      .where(eq(webhookEndpoints.id, endpoint.id));
    if (attempt.error) throw new Error(attempt.error);
  }

  /**
   * A message that ran out of retries with no successful delivery to its endpoint in between
   * (about an hour of failures) turns the endpoint off and tells the owner, once.
   */
  async function failedForGood(row: OutboxRow) {
    if (!row.webhookEndpointId) return;
    const [last] = await db
      .select({ error: webhookDeliveries.error })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.messageId, row.id))
      .orderBy(sql`${webhookDeliveries.createdAt} desc`)
      .limit(1);
    const [turnedOff] = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: last?.error ?? "Repeated delivery failures", updatedAt: sql`now()` })
      .where(
        sql`${webhookEndpoints.id} = ${row.webhookEndpointId} and ${webhookEndpoints.enabled}
        and ${webhookEndpoints.consecutiveFailures} >= ${row.attempts}`,
      )
      .returning();
    if (!turnedOff) return;
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, turnedOff.userId));
    if (!owner) return;
    await enqueueMessage(db, {
      dedupeKey: `webhook-disabled:${turnedOff.id}:${row.id}`,
      kind: "webhook_disabled",
      to: owner.email,
      ...webhookDisabledEmail(turnedOff.url, last?.error ?? null, `${options.publicUrl}/webhooks`),
    });
    logger.warn({ endpointId: turnedOff.id }, "webhook endpoint turned off after repeated failures");
  }

  return { send, failedForGood, close() {} };
}
