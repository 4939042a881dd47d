import { describe, expect, it } from "vitest";
import { defaultFormDocumentFor } from "../defaults";
import type { FormDocument } from "../form-document";
import { newListedService } from "../listed-service-defaults";
import { priceQuote } from "./engine";
import type { SnowPricing } from "./listed-services";
import type { PromoCode } from "./pricing-settings";
import { chargedUnits, promoScopeWords } from "./promo-scope-words";

const snowForm = () => defaultFormDocumentFor("snow_quote");
const plowing = (doc: FormDocument) => doc.services.listed[0]!.pricing as SnowPricing;

describe("a promo code's scope in the form's own units", () => {
  it("a mowing form keeps its visits", () => {
    const units = chargedUnits(defaultFormDocumentFor("mowing_quote"));
    expect(units).toEqual(["visit"]);
    expect(promoScopeWords(units)).toEqual({
      labels: { first: "First visit only", every: "Every visit" },
      note: null,
    });
  });

  it("a snow form says pushes, and that the season is one charge", () => {
    const units = chargedUnits(snowForm());
    expect(units).toEqual(["push", "season"]);
    expect(promoScopeWords(units)).toEqual({
      labels: { first: "First push only", every: "Every push" },
      note: "A seasonal contract counts as one: either choice takes the code off the whole season.",
    });
  });

  it("a season alone has no first unit: the words say charge", () => {
    const doc = snowForm();
    plowing(doc).perPushEnabled = false;
    expect(chargedUnits(doc)).toEqual(["season"]);
    expect(promoScopeWords(chargedUnits(doc)).labels).toEqual({ first: "First charge only", every: "Every charge" });
  });

  it("a form of several methods names each repeated unit and notes the job", () => {
    const doc = defaultFormDocumentFor("other");
    doc.services.mowing.enabled = true;
    const program = { ...newListedService("fert", "program", 0), name: "Fertilizing" };
    program.pricing = {
      method: "program",
      rounds: 5,
      price: { basis: "size", sizes: [{ id: "s", enabled: true, label: "Small", description: "", price: 50 }] },
    };
    const aeration = { ...newListedService("aerate", "one_time", 1), name: "Aeration" };
    aeration.pricing = {
      method: "one_time",
      price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 12 }], minimum: 0 } },
    };
    // Not priced yet: a service nobody can be offered adds no unit.
    const unpriced = { ...newListedService("plow", "snow", 2), name: "Plowing" };
    doc.services.listed = [program, aeration, unpriced];
    expect(chargedUnits(doc)).toEqual(["visit", "round", "job"]);
    expect(promoScopeWords(chargedUnits(doc))).toEqual({
      labels: { first: "First visit or round only", every: "Every visit or round" },
      note: "A one-time job counts as one: either choice takes the code off the whole job.",
    });
    expect(promoScopeWords(["visit", "round", "push", "season", "job"])).toEqual({
      labels: { first: "First visit, round or push only", every: "Every visit, round or push" },
      note: "A seasonal contract or a one-time job counts as one: either choice takes the code off all of it.",
    });
  });

  it("a form with nothing priced says charge, with no note", () => {
    expect(chargedUnits(defaultFormDocumentFor("other"))).toEqual([]);
    expect(promoScopeWords([]).labels).toEqual({ first: "First charge only", every: "Every charge" });
  });

  it("holds to the engine: either scope takes the code off the whole season, spread over its instalments", () => {
    const doc = snowForm();
    const code = (scope: PromoCode["scope"]): PromoCode => ({
      id: "c",
      enabled: true,
      code: "SNOW20",
      kind: "amount",
      value: 20,
      scope,
      expiresOn: null,
      maxUses: null,
    });
    const totals = (scope: PromoCode["scope"]) => {
      const season = { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" as const };
      const result = priceQuote(doc, { ...season, promo: code(scope) });
      if (!result.ok) throw new Error(result.message);
      return result.quote.totals;
    };
    expect(totals("first")).toEqual(totals("every"));
    // $500 less $20, in 3 instalments: the first charge is $160, not $166.67 less $20.
    expect(totals("first")).toMatchObject({ discountCents: 2000, totalCents: 48000, firstChargeCents: 16000 });
  });
});
