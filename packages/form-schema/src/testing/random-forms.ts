import fc from "fast-check";
import { defaultFormDocument } from "../defaults";
import type { FormDocument } from "../form-document";
import type { QuoteRequest } from "../pricing/engine";
import type { ListedService, PriceBasis, SizeOption } from "../pricing/listed-services";
import type { MeasurementSettings } from "../measurement-settings";
import { planOffers } from "../pricing/plan-offers";
import { PLANS } from "../pricing/plans";
import type { PricingSettings, PromoCode } from "../pricing/pricing-settings";
import type { AddOnInput } from "../pricing/pricing-input";
import { sizeChoices } from "../pricing/size-choices";

// Random forms and answers for the pricing engine's property tests: every pricing
// method, the form's minimum, tax and a promo code, mowing by yard size or by a lawn measured at
// tier or rate prices, priced add-ons; and answers that are mostly ones the form can take.

/** Mostly on: a form with everything switched off prices nothing. */
const mostlyOn = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
const dollars = fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100);
const sizeIds = ["a", "b", "c"];
const sizes = fc.array(
  fc.record({
    id: fc.constantFrom(...sizeIds),
    enabled: mostlyOn,
    label: fc.constantFrom("1-car", "Small", "Up to 5,000 sq ft"),
    description: fc.constant(""),
    price: dollars,
  }),
  { maxLength: 3 },
);
const uniqueById = <T extends { id: string }>(list: T[]) =>
  list.filter((s, i) => list.findIndex((o) => o.id === s.id) === i);
const rates = fc.record({
  bands: fc
    .array(fc.record({ upToSqFt: fc.integer({ min: 500, max: 40_000 }), ratePerThousandSqFt: dollars }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((bands) => {
      const sorted = [...bands].sort((x, y) => x.upToSqFt - y.upToSqFt);
      return sorted.map((b, i) => ({ ...b, upToSqFt: i === sorted.length - 1 ? null : b.upToSqFt }));
    }),
  minimum: dollars,
});
const basis: fc.Arbitrary<PriceBasis> = fc.oneof(
  sizes.map((s) => ({ basis: "size" as const, sizes: uniqueById(s) as SizeOption[] })),
  rates.map((r) => ({ basis: "area" as const, rates: r })),
);
const pricing: fc.Arbitrary<ListedService["pricing"]> = fc.oneof(
  fc.record({
    method: fc.constant("area_frequency" as const),
    rates,
    frequencies: fc.record({ weekly: fc.boolean(), biweekly: fc.boolean(), monthly: fc.boolean() }),
  }),
  fc.record({ method: fc.constant("program" as const), rounds: fc.integer({ min: 1, max: 24 }), price: basis }),
  fc.record({ method: fc.constant("one_time" as const), price: basis }),
  fc.record({
    method: fc.constant("snow" as const),
    sizes: sizes.map((list) =>
      uniqueById(list).map(({ price, ...s }) => ({ ...s, perPushPrice: price, seasonalPrice: price * 9 })),
    ),
    perPushEnabled: fc.boolean(),
    seasonalEnabled: fc.boolean(),
    seasonStart: fc.constant("11-15"),
    seasonEnd: fc.constant("04-15"),
    maxPushes: fc.option(fc.integer({ min: 1, max: 40 })),
    instalments: fc.integer({ min: 1, max: 12 }),
    triggerInches: fc.constant(2),
    extraInchPrice: dollars,
    extraInchesOver: fc.constant(6),
  }),
  fc.constant({ method: "request" as const }),
);
const listed = fc
  .array(
    fc.record({
      id: fc.constantFrom("s1", "s2", "s3"),
      enabled: mostlyOn,
      name: fc.constantFrom("Fertilization", "Plowing", "Aeration"),
      description: fc.constant(""),
      image: fc.constant(""),
      order: fc.integer({ min: 0, max: 5 }),
      pricing,
    }),
    { maxLength: 3 },
  )
  .map(uniqueById);
const promo: fc.Arbitrary<PromoCode> = fc.record({
  id: fc.constant("p"),
  enabled: fc.constant(true),
  code: fc.constant("SAVE"),
  kind: fc.constantFrom("percent" as const, "amount" as const),
  value: fc.integer({ min: 0, max: 20_000 }).map((v) => v / 100),
  scope: fc.constantFrom("first" as const, "every" as const),
  expiresOn: fc.constant(null),
  maxUses: fc.constant(null),
});
const settings: fc.Arbitrary<PricingSettings> = fc.record({
  minimumCharge: dollars,
  taxRate: fc.integer({ min: 0, max: 30_000 }).map((m) => m / 1000),
  taxLabel: fc.constant("Sales tax"),
  taxDisplay: fc.constantFrom("before_tax" as const, "after_tax" as const),
  promoCodes: fc.constant([]),
});
const addOns: fc.Arbitrary<AddOnInput[]> = fc
  .array(
    fc.record({
      id: fc.constantFrom("u1", "u2", "u3"),
      name: fc.constant("Salting"),
      enabled: mostlyOn,
      order: fc.integer({ min: 0, max: 5 }),
      price: fc.option(dollars),
      unit: fc.constantFrom("visit" as const, "push" as const, "job" as const),
    }),
    { maxLength: 3 },
  )
  .map(uniqueById);

/** Mowing measured on the map, priced by its tiers or by a rate with the measurement's minimum. */
const rate = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 3000 }).map((c) => c / 100),
);
const measurement = fc.record({
  enabled: fc.boolean(),
  pricing: fc.constantFrom("tiers" as const, "rate" as const),
  ratePerThousandSqFt: fc.record({ weekly: rate, biweekly: rate, monthly: rate }),
  minimumPrice: dollars,
});

