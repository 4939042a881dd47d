import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEndpoints } from "../db/schema/webhooks";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on" });
  strict = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

const input = { url: "http://127.0.0.1:9/hooks", description: "CRM", events: ["lead.completed"] };

describe("webhook endpoints", () => {
  it("shows the secret once, at creation, and never in the list", async () => {
    const owner = await t.signUp();
    const res = await owner.post("/api/webhooks", input);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({ url: input.url, events: ["lead.completed"], enabled: true });
    const list = await (await owner.get("/api/webhooks")).json();
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    // The stored secret is what signs deliveries: a receiver with the shown one verifies them.
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.endpoint.id));
    const signed = new Webhook(row.secret).sign("msg_1", new Date(), "{}");
    expect(
      new Webhook(created.secret).verify("{}", {
        "webhook-id": "msg_1",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": signed,
      }),
    ).toEqual({});
  });

  it("rotates to a new secret and keeps the old one for an overlap", async () => {
    const owner = await t.signUp();
    const { endpoint, secret } = await (await owner.post("/api/webhooks", input)).json();
    const res = await owner.post(`/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(res.status).toBe(200);
    const rotated = await res.json();
    expect(rotated.secret).not.toBe(secret);
    const hours = (new Date(rotated.endpoint.previousSecretExpiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ secret: rotated.secret, previousSecret: secret });
  });

  it("refuses bad input with a message a person can act on", async () => {
    const owner = await t.signUp();
    const cases: [unknown, string][] = [
      [{ ...input, url: "not a url" }, "url: Enter a full address, like https://hooks.example.com/yardquote."],
      [{ ...input, events: [] }, "events: Choose at least one event."],
      [{ ...input, url: "ftp://example.com/x" }, "The address must start with https://."],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post("/api/webhooks", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await (await owner.get("/api/webhooks")).json()).toEqual([]);
  });

  it("refuses loopback, private and plain-http targets unless the setting allows them", async () => {
    const owner = await strict.signUp();
    for (const url of [
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest",
      "https://localhost/x",
      "https://[::ffff:192.168.1.1]/x",
    ]) {
      const res = await owner.post("/api/webhooks", { ...input, url });
      expect(res.status, url).toBe(400);
      expect((await res.json()).error).toMatch(/private or local network/);
    }
    const http = await owner.post("/api/webhooks", { ...input, url: "http://93.184.215.14/x" });
    expect((await http.json()).error).toBe("The address must start with https://.");
    // A public address is accepted (nothing is sent until a lead arrives).
    expect((await owner.post("/api/webhooks", { ...input, url: "https://93.184.215.14/x" })).status).toBe(201);
  });

  it("turns an endpoint off and on, and a change of address is checked again", async () => {
    const owner = await strict.signUp();
    const { endpoint } = await (await owner.post("/api/webhooks", { ...input, url: "https://93.184.215.14/x" })).json();
    const off = await owner.patch(`/api/webhooks/${endpoint.id}`, { enabled: false });
    expect((await off.json()).enabled).toBe(false);
    const bad = await owner.patch(`/api/webhooks/${endpoint.id}`, { url: "https://127.0.0.1/x" });
    expect(bad.status).toBe(400);
    expect((await (await owner.get("/api/webhooks")).json())[0].url).toBe("https://93.184.215.14/x");
    const test = await owner.post(`/api/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(409);
  });

  it("is the owner's own: another owner's endpoint answers 404 everywhere", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { endpoint } = await (await a.post("/api/webhooks", input)).json();
    const calls = [
      b.patch(`/api/webhooks/${endpoint.id}`, { enabled: false }),
      b.delete(`/api/webhooks/${endpoint.id}`),
      b.post(`/api/webhooks/${endpoint.id}/rotate-secret`),
      b.post(`/api/webhooks/${endpoint.id}/test`),
      b.get(`/api/webhooks/${endpoint.id}/deliveries`),
      b.get(`/api/webhooks/not-a-uuid/deliveries`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("Webhook not found");
    }
    expect(await (await b.get("/api/webhooks")).json()).toEqual([]);
    expect((await (await a.get("/api/webhooks")).json())[0].enabled).toBe(true);
    expect((await a.delete(`/api/webhooks/${endpoint.id}`)).status).toBe(200);
    expect(await (await a.get("/api/webhooks")).json()).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/webhooks")).status).toBe(401);
    expect((await t.client().post("/api/webhooks", input)).status).toBe(401);
  });
});
