import { like } from "drizzle-orm";
import type { WebhookPayload, WebhookLeadData } from "@yq/form-schema/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { renderedRow } from "../outbox/render";
import { webhookEndpoints } from "../db/schema/webhooks";
import { insertForm, leadAnswers, startTestLead, testDocument } from "../test/public-test-helpers";
import { promoCode, withListedServices } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

// What the owner and the customer are told of a priced quote: the emails write
// the agreement's rows, and the webhook payload carries each line item and the total, the upsell's
// add-ons included.

let t: TestApp;
let { respond, upsell } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ respond, upsell } = leadAnswers(t));
});
afterAll(() => t.close());

// The agreement's rows (agreement-words.ts): each line, the discount with its code, the tax, the total.
const AGREEMENT_ROWS = [
  "Plan: Program",
  "Fertilization: 6 × $45 = $270",
  "Discount (SPRING10): −$4.50",
  "Sales tax 10%: $26.55",
  "Total: $292.05",
];

async function acceptedFertilization() {
  const owner = await t.signUp();
  await t.db.insert(webhookEndpoints).values({
    userId: owner.userId,
    url: "https://hooks.example.com/yq",
    events: ["lead.completed", "lead.upsell"],
    secret: "whsec_test",
  });
  const doc = testDocument((d) => {
    withListedServices({ taxRate: 10, promoCodes: [promoCode()] })(d);
    d.notificationSettings.email = "owner@example.com";
    d.upsellSettings.services[0] = { ...d.upsellSettings.services[0], price: 20, unit: "round" };
  });
  const form = await insertForm(t, owner.userId, doc);
  const lead = await startTestLead(t, form.id);
  const res = await respond(lead, {
    serviceId: "fert",
    sizeId: "small",
    responseStatus: "accept",
    promoCode: "SPRING10",
  });
  expect(res.status).toBe(201);
  return { lead, submissionId: ((await res.json()) as { submissionId: string }).submissionId };
}

// As the worker sends them: a lead's emails are rendered then (decision 129).
const queued = async (prefix: string) =>
  Promise.all(
    (
      await t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `${prefix}%`))
    ).map((row) => renderedRow(t.db, row)),
  );

describe("a priced quote in the owner's outputs", () => {
  it("the owner's alert and the customer's confirmation list each line and the total", async () => {
    const { submissionId } = await acceptedFertilization();
    const [alert] = await queued(`lead-alert:${submissionId}`);
    const [confirmation] = await queued(`lead-confirmation:${submissionId}`);
    for (const mail of [alert, confirmation]) {
      expect(mail.text).toContain("Service: Fertilization");
      expect(mail.text).toContain("Size: Up to 5,000 sq ft");
      for (const row of AGREEMENT_ROWS) expect(mail.text).toContain(row);
    }
    expect(alert.subject).toContain("accepted your Fertilization quote");
  });

  it("the webhook payload carries the priced quote; the upsell's carries its add-on and new total", async () => {
    const { lead, submissionId } = await acceptedFertilization();
    // Queued after the accept's commit, before its answer (quotes.service.ts notifyOwnerSystems).
    const payloadOf = async (key: string) => {
      const [row] = await t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `webhook:%:${key}`));
      return (JSON.parse(row.text) as WebhookPayload).data as WebhookLeadData;
    };
    const completed = await payloadOf(submissionId);
    expect(completed.service).toBe("Fertilization");
    expect(completed.priced?.lines).toEqual([
      expect.objectContaining({ kind: "service", name: "Fertilization", quantity: 6, totalCents: 29_205 }),
    ]);
    expect(completed.priced?.totals.totalCents).toBe(29_205);

    const picked = await upsell(lead, ["u1"]);
    expect(picked.status).toBe(201);
    const upsold = await payloadOf(((await picked.json()) as { submissionId: string }).submissionId);
    expect(upsold.upsellServices).toEqual(["Aeration"]);
    expect(upsold.priced?.lines.map((l) => [l.kind, l.name, l.totalCents])).toEqual([
      ["service", "Fertilization", 29_205],
      // A per-round add-on comes with each of the program's 6 rounds: 6 x ($20 + 10% tax).
      ["add_on", "Aeration", 13_200],
    ]);
    expect(upsold.priced?.totals.totalCents).toBe(42_405);
  });
});
