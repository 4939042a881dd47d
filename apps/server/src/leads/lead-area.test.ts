import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { auditLog } from "../db/schema/audit";
import { outbox } from "../db/schema/outbox";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { startWebhookReceiver } from "../test/webhook-receiver";

// The owner includes a lead kept outside the service area (docs/decisions/120): the change is
// audited and told to the owner's systems as lead.updated, once, and only where something changed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on" });
});
afterAll(() => t.close());

async function outsideLead() {
  const owner = await t.signUp();
  const form = await insertForm(
    t,
    owner.userId,
    testDocument((d) => {
      d.serviceArea = { ...defaultServiceArea(), zipCodes: ["62701"], outsideMessage: "Not {zip}" };
    }),
  );
  const answers = { ...VISITOR_ANSWERS, zipcode: "62999" };
  const res = await t.client().post(`/api/public/forms/${form.id}/leads`, { answers, consent: true });
  const lead = (await res.json()) as { leadId: string; outsideArea?: boolean };
  expect(lead.outsideArea).toBe(true);
  return { owner, form, leadId: lead.leadId };
}

const auditOf = (leadId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, leadId), eq(auditLog.action, "lead.included_in_area")));
const hooksOf = async (leadId: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, "webhook")))
    .map((row) => JSON.parse(row.text) as { type: string; data: Record<string, unknown> })
    .filter((p) => p.data.leadId === leadId);

describe("including an outside lead in the service area", () => {
  it("writes an audit entry and queues lead.updated with the change, once", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { owner, form, leadId } = await outsideLead();
      expect((await owner.post("/api/webhooks", { url: receiver.url, events: ["lead.updated"] })).status).toBe(201);
      const path = `/api/leads/${leadId}/include-area`;
      expect((await owner.post(path, {}, { "x-forwarded-for": "203.0.113.9" })).status).toBe(200);
      // Inside already: no second entry, no second event.
      expect((await owner.post(path, {})).status).toBe(200);

      const entries = await auditOf(leadId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: owner.userId,
        address: "203.0.113.9",
        details: { formId: form.id },
      });
      const hooks = await hooksOf(leadId);
      expect(hooks).toHaveLength(1);
      expect(hooks[0]).toMatchObject({
        type: "lead.updated",
        data: { leadId, formId: form.id, change: "area", status: "new" },
      });
    } finally {
      await receiver.stop();
    }
  });

  it("records nothing for another owner's lead, which is 404", async () => {
    const { leadId } = await outsideLead();
    const stranger = await t.signUp();
    expect((await stranger.post(`/api/leads/${leadId}/include-area`, {})).status).toBe(404);
    expect(await auditOf(leadId)).toEqual([]);
    expect(await hooksOf(leadId)).toEqual([]);
  });
});
