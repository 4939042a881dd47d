import { agreementFor } from "@yq/form-schema/agreement/agreement";
import { priceQuote } from "@yq/form-schema/pricing/engine";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { snowDrivewayPlowing, snowUpsellServices } from "@yq/form-schema/snow-defaults";
import { describe, expect, it } from "vitest";
import { acceptedSummary, agreedChoice, offerChoice } from "./accepted-summary";
import { accepted, doc, TERMS } from "./accepted-summary-test-fixtures";

// The summary of an owner's listed services (snow, request-only): their priced lines, plans and
// instalments, as the quote card showed them and as the server stores them.

describe("acceptedSummary", () => {
  it("lists a snow quote's lines, discount, tax and total when it says more than one price", () => {
    const d = doc();
    d.services.listed = [snowDrivewayPlowing()];
    d.upsellSettings = { ...d.upsellSettings, enabled: true, services: snowUpsellServices() };
    d.pricingSettings = { ...d.pricingSettings, taxRate: 8, taxLabel: "Sales tax" };
    const choice = { serviceId: "driveway-plowing", sizeId: "2-car", areaSqFt: null };
    const promo = { id: "p", enabled: true, code: "SNOW10", kind: "percent", value: 10, scope: "first" } as const;
    const request = { ...choice, plan: "per_push" as const, promo: { ...promo, expiresOn: null, maxUses: null } };
    const agreed = agreementFor(d, { ...request, addOnIds: ["walkway-shovelling"] }, TERMS);
    if (!agreed.ok) throw new Error(agreed.message);
    const offer = planOffers(d, choice.serviceId, choice).find((o) => o.plan === "per_push")!;
    const choiceMade = offerChoice({
      serviceType: null,
      yardSize: null,
      areaSqFt: null,
      offer,
      agreement: agreed.agreement,
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
      // The code took $5 off the first push only: every later one is charged in full.
      { label: "Then", value: "$70.20 per push" },
      { label: "Add-ons", value: "Salting (per application)" },
    ]);
    expect(s.rows.map((r) => `${r.label} ${r.value}`).join(" ")).not.toMatch(/yard|acre|weekly|mowing/i);
    // Snow is not scheduled like a visit.
    expect(s.next).toBe("We'll contact you to confirm your service before the snow comes.");
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
    // A quote stored before agreements existed says no instalments rather than guess them.
    expect(acceptedSummary(d, stored).rows.slice(3)).toEqual([{ label: "Price per season", value: "$412.50" }]);
  });

  it.each([
    ["1-car", 0, "3 payments of $125", 12_500],
    ["2-car", 0, "3 payments of $166.66, the last $166.68", 16_666],
    ["2-car", 8.25, "3 payments of $180.41, the last $180.43", 18_041],
  ] as const)(
    "repeats a %s season's instalments (tax %s%%), the first one the first charge the server takes",
    (sizeId, taxRate, words, firstCharge) => {
      const d = doc();
      d.services.listed = [snowDrivewayPlowing()];
      d.pricingSettings = { ...d.pricingSettings, taxRate };
      const choice = accepted(d, { serviceId: "driveway-plowing", sizeId, areaSqFt: null }, "seasonal");
      expect(choice.agreement?.firstChargeCents).toBe(firstCharge);
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
        agreement: choice.agreement,
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
    const agreed = agreementFor(d, request, TERMS);
    if (!agreed.ok) throw new Error(agreed.message);
    const offer = planOffers(d, request.serviceId, request).find((o) => o.plan === "seasonal")!;
    const choice = offerChoice({
      serviceType: null,
      yardSize: null,
      areaSqFt: null,
      offer,
      agreement: agreed.agreement,
      request,
    });
    // $500 - $50 = $450: three payments of $150, the first of them the first charge.
    expect(acceptedSummary(d, choice).rows).toContainEqual({ label: "Paid in", value: "3 payments of $150" });
    expect(agreed.agreement.firstChargeCents).toBe(15_000);
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
      agreement: null,
      request: null,
    });
    const s = acceptedSummary(doc(), choice);
    expect(s.kind).toBe("request");
    expect(s.rows).toEqual([{ label: "Service", value: "Tree removal" }]);
  });
});
