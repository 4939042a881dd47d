import { agreementFor } from "@yq/form-schema/agreement/agreement";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { offerChoice } from "./accepted-summary";
import { quoteRequest, type OfferChoice } from "./priced-offer";

// What the accepted-summary tests start from (accepted-summary.test.ts for the size tiers,
// accepted-summary-listed.test.ts for the owner's listed services): a form with priced tiers and
// a visitor's accept made as the quote card makes it.

export const doc = () => {
  const d = defaultFormDocument();
  d.services.mowing.name = "Lawn Mowing";
  d.services.landscaping.name = "Landscaping";
  d.yardSizes.medium.weeklyPrice = 45;
  d.yardSizes.medium.weeklyPriceEnabled = true;
  d.yardSizes.medium.monthlyPrice = 120.5;
  d.yardSizes.medium.monthlyPriceEnabled = true;
  return d;
};
export type Doc = ReturnType<typeof doc>;
export const TERMS = { payment: null, today: "2026-12-02" };

/** The quote card's accept as the service step builds it: the engine's offer and priced quote. */
export function accepted(
  d: Doc,
  choice: OfferChoice,
  plan: string | null,
  over: Partial<Parameters<typeof offerChoice>[0]> = {},
) {
  const offer = planOffers(d, choice.serviceId, choice).find((o) => o.plan === plan) ?? null;
  const request = offer && quoteRequest(choice, offer.plan, null);
  const agreed = request && agreementFor(d, request, TERMS);
  return offerChoice({
    serviceType: null,
    yardSize: null,
    areaSqFt: choice.areaSqFt ?? null,
    offer,
    agreement: agreed?.ok ? agreed.agreement : null,
    request,
    ...over,
  });
}
