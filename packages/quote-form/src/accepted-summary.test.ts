import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { PriceFrequency, YardSize } from "@yq/form-schema/constants";
import type { LeadPayment } from "@yq/form-schema/payment";
import { priceQuote } from "@yq/form-schema/pricing/engine";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { snowDrivewayPlowing, snowUpsellServices } from "@yq/form-schema/snow-defaults";
import { describe, expect, it } from "vitest";
import { acceptedSummary, agreedChoice, offerChoice } from "./accepted-summary";
import { quoteRequest, type OfferChoice } from "./priced-offer";

const doc = () => {
  const d = defaultFormDocument();
  d.services.mowing.name = "Lawn Mowing";
  d.services.landscaping.name = "Landscaping";
  d.yardSizes.medium.weeklyPrice = 45;
  d.yardSizes.medium.weeklyPriceEnabled = true;
  d.yardSizes.medium.monthlyPrice = 120.5;
  d.yardSizes.medium.monthlyPriceEnabled = true;
  return d;
};
type Doc = ReturnType<typeof doc>;

/** The quote card's accept as the service step builds it: the engine's offer and priced quote. */
function accepted(
  d: Doc,
  choice: OfferChoice,
  plan: string | null,
  over: Partial<Parameters<typeof offerChoice>[0]> = {},
) {
  const offer = planOffers(d, choice.serviceId, choice).find((o) => o.plan === plan) ?? null;
  const request = offer && quoteRequest(choice, offer.plan, null);
  const priced = request && priceQuote(d, request);
  return offerChoice({
    serviceType: null,
    yardSize: null,
    areaSqFt: choice.areaSqFt ?? null,
    offer,
    priced: priced?.ok ? priced.quote : null,
    request,
    ...over,
  });
}
const mowing = (
  d: Doc,
  over: {
    yardSize?: YardSize;
    frequency?: PriceFrequency | null;
    areaSqFt?: number | null;
    serviceType?: "mowing" | "landscaping";
  } = {},
) => {
  const yardSize = over.yardSize ?? "medium";
  const serviceType = over.serviceType ?? "mowing";
  return accepted(
    d,
    { serviceId: "mowing", sizeId: yardSize, areaSqFt: over.areaSqFt ?? null },
    over.frequency === undefined ? "weekly" : over.frequency,
    {
      serviceType,
      yardSize: serviceType === "mowing" ? yardSize : null,
    },
  );
};
const payment = (over: Partial<LeadPayment>): LeadPayment => ({
  status: "paid",
  kind: "deposit",
  amountCents: 2000,
  ...over,
});

