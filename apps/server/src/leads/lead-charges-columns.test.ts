import { randomUUID } from "node:crypto";
import type { ChargeStatus } from "@yq/form-schema/charges";
import { allLeadsPageSchema } from "@yq/form-schema/all-leads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../e2e/support/xss-csv";
import { charges } from "../db/schema/charges";
import { seedForm, seedLead } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";

// A lead's charges on the owner's lists and in the CSV (decision 122): "Payment failed" while a
// charge failed or waits for the bank and was not collected since, and the amounts per lead.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const charge = (userId: string, leadId: string, status: ChargeStatus, amountCents: number) =>
  t.db.insert(charges).values({ userId, leadId, kind: "visit", status, amountCents, idempotencyKey: randomUUID() });

/** An owner's form with three leads: one whose charge failed, one paid then partly refunded, one never charged. */
async function ownerWithCharges() {
  const owner = await t.signUp();
  const form = await seedForm(t.db, owner.userId, { name: "Lawns" });
  const hour = (n: number) => new Date(Date.now() - n * 3_600_000);
  const failing = await seedLead(t.db, form.id, { stage: "accepted", name: "Failing", createdAt: hour(3) });
  const paid = await seedLead(t.db, form.id, { stage: "accepted", name: "Paid", createdAt: hour(2) });
  const none = await seedLead(t.db, form.id, { stage: "accepted", name: "None", createdAt: hour(1) });
  await charge(owner.userId, failing.leadId, "succeeded", 8000);
  await charge(owner.userId, failing.leadId, "failed", 8000);
  await charge(owner.userId, failing.leadId, "requires_action", 4550);
  await charge(owner.userId, paid.leadId, "succeeded", 8000);
  await charge(owner.userId, paid.leadId, "refunded", 8000);
  await charge(owner.userId, paid.leadId, "pending", 8000);
  return { owner, form, failing: failing.leadId, paid: paid.leadId, none: none.leadId };
}

describe("a lead's charges on the owner's lists", () => {
  it("flags the leads with a charge that failed and was not collected since, on both lists", async () => {
    const { owner, form, failing, paid, none } = await ownerWithCharges();
    const expected = { [failing]: true, [paid]: false, [none]: false };

    const all = allLeadsPageSchema.parse(await (await owner.get("/api/forms/leads/all")).json());
    expect(Object.fromEntries(all.leads.map((l) => [l.id, l.paymentFailed]))).toEqual(expected);

    const res = await owner.get(`/api/forms/${form.id}/submissions`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { submissions: { id: string; paymentFailed: boolean }[] };
    expect(Object.fromEntries(page.submissions.map((l) => [l.id, l.paymentFailed]))).toEqual(expected);

    // Collected on a retry: the same row goes to succeeded, and the flag goes.
    await t.db.update(charges).set({ status: "succeeded" });
    const after = allLeadsPageSchema.parse(await (await owner.get("/api/forms/leads/all")).json());
    expect(after.leads.every((l) => !l.paymentFailed)).toBe(true);
  });
});

describe("a lead's charges in the CSV", () => {
  it("writes what was billed, refunded and failed per lead, empty for a lead never charged", async () => {
    const { owner, form, failing, paid, none } = await ownerWithCharges();
    const res = await owner.get(`/api/forms/${form.id}/leads.csv`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
    expect(header.slice(-3)).toEqual(["Billed", "Refunded", "Payment failed"]);
    const byLead = Object.fromEntries(rows.map((row) => [row[header.indexOf("Lead ID")], row.slice(-3)]));
    expect(byLead).toEqual({
      [failing]: ["$80.00", "$0.00", "$125.50"],
      [paid]: ["$80.00", "$80.00", "$0.00"],
      [none]: ["", "", ""],
    });
  });
});
