// The account export's charges: each lead's charges on its saved card in its form's leads.json,
// with what they were for, amounts, statuses, Stripe ids and dates; no idempotency key, no one
// else's charges.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { charges } from "../db/schema/charges";
import { downloadExport } from "../test/full-owner";
import { seedForm, seedLead } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ExportedLead = { leadId: string; charges: Record<string, unknown>[] };

describe("the account export's charges", () => {
  it("lists each lead's charges oldest first, and nothing of another owner's", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const charged = await seedLead(t.db, form.id, { stage: "accepted", name: "Charged" });
    const never = await seedLead(t.db, form.id, { stage: "accepted", name: "Never" });
    const key = randomUUID();
    const [visit] = await t.db
      .insert(charges)
      .values({
        userId: owner.userId,
        leadId: charged.leadId,
        kind: "visit",
        dueOn: "2027-05-04",
        amountCents: 8000,
        status: "succeeded",
        stripePaymentIntentId: "pi_visit",
        idempotencyKey: key,
        createdAt: new Date("2027-05-04T20:00:00.000Z"),
      })
      .returning();
    const [month] = await t.db
      .insert(charges)
      .values({
        userId: owner.userId,
        leadId: charged.leadId,
        kind: "month",
        period: "2027-06",
        dueOn: "2027-06-04",
        amountCents: 32_000,
        status: "failed",
        failureMessage: "Your card was declined.",
        attempt: 2,
        nextRetryAt: new Date("2027-06-08T12:00:00.000Z"),
        idempotencyKey: randomUUID(),
        createdAt: new Date("2027-06-04T12:00:00.000Z"),
      })
      .returning();
    const other = await t.signUp();
    const theirForm = await seedForm(t.db, other.userId);
    const theirs = await seedLead(t.db, theirForm.id, { stage: "accepted", name: "Theirs" });
    await t.db.insert(charges).values({
      userId: other.userId,
      leadId: theirs.leadId,
      kind: "visit",
      amountCents: 100,
      stripePaymentIntentId: "pi_theirs",
      idempotencyKey: randomUUID(),
    });

    const files = await downloadExport(owner);
    expect(files["README.txt"]).toContain("every charge of its saved card");
    const leads = JSON.parse(files[`forms/${form.id}/leads.json`]) as ExportedLead[];
    expect(leads.find((l) => l.leadId === never.leadId)!.charges).toEqual([]);
    expect(leads.find((l) => l.leadId === charged.leadId)!.charges).toEqual([
      {
        id: visit.id,
        kind: "visit",
        label: "Visit on Tuesday, May 4",
        amountCents: 8000,
        status: "succeeded",
        attempt: 1,
        failureMessage: null,
        stripePaymentIntentId: "pi_visit",
        visitId: null,
        dueOn: "2027-05-04",
        nextRetryAt: null,
        createdAt: "2027-05-04T20:00:00.000Z",
        updatedAt: expect.any(String),
      },
      expect.objectContaining({
        id: month.id,
        label: "Jun 2027",
        amountCents: 32_000,
        status: "failed",
        attempt: 2,
        failureMessage: "Your card was declined.",
        nextRetryAt: "2027-06-08T12:00:00.000Z",
      }),
    ]);
    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain(key);
    expect(everything).not.toContain("idempotencyKey");
    expect(everything).not.toContain("pi_theirs");
  });
});
