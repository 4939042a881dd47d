import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import { publicSession } from "../test/stripe-connect-stand-in";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// A deposit or a first charge on a recurring plan keeps the card it was paid with (decision 122):
// the Checkout pays for a customer on the owner's account with setup_future_usage, and the
// completed event stores the PaymentIntent's customer and payment method on the accepted record.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const recordOf = async (id: string) =>
  (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;

/**
 * What Stripe holds once the customer paid with setup_future_usage: a card saved to the session's
 * customer and a succeeded PaymentIntent that used it. The stand-in's hosted page makes an
 * intent id only, so the test puts the intent where GET /v1/payment_intents/:id finds it.
 */
function paidWithSavedCard(session: Record<string, unknown> & { account: string | null }, amount: number) {
  const customer = String(session.customer);
  const seti = stripe.payments.saveCard(customer, session.account);
  const paymentMethod = stripe.payments.setupIntents.get(seti)!.payment_method;
  const id = `pi_test_saved_${Math.random().toString(16).slice(2)}`;
  stripe.payments.paymentIntents.set(id, {
    id,
    object: "payment_intent",
    status: "succeeded",
    amount,
    currency: "usd",
    customer,
    payment_method: paymentMethod,
    setup_future_usage: "off_session",
    account: session.account,
  });
  const { params: _p, ...shown } = publicSession(session as never) as Record<string, unknown>;
  return {
    paymentMethod,
    customer,
    completed: { ...shown, status: "complete", payment_status: "paid", payment_intent: id, url: null },
  };
}

describe("a recurring plan's payment at the accept", () => {
  it("saves the card it was paid with for the plan's later charges", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "deposit", depositType: "fixed", depositAmount: 30 });
    // Weekly mowing: charged again at every visit.
    const lead = await acceptedLead(t, form.id);
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    expect(session.account).toBe(owner.accountId);
    expect(session.params).toMatchObject({
      mode: "payment",
      "payment_intent_data[setup_future_usage]": "off_session",
      "metadata[saveCard]": "1",
    });
    expect(session.params.customer_email).toBeUndefined();
    const customer = stripe.customers.get(session.params.customer!)!;
    expect(customer).toMatchObject({ email: "pat@example.com", account: owner.accountId });

    const paid = paidWithSavedCard(session, 3000);
    const { body } = await sendConnectEvent(t, "checkout.session.completed", paid.completed, owner.accountId);
    expect(body).toEqual({ received: true });
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentAmountCents: 3000,
      paymentCustomerId: paid.customer,
      paymentMethodId: paid.paymentMethod,
    });
  });

  it("marks the payment paid even when Stripe does not know its intent on the account (no card kept)", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" });
    const lead = await acceptedLead(t, form.id);
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    // The stand-in's hosted page pays with an intent id it does not keep.
    expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentCustomerId: null,
      paymentMethodId: null,
    });
  });
});
