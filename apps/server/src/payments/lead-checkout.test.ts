import type { FormDocument } from "@yq/form-schema/form-document";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { outbox } from "../db/schema/outbox";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp, subscribedOwner } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { visitorHeaders } from "../test/public-test-helpers";
import { promoCode, withListedServices } from "../test/pricing-fixtures";
import { renderedRow } from "../outbox/render";

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

type Lead = Awaited<ReturnType<typeof acceptedLead>>;
const checkout = (lead: Lead, body: Record<string, unknown> = {}) =>
  t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token, ...body }, lead.headers);
const recordOf = async (id: string) => (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0];
const sessionRequests = (account: string) =>
  stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.account === account);

describe("the accept asks for the form's payment", () => {
  it("records a 25% deposit of the first visit, computed by the server, as awaiting", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "deposit", depositType: "percent", depositPercent: 25 });
    const lead = await acceptedLead(t, form.id);
    expect(lead.payment).toEqual({ status: "awaiting", kind: "deposit", amountCents: 2000 });
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "awaiting",
      paymentKind: "deposit",
      paymentAmountCents: 2000,
      paymentSessionId: null,
    });
    // The owner's alert, written with the record, says what is awaited.
    const [alert] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead-alert:${lead.submissionId}`));
    expect((await renderedRow(t.db, alert)).text).toContain("Awaiting deposit, $20");
  });

  it("applies the rules to the priced first charge: a season's first instalment, a program's first round (decision 097)", async () => {
    const owner = await connectedOwner(t, stripe);
    // Two forms of one owner: Other forms, beside which any number are allowed.
    const listed = (d: FormDocument) => {
      withListedServices({ taxRate: 10, promoCodes: [promoCode()] })(d);
      d.formType = "other";
    };
    const full = await paymentForm(t, owner.userId, { mode: "full" }, listed);
    // $500 a season plus 10% tax in 3 instalments: 183.33 first, the last 183.34.
    const season = await acceptedLead(t, full.id, { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" });
    expect(season.payment).toEqual({ status: "awaiting", kind: "full", amountCents: 18_333 });
    // The return from Checkout gets what was agreed: the listed service by its name, with its lines.
    const made = await checkout(season);
    const url = ((await made.json()) as { url: string }).url;
    const key = stripe.sessions.get(url.split("/").pop()!)!.params.success_url.split(`?payment=${season.leadId}.`)[1];
    const status = await t.client().get(`/api/public/leads/${season.leadId}/payment?key=${key}`);
    expect(((await status.json()) as { agreed: unknown }).agreed).toMatchObject({
      serviceType: null,
      serviceName: "Driveway Plowing",
      priced: { totals: { totalCents: 55_000, firstChargeCents: 18_333 } },
    });

    const deposit = await paymentForm(t, owner.userId, { mode: "deposit", depositPercent: 50 }, listed);
    // The first of 6 rounds: $65 less 10% ($6.50), plus 10% tax on $58.50: $64.35; half of it.
    const round = await acceptedLead(t, deposit.id, { serviceId: "fert", sizeId: "large", promoCode: "SPRING10" });
    expect(round.payment).toEqual({ status: "awaiting", kind: "deposit", amountCents: 3218 });
  });

  it("asks nothing when the owner's account cannot take charges, or the form asks nothing", async () => {
    const unconnected = await subscribedOwner(t);
    const form = await paymentForm(t, unconnected.userId, { mode: "full" });
    const lead = await acceptedLead(t, form.id);
    expect(lead.payment).toBeNull();
    const res = await checkout(lead);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("This quote does not ask for a payment.");

    const owner = await connectedOwner(t, stripe);
    const none = await acceptedLead(t, (await paymentForm(t, owner.userId, { mode: "none" })).id);
    expect(none.payment).toBeNull();
    expect((await recordOf(none.submissionId)).paymentStatus).toBeNull();
  });
});

describe("Checkout on the owner's connected account", () => {
  it("charges the first visit in full on the owner's account, with no fee of ours, and returns to the form", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" });
    const lead = await acceptedLead(t, form.id);
    // An amount from the browser is not part of the request and is ignored.
    const res = await checkout(lead, { amount: 1, amountCents: 1 });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    const [made] = sessionRequests(owner.accountId);
    expect(made.params).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "8000",
      "line_items[0][price_data][currency]": "usd",
      "metadata[submissionId]": lead.submissionId,
    });
    const back = `http://localhost:3000/forms/embed/${form.id}?payment=${lead.leadId}.`;
    expect(made.params.success_url.startsWith(back)).toBe(true);
    // A cancelled Checkout comes back to the same page with the marker that skips the wait.
    expect(made.params.cancel_url).toBe(`${made.params.success_url}.cancelled`);

    // The key in the return address reads this lead's payment (the return page has no token)…
    const key = made.params.success_url.slice(back.length);
    const status = await t.client().get(`/api/public/leads/${lead.leadId}/payment?key=${key}`);
    // With what was agreed, for the result's summary after Checkout returns.
    expect(await status.json()).toEqual({
      payment: { status: "awaiting", kind: "full", amountCents: 8000 },
      agreed: expect.objectContaining({ serviceType: "mowing", price: expect.objectContaining({ amount: 80 }) }),
    });
    // …and no other lead's, and a made-up key reads nothing.
    const other = await acceptedLead(t, form.id);
    expect((await t.client().get(`/api/public/leads/${other.leadId}/payment?key=${key}`)).status).toBe(404);
    expect((await t.client().get(`/api/public/leads/${lead.leadId}/payment?key=nope`)).status).toBe(404);
    expect((await t.client().get(`/api/public/leads/${lead.leadId}/payment`)).status).toBe(404);
    expect(Object.keys(made.params).some((k) => k.includes("application_fee"))).toBe(false);
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    expect(session.account).toBe(owner.accountId);
    expect((await recordOf(lead.submissionId)).paymentSessionId).toBe(session.id);

    // Closing Checkout and pressing Pay again (with the token, or the return key) reopens the same session.
    const again = (await (await checkout(lead)).json()) as { url: string };
    expect(again.url).toBe(url);
    const byKey = await t
      .client()
      .post(`/api/public/leads/${lead.leadId}/checkout`, { returnKey: key }, visitorHeaders());
    expect(((await byKey.json()) as { url: string }).url).toBe(url);
    expect(sessionRequests(owner.accountId)).toHaveLength(1);
  });

  it("saves a card in setup mode for a customer on the owner's account", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "card" });
    const lead = await acceptedLead(t, form.id);
    expect(lead.payment).toEqual({ status: "awaiting", kind: "card", amountCents: null });
    const res = await checkout(lead, { hostPage: "https://lawns.example.com/quote?x=1" });
    expect(res.status).toBe(200);
    const [made] = sessionRequests(owner.accountId);
    expect(made.params).toMatchObject({ mode: "setup", currency: "usd" });
    expect(made.params.success_url).toMatch(
      new RegExp(`^https://lawns\\.example\\.com/quote\\?x=1&yq_payment=${lead.leadId}\\.[\\w-]{43}$`),
    );
    expect(made.params.cancel_url).toBe(`${made.params.success_url}.cancelled`);
    const customer = stripe.requests.find((r) => r.path === "/v1/customers" && r.account === owner.accountId)!;
    expect(customer.params.email).toBe("pat@example.com");
    expect(made.params.customer).toBeTruthy();
  });

  it("returns to the owner's redirect when the form has one", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" }, (d) => {
      d.redirectSettings = { enabled: true, url: "lawns.example.com/thanks", openInNewTab: false };
    });
    const lead = await acceptedLead(t, form.id);
    expect((await checkout(lead)).status).toBe(200);
    const [made] = sessionRequests(owner.accountId);
    expect(made.params.success_url).toBe("https://lawns.example.com/thanks");
    // Cancelled, the visitor comes back to the form's page, where the payment can be tried again.
    expect(made.params.cancel_url).toMatch(
      new RegExp(`^http://localhost:3000/forms/embed/${form.id}\\?payment=${lead.leadId}\\.[\\w-]{43}\\.cancelled$`),
    );
  });

  it("refuses a wrong token, another lead, and a paid lead", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "full" });
    const lead = await acceptedLead(t, form.id);
    const other = await acceptedLead(t, form.id);
    const wrong = await t
      .client()
      .post(`/api/public/leads/${lead.leadId}/checkout`, { token: other.token }, lead.headers);
    expect(wrong.status).toBe(404);
    await t.db.update(formSubmissions).set({ paymentStatus: "paid" }).where(eq(formSubmissions.id, lead.submissionId));
    const paid = await checkout(lead);
    expect(paid.status).toBe(409);
    expect((await paid.json()).error).toBe("This payment is already complete.");
    const status = await t
      .client()
      .get(`/api/public/leads/${lead.leadId}/payment`, { authorization: `Bearer ${lead.token}` });
    expect(await status.json()).toEqual({
      payment: { status: "paid", kind: "full", amountCents: 8000 },
      agreed: expect.objectContaining({ serviceType: "mowing", price: expect.objectContaining({ amount: 80 }) }),
    });
  });
});