const forms: fc.Arbitrary<FormDocument> = fc.record({ listed, settings, addOns, measurement }).map((f) => {
  const doc = defaultFormDocument();
  const measured: MeasurementSettings = { ...doc.yardSizes.measurement, ...f.measurement };
  return {
    ...doc,
    yardSizes: { ...doc.yardSizes, measurement: measured },
    services: { ...doc.services, listed: f.listed },
    pricingSettings: f.settings,
    upsellSettings: { ...doc.upsellSettings, enabled: true, services: f.addOns },
  };
});

/** Mostly answers the form can take (its services, their sizes, their plans), sometimes anything. */
function answersFor(doc: FormDocument): fc.Arbitrary<QuoteRequest> {
  const ids = ["mowing", "landscaping", ...doc.services.listed.map((s) => s.id)];
  return fc
    .record({
      serviceId: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.constant("unknown") },
      ),
    })
    .chain(({ serviceId }) => {
      const shown = sizeChoices(doc, serviceId).map((c) => c.sizeId);
      const sizeId = shown.length
        ? fc.oneof(
            { weight: 9, arbitrary: fc.constantFrom(...shown) },
            { weight: 1, arbitrary: fc.constantFrom("custom", "x") },
          )
        : fc.constantFrom("small", "x");
      return fc.record({
        serviceId: fc.constant(serviceId),
        sizeId: fc.option(sizeId, { freq: 5 }),
        areaSqFt: fc.option(fc.integer({ min: 1, max: 100_000 })),
        plan: fc.option(fc.constantFrom(...PLANS), { freq: 8 }),
        promo: fc.option(promo),
        addOnIds: fc.oneof(
          { weight: 4, arbitrary: fc.subarray(doc.upsellSettings.services.filter((a) => a.enabled).map((a) => a.id)) },
          { weight: 1, arbitrary: fc.subarray(["u1", "u2", "u3"]) },
        ),
      });
    })
    .chain((answer) => {
      const offers = planOffers(doc, answer.serviceId, answer);
      if (offers.length === 0) return fc.constant(answer);
      return fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(...offers.map((o) => o.plan)) },
          { weight: 1, arbitrary: fc.constant(answer.plan) },
        )
        .map((plan) => ({ ...answer, plan }));
    });
}

/** A random form with a random answer to it. */
export const formsAndAnswers = forms.chain((doc) => answersFor(doc).map((answer) => [doc, answer] as const));
