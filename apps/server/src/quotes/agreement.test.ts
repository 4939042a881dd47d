import { agreementFor } from "@yq/form-schema/agreement/agreement";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { LeadView } from "@yq/form-schema/lead-view";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { readFormDocument } from "@yq/form-schema/read-form";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../e2e/support/xss-csv";
import { formSubmissions } from "../db/schema/submissions";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { promoCode } from "../test/pricing-fixtures";

// One agreement, through the server: what the accept and the upsell store is the
// object the visitor's form computed from its public document, and the payment asked, the Checkout
// amount, the owner's lead and the CSV say its figures.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const snowForm = (d: FormDocument) => {
  const snow = defaultFormDocumentFor("snow_quote");
  d.formType = "snow_quote";
  d.services = snow.services;
  d.upsellSettings = {
    ...snow.upsellSettings,
    services: [
      ...snow.upsellSettings.services,
      { id: "roof", name: "Roof raking", enabled: true, order: 2, price: 100, unit: "season" },
    ],
  };
  d.pricingSettings = {
    ...d.pricingSettings,
    taxRate: 8,
    taxLabel: "Sales tax",
    promoCodes: [promoCode({ code: "SNOW10" })],
  };
};

describe("the agreement of an accept", () => {
  it("is stored as the form showed it; the upsell's add-ons raise the deposit the Checkout then charges", async () => {
    const owner = await connectedOwner(t, stripe);
    const form = await paymentForm(t, owner.userId, { mode: "deposit", depositPercent: 25 }, snowForm);
    const choice = { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal", promoCode: "SNOW10" };
    const lead = await acceptedLead(t, form.id, choice);

    const [stored] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.submissionId));
    const agreement = stored!.quote!.agreement!;
    // The visitor's form runs the same function on its public document: the same object.
    const doc = readFormDocument(form);
    const request = {
      serviceId: "driveway-plowing",
      sizeId: "2-car",
      plan: "seasonal" as const,
      promo: promoCode({ code: "SNOW10" }),
    };
    const terms = { payment: doc.paymentSettings, today: agreement.agreedOn };
    const shown = agreementFor(JSON.parse(JSON.stringify(toPublicDocument(doc))), request, terms);
    expect(shown.ok && shown.agreement).toEqual(agreement);
    // $500 - 10% + 8% = $486; a quarter of it today, the rest in three.
    expect(agreement.payment).toEqual({ kind: "deposit", amountCents: 12_150 });
    expect(lead.payment).toMatchObject({ kind: "deposit", amountCents: 12_150 });

    const upsell = await t
      .client()
      .post(
        `/api/public/leads/${lead.leadId}/upsell`,
        { token: lead.token, selectedUpsellServiceIds: ["walkway-shovelling", "roof"] },
        lead.headers,
      );
    expect(upsell.status).toBe(201);
    const withAddOns = agreementFor(doc, { ...request, addOnIds: ["walkway-shovelling", "roof"] }, terms);
    if (!withAddOns.ok) throw new Error(withAddOns.message);
    // Roof raking is charged once with the season; walkway shovelling on every push.
    expect(withAddOns.agreement.payment).toEqual({ kind: "deposit", amountCents: 14_850 });
    const [complete] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, lead.submissionId));
    expect(complete!.paymentAmountCents).toBe(14_850);

    const checkout = await t
      .client()
      .post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(((await checkout.json()) as { url: string }).url.split("/").pop()!)!;
    expect(session.amount_total).toBe(withAddOns.agreement.dueTodayCents);

    // The owner's lead carries the final agreement; the CSV says its figures.
    const leads = (await (await owner.get(`/api/forms/${form.id}/leads`)).json()) as { leads: LeadView[] };
    const view = leads.leads.find((l) => l.id === lead.leadId)!;
    expect(view.quote?.agreement).toEqual(withAddOns.agreement);
    expect(view.payment).toMatchObject({ kind: "deposit", amountCents: 14_850 });
    const rows = parseCsv(await (await owner.get(`/api/forms/${form.id}/leads.csv`)).text());
    const [header, row] = [rows[0]!, rows.find((r) => r.includes(lead.leadId) || r.includes("Visitor"))!];
    const cell = (name: string) => row[header.indexOf(name)];
    // The season and its once-charged add-on; walkway shovelling is charged at each push, a line of its own.
    expect(cell("Total")).toBe("$594.00");
    expect(cell("Line Items")).toContain("Walkway shovelling: 1 x $15.00 per push");
    expect(cell("Due Today")).toBe("$148.50");
    expect(cell("Instalments")).toMatch(/^3 payments of \$148\.50: /);
    // The dashboard and the analytics count the final agreement once, over its term: the season
    // with its once-charged add-on and a winter of ten pushes with walkway shovelling.
    const term = withAddOns.agreement.termValueCents;
    expect(term).toBe(59_400 + 10 * 1620);
    const stats = (await (await owner.get("/api/dashboard/stats")).json()) as { week: { acceptedValueCents: number } };
    expect(stats.week.acceptedValueCents).toBe(term);
    const funnel = (await (await owner.get(`/api/forms/${form.id}/analytics?period=7`)).json()) as {
      acceptedValue: unknown[];
    };
    expect(funnel.acceptedValue).toEqual([{ plan: "seasonal", count: 1, amountCents: term }]);
  });
});
