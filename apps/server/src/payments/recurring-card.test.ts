import type { FormDocument } from "@yq/form-schema/form-document";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import { publicSession } from "../test/stripe-connect-stand-in";
import { withListedServices } from "../test/pricing-fixtures";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// A deposit or a first charge on a recurring plan keeps the card it was paid with (decision 122):
// the Checkout pays for a customer on the owner's account with setup_future_usage, and the
// completed event stores the PaymentIntent's customer and payment method on the accepted record.
// The stand-in's hosted page keeps that PaymentIntent as Stripe does (stripe-payment-intents-stand-in.ts).

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const recordOf = async (id: string) =>
  (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;

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

    // The customer pays on Stripe's hosted page; Stripe keeps the PaymentIntent with the card it saved.
    expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
    const intent = stripe.payments.paymentIntents.get(String(session.payment_intent))!;
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: 3000,
      customer: customer.id,
      setup_future_usage: "off_session",
      metadata: { saveCard: "1", submissionId: lead.submissionId },
      account: owner.accountId,
    });
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentAmountCents: 3000,
      paymentCustomerId: customer.id,
      paymentMethodId: intent.payment_method,
    });
    // The card kept is one the plan's later charges can use off-session on the owner's account.
    const sdk = new Stripe("sk_test_stand_in", { host: "127.0.0.1", port: new URL(stripe.url).port, protocol: "http" });
    const later = await sdk.paymentIntents.create(
      {
        amount: 8000,
        currency: "usd",
        customer: customer.id,
        payment_method: String(intent.payment_method),
        off_session: true,
        confirm: true,
      },
      { stripeAccount: owner.accountId },
    );
    expect(later.status).toBe("succeeded");
  });

  it("marks the payment paid even when Stripe does not know its intent on the account (no card kept)", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" });
    const lead = await acceptedLead(t, form.id);
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    // An event naming an intent the owner's account does not have (deleted, or made elsewhere).
    const completed = {
      ...publicSession(session),
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_test_not_on_this_account",
      url: null,
    };
    expect((await sendConnectEvent(t, "checkout.session.completed", completed, owner.accountId)).body).toEqual({
      received: true,
    });
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentCustomerId: null,
      paymentMethodId: null,
    });
  });

  it("keeps no card from a payment that did not ask to save it", async () => {
    const owner = await connectedOwner(t, stripe);
    const oneTime = (d: FormDocument) => {
      withListedServices()(d);
      d.formType = "other";
    };
    const form = await paymentForm(t, owner.userId, { mode: "full" }, oneTime);
    // Aeration once: nothing is charged after the accept.
    const lead = await acceptedLead(t, form.id, { serviceId: "aeration", sizeId: "std" });
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    expect(session.params["payment_intent_data[setup_future_usage]"]).toBeUndefined();
    expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
    const intent = stripe.payments.paymentIntents.get(String(session.payment_intent))!;
    expect(intent).toMatchObject({ status: "succeeded", setup_future_usage: null });
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentCustomerId: null,
      paymentMethodId: null,
    });
  });
});
