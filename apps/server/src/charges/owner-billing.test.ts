import { randomUUID } from "node:crypto";
import type { AuditPage } from "@yq/form-schema/audit";
import type { ChargeStatus } from "@yq/form-schema/charges";
import { chargeSchema } from "@yq/form-schema/charges";
import { leadBillingSchema } from "@yq/form-schema/lead-billing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "../admin/roles.service";
import { auditLog } from "../db/schema/audit";
import { charges } from "../db/schema/charges";
import { bookings, visits } from "../db/schema/scheduling";
import { book, bookingOwner } from "../test/booking-fixtures";
import { acceptedLead, paymentForm, paymentsTestApp } from "../test/payments-setup";
import type { CardBehaviour } from "../test/stripe-payment-intents-stand-in";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { chargeVisit } from "./charge-visit";
import { CHARGE_NOT_FOUND, NOT_REFUNDABLE } from "./refund-charge";
import { LEAD_NOT_FOUND } from "./lead-billing";

// The owner's view of a lead's billing and the refund (decision 122), through the routes, against
// the Stripe stand-in through the real SDK.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

/** A connected owner's weekly lead ($80 a visit) that saved its card at acceptance and booked. */
async function bookedCardLead(card: CardBehaviour = "succeeds") {
  const owner = await bookingOwner(t);
  const { url: onboarding } = (await (await owner.post("/api/payments/connect")).json()) as { url: string };
  expect((await fetch(onboarding, { method: "POST", redirect: "manual" })).status).toBe(303);
  const form = await paymentForm(t, owner.userId, { mode: "card" });
  const lead = await acceptedLead(t, form.id);
  const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
  const { url } = (await res.json()) as { url: string };
  expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
  const session = stripe.sessions.get(url.split("/").pop()!)!;
  stripe.payments.setCard(stripe.payments.cardOfSession(session)!, card);
  expect((await book(t, lead, owner.day(3))).status).toBe(201);
  const booked = await t.db.select().from(visits).where(eq(visits.leadId, lead.leadId)).orderBy(asc(visits.day));
  const charged = async (i: number) => {
    await t.db.update(visits).set({ status: "done" }).where(eq(visits.id, booked[i].id));
    return chargeVisit(t.deps, booked[i].id);
  };
  return { owner, lead, visits: booked, charged };
}

const insertCharge = (userId: string, leadId: string, status: ChargeStatus, amountCents: number, at: Date) =>
  t.db
    .insert(charges)
    .values({ userId, leadId, kind: "visit", status, amountCents, idempotencyKey: randomUUID(), createdAt: at })
    .returning();

