import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { outbox } from "../db/schema/outbox";
import { webhookEndpoints } from "../db/schema/webhooks";
import { createTestApp, type TestApp } from "../test/test-app";
import { startWebhookReceiver, type ReceivedWebhook } from "../test/webhook-receiver";
import { insertForm, startTestLead, visitorHeaders } from "../test/public-test-helpers";
import { testOutboxWorker } from "../test/outbox-worker";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on" });
});
afterAll(() => t.close());

const verify = (secret: string, hook: ReceivedWebhook, body = hook.body) =>
  new Webhook(secret).verify(body, {
    "webhook-id": hook.headers["webhook-id"]!,
    "webhook-timestamp": hook.headers["webhook-timestamp"]!,
    "webhook-signature": hook.headers["webhook-signature"]!,
  });

async function ownerWithEndpoint(url: string, events = ["lead.started", "lead.completed", "lead.upsell"]) {
  const owner = await t.signUp();
  const form = await insertForm(t, owner.userId);
  const created = await (await owner.post("/api/webhooks", { url, events })).json();
  return { owner, form, endpointId: created.endpoint.id as string, secret: created.secret as string };
}

async function acceptQuote(formId: string) {
  const lead = await startTestLead(t, formId);
  const body = {
    token: lead.token,
    serviceType: "mowing",
    yardSize: "medium",
    responseStatus: "accept",
    frequency: "monthly",
  };
  const res = await t.client().post(`/api/public/leads/${lead.leadId}/response`, body, visitorHeaders());
  expect(res.status).toBe(201);
  return lead;
}

describe("webhook delivery", () => {
  it("delivers signed lead events a receiver verifies, and a tampered body fails verification", async () => {
    const receiver = await startWebhookReceiver();
    const { secret, form } = await ownerWithEndpoint(receiver.url);
    const lead = await acceptQuote(form.id);
    await testOutboxWorker(t.deps).drain();
    await receiver.stop();

    // Either order: the outbox's two loops can each claim one event (decision 038).
    const types = receiver.received.map((r) => JSON.parse(r.body).type as string);
    expect(types.toSorted()).toEqual(["lead.completed", "lead.started"]);
    const completed = receiver.received[types.indexOf("lead.completed")]!;
    const payload = verify(secret, completed) as { type: string; data: Record<string, unknown> };
    expect(payload.data).toMatchObject({
      leadId: lead.leadId,
      formId: form.id,
      response: "accept",
      service: expect.any(String),
      contact: expect.objectContaining({ name: VISITOR_ANSWERS.name, phone: VISITOR_ANSWERS.phone }),
      chosen: expect.objectContaining({ amount: expect.any(Number) }),
    });
    expect(completed.headers["content-type"]).toBe("application/json");
    const tampered = completed.body.replace('"accept"', '"decline"');
    expect(() => verify(secret, completed, tampered)).toThrow(/signature/i);
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, completed)).toThrow();
  });

  it("retries a receiver that answers 500, delivers the event once, and logs both attempts", async () => {
    const receiver = await startWebhookReceiver([500, 200]);
    const { owner, form, endpointId } = await ownerWithEndpoint(receiver.url, ["lead.completed"]);
    await acceptQuote(form.id);
    await testOutboxWorker(t.deps, { retryDelayMs: () => 60_000 }).drain();
    let log = await (await owner.get(`/api/webhooks/${endpointId}/deliveries`)).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      eventType: "lead.completed",
      attempt: 1,
      statusCode: 500,
      error: "The receiver answered HTTP 500",
    });
    expect(new Date(log[0].nextRetryAt).getTime()).toBeGreaterThan(Date.now() + 50_000);

    // The back-off has passed.
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.webhookEndpointId, endpointId));
    await testOutboxWorker(t.deps).drain();
    await receiver.stop();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.headers["webhook-id"]).toBe(receiver.received[1]!.headers["webhook-id"]);
    log = await (await owner.get(`/api/webhooks/${endpointId}/deliveries`)).json();
    expect(log.map((r: { statusCode: number }) => r.statusCode)).toEqual([200, 500]);
    expect(log.every((r: { nextRetryAt: string | null }) => r.nextRetryAt === null)).toBe(true);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.webhookEndpointId, endpointId));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends a test event to the one endpoint asked, whatever it subscribed to", async () => {
    const receiver = await startWebhookReceiver();
    const { owner, endpointId, secret } = await ownerWithEndpoint(receiver.url, ["lead.upsell"]);
    expect((await owner.post(`/api/webhooks/${endpointId}/test`)).status).toBe(202);
    await testOutboxWorker(t.deps).drain();
    await receiver.stop();
    expect(receiver.received).toHaveLength(1);
    expect(verify(secret, receiver.received[0]!)).toMatchObject({ type: "webhook.test" });
  });

  it("signs with both secrets during a rotation's overlap", async () => {
    const receiver = await startWebhookReceiver();
    const { owner, endpointId, secret } = await ownerWithEndpoint(receiver.url);
    const rotated = await (await owner.post(`/api/webhooks/${endpointId}/rotate-secret`)).json();
    await owner.post(`/api/webhooks/${endpointId}/test`);
    await testOutboxWorker(t.deps).drain();
    const hook = receiver.received[0]!;
    expect(hook.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verify(secret, hook)).toMatchObject({ type: "webhook.test" });
    expect(verify(rotated.secret, hook)).toMatchObject({ type: "webhook.test" });

    // After the overlap only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpointId));
    await owner.post(`/api/webhooks/${endpointId}/test`);
    await testOutboxWorker(t.deps).drain();
    await receiver.stop();
    const later = receiver.received[1]!;
    expect(later.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(() => verify(secret, later)).toThrow();
    expect(verify(rotated.secret, later)).toMatchObject({ type: "webhook.test" });
  });

  it("turns the endpoint off after a message runs out of retries, and emails the owner once", async () => {
    const receiver = await startWebhookReceiver([503]);
    const { owner, form, endpointId } = await ownerWithEndpoint(receiver.url, ["lead.completed"]);
    await acceptQuote(form.id);
    await testOutboxWorker(t.deps, { maxAttempts: 3 }).drain();
    await receiver.stop();
    expect(receiver.received).toHaveLength(3);
    const [endpoint] = (await (await owner.get("/api/webhooks")).json()) as {
      enabled: boolean;
      disabledReason: string;
    }[];
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "The receiver answered HTTP 503" });
    const notices = await t.db.select().from(outbox).where(eq(outbox.kind, "webhook_disabled"));
    const mine = notices.filter((n) => n.to === owner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain(receiver.url);
    // Turned off, it gets nothing more, even a new lead.
    await acceptQuote(form.id);
    expect(await t.db.select().from(outbox).where(eq(outbox.webhookEndpointId, endpointId))).toHaveLength(1);
    const on = await owner.patch(`/api/webhooks/${endpointId}`, { enabled: true });
    expect(await on.json()).toMatchObject({ enabled: true, disabledReason: null });
  });

  it("delivers each event once with two workers polling the same outbox", async () => {
    const receiver = await startWebhookReceiver();
    const { form } = await ownerWithEndpoint(receiver.url, ["lead.started"]);
    for (let i = 0; i < 6; i++) await startTestLead(t, form.id);
    const a = testOutboxWorker(t.deps);
    const b = testOutboxWorker(t.deps);
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await receiver.stop();
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });
});