describe("acceptedSummary", () => {
  it.each(["weekly", "monthly"] as const)("repeats the quote card's %s price for a size tier", (frequency) => {
    const d = doc();
    const s = acceptedSummary(d, mowing(d, { frequency }));
    expect(s.kind).toBe("quote");
    expect(s.rows).toEqual([
      { label: "Service", value: "Lawn Mowing" },
      { label: "Yard size", value: "Medium" },
      { label: "Frequency", value: frequency === "weekly" ? "Weekly" : "Monthly" },
      { label: "Price per visit", value: frequency === "weekly" ? "$45" : "$120.50" },
    ]);
    expect(s.next).toMatch(/schedule your first visit/);
  });

  it("shows the area and the price the engine gave a measured lawn", () => {
    const d = doc();
    d.yardSizes.measurement.enabled = true;
    const choice = mowing(d, { areaSqFt: 6543.4 });
    const s = acceptedSummary(d, choice);
    expect(s.rows[1]!.value).toMatch(/^\w+ \(6,543 sq ft measured\)$/);
    expect(s.rows).toContainEqual({ label: "Price per visit", value: `$${choice.price!.amount}` });
  });

  it("shows no price for a frequency the quote did not offer", () => {
    const d = doc();
    d.yardSizes.medium.biweeklyPriceEnabled = false;
    const s = acceptedSummary(d, mowing(d, { frequency: "biweekly" }));
    expect(s.kind).toBe("quote");
    expect(s.rows.map((r) => r.label)).toEqual(["Service", "Yard size"]);
  });

  it("lists the chosen add-ons in the owner's order, ignoring unknown or disabled ones", () => {
    const d = doc();
    d.upsellSettings.enabled = true;
    d.upsellSettings.services = [
      { id: "b", name: "Aeration", enabled: true, order: 1, price: null, unit: "visit" },
      { id: "a", name: "Edging", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "c", name: "Off", enabled: false, order: 2, price: null, unit: "visit" },
    ];
    const s = acceptedSummary(d, { ...mowing(d), upsellIds: ["b", "c", "x", "a"] });
    expect(s.rows.at(-1)).toEqual({ label: "Add-ons", value: "Edging, Aeration" });
  });

  it.each([
    ["a custom-size yard", { serviceType: "mowing", yardSize: "custom" }, "Lawn Mowing", ["Service", "Yard size"]],
    ["landscaping", { serviceType: "landscaping", yardSize: undefined }, "Landscaping", ["Service"]],
  ] as const)("treats %s as a request, without a price", (_, over, service, labels) => {
    const d = doc();
    const s = acceptedSummary(d, mowing(d, { ...over, frequency: null }));
    expect(s.kind).toBe("request");
    expect(s.rows[0]).toEqual({ label: "Service", value: service });
    expect(s.rows.map((r) => r.label)).toEqual(labels);
    expect(s.next).toMatch(/project details/);
  });

  it.each([
    ["a size tier's deposit paid", mowing(doc()), payment({}), "Deposit paid, $20"],
    [
      "a measured lawn's first visit awaited",
      mowing(doc(), { frequency: "weekly" }),
      payment({ status: "awaiting", kind: "full", amountCents: 4500 }),
      "Awaiting first charge, $45",
    ],
    [
      "a request's card saved",
      mowing(doc(), { yardSize: "custom", frequency: null }),
      payment({ status: "card_saved", kind: "card", amountCents: null }),
      "Card saved",
    ],
  ] as const)("ends with the payment: %s", (_, choice, paid, text) => {
    const s = acceptedSummary(doc(), choice, paid);
    expect(s.rows.at(-1)).toEqual({ label: "Payment", value: text });
  });

  it("has no payment row when the form asks for none", () => {
    expect(acceptedSummary(doc(), mowing(doc()), null).rows.map((r) => r.label)).not.toContain("Payment");
  });

  it("reads the server's stored answer after a Checkout return, add-ons by name", () => {
    const agreed = {
      serviceType: "mowing",
      yardSize: "large",
      areaSqFt: 9120,
      price: { label: "Bi-Weekly", amount: 69 },
      addOns: ["Edging"],
    } as const;
    const s = acceptedSummary(doc(), agreedChoice({ ...agreed, addOns: [...agreed.addOns] }), payment({}));
    expect(s.rows).toEqual([
      { label: "Service", value: "Lawn Mowing" },
      { label: "Yard size", value: "Large (9,120 sq ft measured)" },
      { label: "Frequency", value: "Bi-Weekly" },
      { label: "Price per visit", value: "$69" },
      { label: "Add-ons", value: "Edging" },
      { label: "Payment", value: "Deposit paid, $20" },
    ]);
  });

  it("lists a snow quote's lines, discount, tax and total when it says more than one price", () => {
    const d = doc();
    d.services.listed = [snowDrivewayPlowing()];
    d.upsellSettings = { ...d.upsellSettings, enabled: true, services: snowUpsellServices() };
    d.pricingSettings = { ...d.pricingSettings, taxRate: 8, taxLabel: "Sales tax" };
    const choice = { serviceId: "driveway-plowing", sizeId: "2-car", areaSqFt: null };
    const promo = { id: "p", enabled: true, code: "SNOW10", kind: "percent", value: 10, scope: "first" } as const;
    const request = { ...choice, plan: "per_push" as const, promo: { ...promo, expiresOn: null, maxUses: null } };
    const priced = priceQuote(d, { ...request, addOnIds: ["walkway-shovelling"] });
    if (!priced.ok) throw new Error(priced.message);
    const offer = planOffers(d, choice.serviceId, choice).find((o) => o.plan === "per_push")!;
    const choiceMade = offerChoice({
      serviceType: null,
      yardSize: null,
      areaSqFt: null,
      offer,
      priced: priced.quote,
      request,
    });
    const s = acceptedSummary(d, { ...choiceMade, upsellIds: ["walkway-shovelling", "salting"] });
    expect(s.kind).toBe("quote");
    expect(s.rows).toEqual([
      { label: "Service", value: "Driveway Plowing" },
      { label: "Size", value: "2-car driveway" },
      { label: "Plan", value: "Per push" },
      { label: "Driveway Plowing", value: "$50 per push" },
      { label: "Walkway shovelling", value: "$15 per push" },
      { label: "Discount (SNOW10)", value: "−$5" },
      { label: "Sales tax 8%", value: "$4.80" },
      { label: "Total", value: "$64.80" },
      { label: "Add-ons", value: "Salting (per application)" },
    ]);
    expect(s.rows.map((r) => `${r.label} ${r.value}`).join(" ")).not.toMatch(/yard|acre|weekly|mowing/i);
  });

  it("names a listed service the server stored, with its priced lines, after a Checkout return", () => {
    const d = doc();
    d.services.listed = [snowDrivewayPlowing()];
    const priced = priceQuote(d, { serviceId: "driveway-plowing", sizeId: "1-car", plan: "seasonal" });
    if (!priced.ok) throw new Error(priced.message);
    const agreedOf = (quote: typeof priced.quote) => ({
      serviceType: "mowing" as const,
      serviceName: "Driveway Plowing",
      yardSize: null,
      areaSqFt: null,
      price: { label: "Seasonal contract", amount: 375 },
      addOns: [],
      priced: quote,
    });
    const s = acceptedSummary(d, agreedChoice(agreedOf(priced.quote)));
    expect(s.rows.slice(0, 4)).toEqual([
      { label: "Service", value: "Driveway Plowing" },
      { label: "Size", value: "1-car driveway" },
      { label: "Plan", value: "Seasonal contract" },
      { label: "Price per season", value: "$375" },
    ]);
    // Without a card's price the stored line's unit says it, with tax when the form shows it after tax.
    d.pricingSettings = { ...d.pricingSettings, taxRate: 10, taxDisplay: "after_tax" };
    const stored = agreedChoice({ ...agreedOf(priced.quote), price: null });
    expect(acceptedSummary(d, stored).rows.slice(3)).toEqual([
      { label: "Price per season", value: "$412.50" },
      // The stored quote was priced without tax: its instalments are its own line's.
      { label: "Paid in", value: "3 payments of $125" },
    ]);
    // A quote stored before its line kept the instalments says none rather than guess.
    const [line] = priced.quote.lines;
    const { instalments: _dropped, ...older } = line!;
    const before = agreedChoice({ ...agreedOf({ ...priced.quote, lines: [older] }), price: null });
    expect(acceptedSummary(d, before).rows.map((r) => r.label)).not.toContain("Paid in");
  });

  it.each([
    ["1-car", 0, "3 payments of $125", 12_500],
    ["2-car", 0, "3 payments: $166.68, then $166.66", 16_668],
    ["2-car", 8.25, "3 payments: $180.43, then $180.41", 18_043],
  ] as const)(
    "repeats a %s season's instalments (tax %s%%), the first one the first charge the server takes",
    (sizeId, taxRate, words, firstCharge) => {
      const d = doc();
      d.services.listed = [snowDrivewayPlowing()];
      d.pricingSettings = { ...d.pricingSettings, taxRate };
      const choice = accepted(d, { serviceId: "driveway-plowing", sizeId, areaSqFt: null }, "seasonal");
      expect(choice.priced?.totals.firstChargeCents).toBe(firstCharge);
      const after = acceptedSummary(d, choice).rows;
      expect(after).toContainEqual({ label: "Paid in", value: words });
      // Back from Checkout, the server's stored quote says the same.
      const agreed = agreedChoice({
        serviceType: null,
        serviceName: "Driveway Plowing",
        yardSize: null,
        areaSqFt: null,
        price: null,
        addOns: [],
        priced: choice.priced,
      });
      expect(acceptedSummary(d, agreed).rows).toContainEqual({ label: "Paid in", value: words });
    },
  );

  it("splits a discounted season, and says nothing of instalments for a push", () => {
    const d = doc();
    d.services.listed = [snowDrivewayPlowing()];
    const promo = { id: "p", enabled: true, code: "SNOW50", kind: "amount", value: 50, scope: "first" } as const;
    const request = {
      serviceId: "driveway-plowing",
      sizeId: "2-car",
      plan: "seasonal" as const,
      promo: { ...promo, expiresOn: null, maxUses: null },
    };
    const priced = priceQuote(d, request);
    if (!priced.ok) throw new Error(priced.message);
    const offer = planOffers(d, request.serviceId, request).find((o) => o.plan === "seasonal")!;
    const choice = offerChoice({
      serviceType: null,
      yardSize: null,
      areaSqFt: null,
      offer,
      priced: priced.quote,
      request,
    });
    // $500 - $50 = $450: three payments of $150, the first of them the first charge.
    expect(acceptedSummary(d, choice).rows).toContainEqual({ label: "Paid in", value: "3 payments of $150" });
    expect(priced.quote.totals.firstChargeCents).toBe(15_000);
    const push = accepted(d, { serviceId: "driveway-plowing", sizeId: "2-car", areaSqFt: null }, "per_push");
    expect(acceptedSummary(d, push).rows.map((r) => r.label)).not.toContain("Paid in");
  });

  it("treats a request-only listed service as a request, named as the owner names it", () => {
    const choice = offerChoice({
      serviceType: null,
      serviceName: "Tree removal",
      yardSize: null,
      areaSqFt: null,
      offer: null,
      priced: null,
      request: null,
    });
    const s = acceptedSummary(doc(), choice);
    expect(s.kind).toBe("request");
    expect(s.rows).toEqual([{ label: "Service", value: "Tree removal" }]);
  });
});
