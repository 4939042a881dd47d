import { defaultFormDocument } from "../defaults";
import type { YardSizes } from "../form-document";
import type { StoredFormRow } from "../read-form";

// Stored forms of every document version before 4, as rows the forms table held:
// the defaults, tiers with their own and decimal prices, frequencies switched off, and map
// measurement priced by tier and by rate. Version 0 rows hold their groups as JSON text with the
// redirect and upsell settings nested in customization, as the earlier product stored them.

export interface CorpusForm {
  label: string;
  row: StoredFormRow;
}

type YardSizesChange = (yardSizes: YardSizes) => void;

const YARD_SIZE_VARIANTS: Record<string, YardSizesChange> = {
  defaults: () => {},
  "own prices with cents": (y) => {
    Object.assign(y.small, { weeklyPrice: 35.5, biweeklyPrice: 52.25, monthlyPrice: 70.99 });
    Object.assign(y.medium, { weeklyPrice: 44.995, biweeklyPrice: 61.005, monthlyPrice: 0.01 });
    Object.assign(y.large, { weeklyPrice: 1200.5, biweeklyPrice: 0, monthlyPrice: 999_999.99 });
  },
  "frequencies switched off": (y) => {
    y.small.weeklyPriceEnabled = false;
    y.medium.biweeklyPriceEnabled = false;
    y.medium.monthlyPriceEnabled = false;
    y.large.weeklyPriceEnabled = false;
    y.large.biweeklyPriceEnabled = false;
    y.large.monthlyPriceEnabled = false;
  },
  "a tier switched off and the custom size on": (y) => {
    y.medium.enabled = false;
    y.custom.enabled = true;
  },
  "measured, priced by tier": (y) => {
    Object.assign(y.measurement, { enabled: true, pricing: "tiers", smallMaxSqFt: 6000, mediumMaxSqFt: 15000 });
  },
  "measured, tiers from the descriptions": (y) => {
    Object.assign(y.measurement, { enabled: true, pricing: "tiers", maxSqFt: 50_000 });
  },
  "measured, priced by rate": (y) => {
    Object.assign(y.measurement, {
      enabled: true,
      pricing: "rate",
      ratePerThousandSqFt: { weekly: 8.5, biweekly: 11.25, monthly: 0 },
      minimumPrice: 35,
    });
  },
  "measured, by rate without a minimum": (y) => {
    Object.assign(y.measurement, {
      enabled: true,
      pricing: "rate",
      ratePerThousandSqFt: { weekly: 3.333, biweekly: 0.5, monthly: 14 },
      minimumPrice: 0,
      maxSqFt: 80_000,
    });
  },
};

const UPSELLS = {
  enabled: true,
  services: [
    { id: "edging", name: "Edging", enabled: true, order: 0 },
    { id: "bagging", name: "Bagging", enabled: true, order: 1 },
  ],
  upsellMessage: "",
  upsellLink: "",
};

function storedRow(version: number, yardSizes: YardSizes): StoredFormRow {
  const { pricingSettings: _new, services, ...doc } = defaultFormDocument();
  const { listed: _listed, ...oldServices } = services;
  if (version > 0) return { ...doc, version, services: oldServices, yardSizes, upsellSettings: UPSELLS };
  const { redirectSettings, customization, ...rest } = doc;
  return {
    ...rest,
    version: null,
    services: JSON.stringify(oldServices),
    yardSizes: JSON.stringify(yardSizes),
    customization: JSON.stringify({ ...customization, redirectSettings, upsellSettings: UPSELLS }),
  };
}

/** Every variant at every version before 4. */
export function storedFormCorpus(): CorpusForm[] {
  return [0, 1, 2, 3].flatMap((version) =>
    Object.entries(YARD_SIZE_VARIANTS).map(([variant, change]) => {
      const yardSizes = defaultFormDocument().yardSizes;
      change(yardSizes);
      return { label: `version ${version}, ${variant}`, row: storedRow(version, yardSizes) };
    }),
  );
}

/** Lawns from a few hundred sq ft to beyond the measurable maximum, on and around tier bounds. */
export const CORPUS_AREAS_SQ_FT = [
  120, 999, 1000, 5999, 6000, 6001, 10_890, 15_000, 21_780, 43_560, 50_001, 87_120, 90_000,
];