describe("GET /api/leads/:leadId/billing", () => {
  it("sums the lead's charges from their rows, newest first, with the plan's state; another owner gets a 404", async () => {
    const { owner, lead } = await bookedCardLead();
    const empty = leadBillingSchema.strict().parse(await (await owner.get(`/api/leads/${lead.leadId}/billing`)).json());
    expect(empty).toEqual({
      plan: "weekly",
      chargeTiming: "on_done",
      pausedAt: null,
      cancelledAt: null,
      cancelReason: null,
      cardSaved: true,
      charges: [],
      billedCents: 0,
      refundedCents: 0,
      failedCents: 0,
      balanceCents: 0,
    });

    const day = (n: number) => new Date(Date.UTC(2027, 4, n));
    await insertCharge(owner.userId, lead.leadId, "succeeded", 8000, day(1));
    await insertCharge(owner.userId, lead.leadId, "refunded", 8000, day(2));
    await insertCharge(owner.userId, lead.leadId, "failed", 8050, day(3));
    await insertCharge(owner.userId, lead.leadId, "requires_action", 4000, day(4));
    const [pending] = await insertCharge(owner.userId, lead.leadId, "pending", 1000, day(5));
    const paused = new Date("2027-05-06T12:00:00.000Z");
    await t.db
      .update(bookings)
      .set({ pausedAt: paused, cancelledAt: paused, cancelReason: "Moving away" })
      .where(eq(bookings.leadId, lead.leadId));

    const res = await owner.get(`/api/leads/${lead.leadId}/billing`);
    expect(res.status).toBe(200);
    const billing = leadBillingSchema.strict().parse(await res.json());
    expect(billing).toMatchObject({
      pausedAt: paused.toISOString(),
      cancelledAt: paused.toISOString(),
      cancelReason: "Moving away",
      billedCents: 8000,
      refundedCents: 8000,
      failedCents: 12_050,
      balanceCents: 13_050,
    });
    expect(billing.charges.map((c) => c.status)).toEqual([
      "pending",
      "requires_action",
      "failed",
      "refunded",
      "succeeded",
    ]);
    expect(billing.charges[0]).toMatchObject({ id: pending.id, label: "Visit", amountCents: 1000 });

    const other = await bookingOwner(t);
    const refused = await other.get(`/api/leads/${lead.leadId}/billing`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: LEAD_NOT_FOUND });
    expect((await owner.get(`/api/leads/not-a-lead/billing`)).status).toBe(404);
    expect((await t.client().get(`/api/leads/${lead.leadId}/billing`)).status).toBe(401);
  });

  it("says no plan and no card for a lead that booked nothing", async () => {
    const owner = await bookingOwner(t);
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const lead = await acceptedLead(t, form.id);
    const billing = leadBillingSchema.parse(await (await owner.get(`/api/leads/${lead.leadId}/billing`)).json());
    expect(billing).toMatchObject({ plan: null, chargeTiming: null, cardSaved: false, charges: [], balanceCents: 0 });
  });
});

describe("POST /api/charges/:chargeId/refund", () => {
  it("refunds the owner's charge that went through, once; refuses one that failed; another owner gets a 404", async () => {
    const { owner, lead, charged } = await bookedCardLead();
    const charge = await charged(0);
    expect(charge.status).toBe("succeeded");

    const other = await bookingOwner(t);
    const foreign = await other.post(`/api/charges/${charge.id}/refund`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: CHARGE_NOT_FOUND });
    expect((await owner.post(`/api/charges/${randomUUID()}/refund`)).status).toBe(404);

    const res = await owner.post(`/api/charges/${charge.id}/refund`);
    expect(res.status).toBe(200);
    expect(chargeSchema.strict().parse(await res.json())).toMatchObject({ id: charge.id, status: "refunded" });
    // Twice: the same refund, not a second one.
    expect((await owner.post(`/api/charges/${charge.id}/refund`)).status).toBe(200);
    const refunds = [...stripe.payments.refunds.values()].filter(
      (r) => r.payment_intent === charge.stripePaymentIntentId,
    );
    expect(refunds).toHaveLength(1);
    const billing = leadBillingSchema.parse(await (await owner.get(`/api/leads/${lead.leadId}/billing`)).json());
    expect(billing).toMatchObject({ billedCents: 0, refundedCents: 8000 });

    // The audit log has the refund once, by the owner, naming the charge, its lead and amount.
    const admin = await t.signUp();
    await setRole(t.db, admin.userId, "super_admin");
    const audit = await admin.get("/api/admin/audit?action=charge.refunded&pageSize=100");
    expect(audit.status).toBe(200);
    const entries = ((await audit.json()) as AuditPage).entries.filter((e) => e.targetId === charge.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "charge.refunded",
        actorId: owner.userId,
        targetId: charge.id,
        details: { leadId: lead.leadId, amountCents: 8000, paymentIntentId: charge.stripePaymentIntentId },
        address: expect.any(String),
      }),
    ]);
  });

  it("answers 409 with a reason for a charge that did not go through", async () => {
    const { owner, charged } = await bookedCardLead("declines");
    const charge = await charged(0);
    expect(charge.status).toBe("failed");
    const res = await owner.post(`/api/charges/${charge.id}/refund`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: NOT_REFUNDABLE });
    const refused = await t.db.select().from(auditLog).where(eq(auditLog.targetId, charge.id));
    expect(refused).toEqual([]);
  });
});
