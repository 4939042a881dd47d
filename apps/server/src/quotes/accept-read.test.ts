import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsSettings } from "../db/schema/sms";
import { webhookEndpoints } from "../db/schema/webhooks";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, startTestLead } from "../test/public-test-helpers";
import { readAnswerContext } from "./accept-read.sql";

// The answer's first statement also tells whether the owner has systems to notify, so an answer
// to an owner without webhooks or text alerts asks nothing after it is stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limit = () => ({
  key: `test:write:${randomUUID()}`,
  rule: { limit: 100, windowSeconds: 600 },
  message: "Too many requests",
});

async function ownerSystemsOf(setUp: (userId: string) => Promise<unknown>) {
  const owner = await t.signUp();
  await setUp(owner.userId);
  const form = await insertForm(t, owner.userId);
  const lead = await startTestLead(t, form.id);
  return (await readAnswerContext(t.deps, lead.leadId, lead.token, limit())).ownerSystems;
}

const endpoint = (userId: string, events: string[], enabled = true) =>
  t.db
    .insert(webhookEndpoints)
    .values({ userId, url: "https://hooks.example.com/in", events, secret: "whsec_x", enabled });

describe("the answer's context", () => {
  it("says there is nothing to notify for an owner with no endpoint and no verified mobile", async () => {
    expect(await ownerSystemsOf(async () => {})).toEqual({ webhooks: false, sms: false });
  });

  it('finds an enabled endpoint wanting "lead.completed", and only that', async () => {
    expect(await ownerSystemsOf((id) => endpoint(id, ["lead.started", "lead.completed"]))).toMatchObject({
      webhooks: true,
    });
    expect(await ownerSystemsOf((id) => endpoint(id, ["lead.started"]))).toMatchObject({ webhooks: false });
    expect(await ownerSystemsOf((id) => endpoint(id, ["lead.completed"], false))).toMatchObject({ webhooks: false });
  });

  it("finds text alerts only once the mobile number is verified", async () => {
    const unverified = (userId: string) => t.db.insert(smsSettings).values({ userId, phone: "+15555550100" });
    const verified = (userId: string) =>
      t.db.insert(smsSettings).values({ userId, phone: "+15555550100", verifiedAt: new Date() });
    expect(await ownerSystemsOf(unverified)).toMatchObject({ sms: false });
    expect(await ownerSystemsOf(verified)).toMatchObject({ sms: true });
  });
});
