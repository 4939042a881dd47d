import type { FormDocument } from "@yq/form-schema/form-document";
import type { ListedService, Pricing, SizeOption } from "@yq/form-schema/pricing/listed-services";
import type { PromoCode } from "@yq/form-schema/pricing/pricing-settings";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";

// Listed services of every pricing method, with round prices, for tests that
// accept each one end to end.

const size = (id: string, label: string, price: number): SizeOption => ({
  id,
  enabled: true,
  label,
  description: "",
  price,
});

function listed(id: string, name: string, order: number, pricing: Pricing): ListedService {
  return { id, enabled: true, name, description: "", image: "", order, pricing };
}

/** One listed service of each method; snow is the snow form's driveway plowing (40/50/70 a push, 375/500/700 a season in 3). */
function everyMethod(): ListedService[] {
  return [
    listed("edging", "Edging", 1, {
      method: "area_frequency",
      rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 4 }], minimum: 30 },
      frequencies: { weekly: true, biweekly: true, monthly: false },
    }),
    listed("fert", "Fertilization", 2, {
      method: "program",
      rounds: 6,
      price: { basis: "size", sizes: [size("small", "Up to 5,000 sq ft", 45), size("large", "Over 5,000 sq ft", 65)] },
    }),
    listed("weed", "Weed control", 3, {
      method: "program",
      rounds: 4,
      price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 5 }], minimum: 20 } },
    }),
    listed("aeration", "Aeration", 4, {
      method: "one_time",
      price: { basis: "size", sizes: [size("std", "Standard lawn", 120)] },
    }),
    { ...snowDrivewayPlowing(), order: 5 },
    listed("design", "Garden design", 6, { method: "request" }),
  ];
}

export function promoCode(change: Partial<PromoCode> = {}): PromoCode {
  return {
    id: "p1",
    enabled: true,
    code: "SPRING10",
    kind: "percent",
    value: 10,
    scope: "first",
    expiresOn: null,
    maxUses: null,
    ...change,
  };
}

/** testDocument's edit: every method listed, and these pricing settings on top of none. */
export function withListedServices(change: Partial<FormDocument["pricingSettings"]> = {}) {
  return (doc: FormDocument) => {
    doc.services.listed = everyMethod();
    doc.pricingSettings = { ...doc.pricingSettings, ...change };
  };
}
