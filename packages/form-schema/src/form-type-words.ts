import type { FormType } from "./constants";
import type { PriceUnit } from "./pricing/plans";

// The builder's words by form type (docs/decisions/113-a-form-speaks-its-trade.md): one table, so
// a snow form's builder speaks of pushes, driveways, the season and the trigger depth, and never
// of yard sizes, weekly visits or mowing. A service's own words (its size noun, its units) stay in
// pricing/service-words.ts and pricing/promo-scope-words.ts; these are the words around them.

export interface FormTypeWords {
  /** The builder's six steps, in order (apps/web form-builder model/steps.ts). */
  steps: readonly [string, string, string, string, string, string];
  /** Under the Form Type select in Basic Info. */
  formTypeHint: string;
  /** The unit a new upsell service is charged in. */
  upsellUnit: PriceUnit;
  /** Under the minimum charge. */
  minimumChargeHint: string;
  /** What a first charge is, for the payment section: "a visit, a round or an instalment". */
  firstCharges: string;
  /** The example charge of the payment section: "first visit". */
  exampleCharge: string;
  /** The hint of the result's title after a request without a price. */
  requestTitleHint: string;
  /** Said when the services list is full. */
  servicesFull: string;
}

const LAWN_STEPS = ["Basic Info", "Customer Fields", "Services", "Yard Sizes", "Customization", "Settings"] as const;

const LAWN: FormTypeWords = {
  steps: LAWN_STEPS,
  formTypeHint:
    "Each account can have one mowing quote form. Changing the type replaces the services and prices with that type's.",
  upsellUnit: "visit",
  minimumChargeHint: "No visit, round or job is priced below it; $0 for none.",
  firstCharges: "a visit, a round or an instalment",
  exampleCharge: "first visit",
  requestTitleHint: "The result's title after a request without a price: a custom-size yard or landscaping.",
  servicesFull:
    "A form has at most 12 services: Mowing Service, Landscaping and ten of your own. Remove one to add another.",
};

const SNOW: FormTypeWords = {
  steps: ["Basic Info", "Customer Fields", "Services", "Driveway Sizes", "Customization", "Settings"],
  formTypeHint: "Changing the type replaces the services and prices with that type's.",
  upsellUnit: "push",
  minimumChargeHint: "No push or seasonal contract is priced below it; $0 for none.",
  firstCharges: "a push or the first instalment of a seasonal contract",
  exampleCharge: "first push",
  requestTitleHint: "The result's title after a request without a price: a service priced on request.",
  servicesFull: "A form has at most ten services of your own. Remove one to add another.",
};

const OTHER: FormTypeWords = {
  ...LAWN,
  formTypeHint: SNOW.formTypeHint,
  minimumChargeHint: "No visit, push, round or job is priced below it; $0 for none.",
  firstCharges: "a visit, a push, a round or an instalment",
  exampleCharge: "first charge",
  requestTitleHint: SNOW.requestTitleHint,
};

export const FORM_TYPE_WORDS: Record<FormType, FormTypeWords> = {
  mowing_quote: LAWN,
  snow_quote: SNOW,
  other: OTHER,
};

/** The builder's words for a form of this type. */
export function formTypeWords(formType: FormType): FormTypeWords {
  return FORM_TYPE_WORDS[formType];
}

/**
 * Words of mowing a snow form's builder must never say (the product's rule: a snow form speaks of
 * driveways, pushes and a season). Tests check every snow word against it.
 */
export const MOWING_WORDS = /\b(yards?|yard size|weekly|bi-weekly|per visit|visits?|mow\w*|lawns?|acres?)\b/i;
