import {
  MAX_WEBHOOK_ENDPOINTS,
  type webhookEndpointInputSchema,
  type webhookEndpointUpdateSchema,
} from "@yq/form-schema/webhooks";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { outbox } from "../db/schema/outbox";
import { webhookDeliveries, webhookEndpoints } from "../db/schema/webhooks";
import { HttpError } from "../lib/http-error";
import { enqueueWebhookEvent } from "./enqueue-webhook";
import { newWebhookSecret } from "./webhook-signature";
import { targetProblem } from "./webhook-target";

export const ENDPOINT_NOT_FOUND = "Webhook not found";
/** How long a rotated-out secret keeps signing deliveries next to the new one. */
const ROTATION_OVERLAP_HOURS = 24;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** What the owner's page shows: never the secret, which is only returned when it is made. */
function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? row.previousSecretExpiresAt : null,
    createdAt: row.createdAt,
  };
}

/** The one way to an endpoint: the signed-in owner's own, else 404 as if it did not exist. */
async function findOwnedEndpoint(db: Db, userId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new HttpError(404, ENDPOINT_NOT_FOUND);
  return row;
}

async function assertTarget(deps: AppDeps, url: string) {
  const problem = await targetProblem(url, { allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS });
  if (problem) throw new HttpError(400, problem);
}

export async function listEndpoints(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(endpointView);
}

export async function createEndpoint(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof webhookEndpointInputSchema>,
) {
  await assertTarget(deps, input.url);
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    // Serialises two creates of one owner, so the limit holds under concurrent requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${userId}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    if (n >= MAX_WEBHOOK_ENDPOINTS)
      throw new HttpError(
        400,
        `An account can have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks. Delete one you no longer use first.`,
      );
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ userId, ...input, secret })
      .returning();
    return created!;
  });
  return { endpoint: endpointView(row), secret };
}

export async function updateEndpoint(
  deps: AppDeps,
  userId: string,
  id: string,
  input: z.output<typeof webhookEndpointUpdateSchema>,
) {
  await findOwnedEndpoint(deps.db, userId, id);
  if (input.url !== undefined) await assertTarget(deps, input.url);
  // Turning an endpoint back on gives it a fresh start: past failures no longer count.
  const reenable = input.enabled === true ? { disabledReason: null, consecutiveFailures: 0 } : {};
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ ...input, ...reenable, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, ENDPOINT_NOT_FOUND);
  return endpointView(row);
}

export async function deleteEndpoint(db: Db, userId: string, id: string) {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw new HttpError(404, ENDPOINT_NOT_FOUND);
  return { success: true as const };
}

/** A new secret, shown once; the old one keeps signing for ROTATION_OVERLAP_HOURS. */
export async function rotateSecret(db: Db, userId: string, id: string) {
  const current = await findOwnedEndpoint(db, userId, id);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: current.secret,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${ROTATION_OVERLAP_HOURS})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return { endpoint: endpointView(row!), secret };
}

export async function sendTestEvent(db: Db, userId: string, id: string) {
  const endpoint = await findOwnedEndpoint(db, userId, id);
  if (!endpoint.enabled) throw new HttpError(409, "Turn this webhook on before sending a test event.");
  const at = new Date().toISOString();
  await enqueueWebhookEvent(
    db,
    { userId, endpointId: id },
    {
      type: "webhook.test",
      timestamp: at,
      data: { message: "A test event from YardQuote. Your endpoint received it." },
    },
    `test:${at}`,
  );
  return { queued: true as const };
}

/** The latest attempts, newest first, each with its message's state (sent, or its next retry). */
export async function listDeliveries(db: Db, userId: string, id: string) {
  await findOwnedEndpoint(db, userId, id);
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      attempt: webhookDeliveries.attempt,
      statusCode: webhookDeliveries.statusCode,
      durationMs: webhookDeliveries.durationMs,
      error: webhookDeliveries.error,
      createdAt: webhookDeliveries.createdAt,
      messageStatus: outbox.status,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .leftJoin(outbox, eq(outbox.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  return rows.map(({ messageStatus, nextAttemptAt, ...row }) => ({
    ...row,
    // Only the newest attempt of a message still waiting has a next retry worth showing.
    nextRetryAt: row.error && messageStatus === "pending" ? nextAttemptAt : null,
    gaveUp: messageStatus === "failed",
  }));
}
