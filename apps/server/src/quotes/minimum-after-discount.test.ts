import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp } from "../test/payments-setup";
import { promoCode, withListedServices } from "../test/pricing-fixtures";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// The accept prices a promo code down to the form's minimum charge and no further:
// what the server stores, asks to be paid and sends to Checkout is the floored price, the
// same the visitor saw.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const listed = withListedServices({
  minimumCharge: 40,
  taxRate: 6.25,
  promoCodes: [
    promoCode({ id: "a", code: "BIG25", kind: "amount", value: 25, scope: "first" }),
    promoCode({ id: "b", code: "HALF", kind: "percent", value: 50, scope: "every" }),
  ],
});

describe("a promo code at the accept, on a form with a minimum charge", () => {
  it("stores and charges the floored price: the discount stops at the minimum, tax on what is left", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" }, listed);

    // $50 a push less $25 would be $25 ($26.56 with tax): it stops at $40, plus 6.25% tax.
    const push = await acceptedLead(t, form.id, {
      serviceId: "driveway-plowing",
      sizeId: "2-car",
      plan: "per_push",
      promoCode: "big25",
    });
    expect(push.payment).toEqual({ status: "awaiting", kind: "full", amountCents: 4250 });
    const [record] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, push.submissionId));
    expect(record?.paymentAmountCents).toBe(4250);
    expect(record?.quote?.priced).toMatchObject({
      promoCode: "BIG25",
      lines: [{ unitPriceCents: 5000, discountCents: 1000, taxCents: 250, totalCents: 4250 }],
      totals: { totalCents: 4250, firstChargeCents: 4250 },
    });
    const made = await t
      .client()
      .post(`/api/public/leads/${push.leadId}/checkout`, { token: push.token }, push.headers);
    expect(made.status).toBe(200);
    const session = stripe.requests.find((r) => r.path === "/v1/checkout/sessions" && r.account === owner.accountId);
    expect(session?.params["line_items[0][price_data][unit_amount]"]).toBe("4250");

    // Half off every round of $65 stops at $40 a round, each of the six.
    const program = await acceptedLead(t, form.id, { serviceId: "fert", sizeId: "large", promoCode: "HALF" });
    expect(program.payment).toEqual({ status: "awaiting", kind: "full", amountCents: 4250 });
    const [round] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, program.submissionId));
    expect(round?.quote?.priced?.lines[0]).toMatchObject({
      unitPriceCents: 6500,
      quantity: 6,
      discountCents: 15_000,
      taxCents: 1500,
      totalCents: 25_500,
    });
  });
});
