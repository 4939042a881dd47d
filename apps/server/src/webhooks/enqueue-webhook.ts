import type { WebhookPayload } from "@yq/form-schema/webhooks";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { webhookEndpoints } from "../db/schema/webhooks";

export type WebhookTarget = { userId: string; endpointId?: string };

/**
 * Queues one delivery of `payload` per enabled endpoint of the owner that subscribed to its
 * type (or to the one endpoint named, for a test event), as rows of the mail outbox: the same
 * worker, claims, retries and back-off carry webhooks and email. The dedupe key
 * carries the endpoint and the event's own key, so queueing one lead event twice sends it once.
 */
export async function enqueueWebhookEvent(db: Db, target: WebhookTarget, payload: WebhookPayload, eventKey: string) {
  const body = JSON.stringify(payload);
  const which = target.endpointId ? sql`e.id = ${target.endpointId}` : sql`e.events ? ${payload.type}`;
  await db.execute(sql`
    insert into outbox (dedupe_key, kind, "to", subject, text, webhook_endpoint_id)
    select 'webhook:' || e.id || ':' || ${eventKey}, 'webhook', e.url, ${payload.type}, ${body}, e.id
    from webhook_endpoints e
    where e.user_id = ${target.userId} and e.enabled and ${which}
    on conflict (dedupe_key) do nothing`);
}

/** The owner of `formId` when they have an endpoint for `type`: one indexed look-up before any work. */
export async function formOwnerWanting(db: Db, formId: string, type: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: forms.userId })
    .from(forms)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, forms.userId))
    .where(and(eq(forms.id, formId), eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} ? ${type}`))
    .limit(1);
  return row?.userId ?? null;
}
