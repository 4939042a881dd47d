import { ANSWER_MESSAGES } from "./answers";
import { defaultServiceOf, mowingYardSize, planFrequency, upgradeQuoteChoice } from "./choice-version";
import type { ServiceType } from "./constants";
import type { FormDocument } from "./form-document";
import { priceQuote } from "./pricing/engine";
import { findListedService, planOffers } from "./pricing/plan-offers";
import type { Plan } from "./pricing/plans";
import { sizeNoun, sizeRequiredMessage } from "./pricing/service-words";
import { sizeChoices } from "./pricing/size-choices";
import type { QuoteChoice, QuoteChoiceV2 } from "./public-payloads";
import { needsProjectDetails, offeredPrices } from "./quote";
import { chosenPrice } from "./quote-snapshot";

// The server never trusts what the browser says it showed: these re-derive from the stored
// form whether a choice could have been made at all. They read version 2 only (decision 128).

/** A request names no plan; a listed request no size card either (mowing's custom size is its size). */
function checkProjectRequest(choice: QuoteChoiceV2, sized: boolean): string | null {
  if (choice.responseStatus !== "accept") return "A project request can only be submitted, not declined.";
  if (choice.plan || (sized && choice.sizeId)) return "No price applies to a project request.";
  return null;
}

const hasProjectDetails = (choice: QuoteChoiceV2) =>
  (choice.projectDetails ?? "").trim() !== "" || (choice.videoUrl ?? "").trim() !== "";

function checkDefaultChoice(doc: FormDocument, serviceType: ServiceType, choice: QuoteChoiceV2): string | null {
  if (!doc.services[serviceType].enabled) return "This service is not available on this form.";
  if (serviceType === "landscaping") {
    return choice.sizeId ? "Landscaping requests do not take a yard size." : checkProjectRequest(choice, false);
  }

  if (!choice.sizeId) return ANSWER_MESSAGES.yardSize.message;
  const yardSize = mowingYardSize(choice);
  if (!yardSize || !doc.yardSizes[yardSize].enabled) return "This yard size is not available on this form.";
  const settings = doc.yardSizes[yardSize];
  if (needsProjectDetails(serviceType, yardSize)) return checkProjectRequest(choice, false);

  if (hasProjectDetails(choice)) return "Project details apply only to landscaping and custom yard sizes.";
  if (offeredPrices(settings).length === 0) return "This yard size has no price to accept.";
  // Mowing names its plan by the frequency of visits.
  const frequency = planFrequency(choice.plan);
  if (choice.plan && !frequency) return "Mowing is priced per visit: please choose how often you want the service.";
  const chosen = chosenPrice(settings, choice.responseStatus, frequency);
  return chosen.ok ? null : chosen.message;
}

/**
 * A listed service's choice: the service on the form, its size card or measured
 * lawn, and, for an accept or a named plan, a plan the engine can price. A request takes project
 * details and nothing priced.
 */
function checkListedChoice(doc: FormDocument, choice: QuoteChoiceV2, areaSqFt: number | null): string | null {
  const { serviceId } = choice;
  const service = findListedService(doc, serviceId);
  if (!service || service.name.trim() === "") return "This service is not available on this form.";
  if (service.pricing.method === "request") return checkProjectRequest(choice, true);
  if (hasProjectDetails(choice)) return "Project details apply only to requests for a price.";

  const sizes = sizeChoices(doc, serviceId);
  if (sizes.length > 0 || choice.sizeId) {
    if (!choice.sizeId) return sizeRequiredMessage(service.pricing);
    if (!sizes.some((s) => s.sizeId === choice.sizeId)) {
      return `This ${(sizeNoun(service.pricing) ?? "size").toLowerCase()} is not available on this form.`;
    }
  } else if (!areaSqFt) {
    return "Please measure your lawn to get a price.";
  }
  const plan: Plan | null = choice.plan ?? null;
  const measure = { sizeId: choice.sizeId ?? null, areaSqFt };
  if (choice.responseStatus === "decline" && !plan) {
    return planOffers(doc, serviceId, measure).length > 0 ? null : "Nothing can be priced for this choice.";
  }
  const priced = priceQuote(doc, { serviceId, ...measure, plan });
  return priced.ok ? null : priced.message;
}

/**
 * Null when the visitor could have made this choice on this form, else why not. A version-1
 * choice is upgraded first (its own refusals keep their words). Landscaping and the custom size
 * are project requests (see needsProjectDetails); the rest is a priced quote. `areaSqFt` is the
 * lawn the server measured, for services priced by area.
 */
export function checkQuoteChoice(
  doc: FormDocument,
  choice: QuoteChoice,
  areaSqFt: number | null = null,
): string | null {
  const upgraded = upgradeQuoteChoice(choice);
  if (!upgraded.ok) return upgraded.message;
  const serviceType = defaultServiceOf(upgraded.choice);
  if (serviceType) return checkDefaultChoice(doc, serviceType, upgraded.choice);
  return checkListedChoice(doc, upgraded.choice, areaSqFt);
}

export type UpsellResolution = { ok: true; names: string[] } | { ok: false; message: string };

/** Names of the picked upsell services, in the owner's order, as stored on the upsell record. */
export function resolveUpsellSelection(doc: FormDocument, ids: readonly string[]): UpsellResolution {
  const upsell = doc.upsellSettings;
  if (ids.length === 0) return { ok: true, names: [] };
  if (!upsell.enabled) return { ok: false, message: "This form does not offer additional services." };
  const offered = upsell.services.filter((s) => s.enabled && s.name.trim() !== "");
  const unknown = ids.find((id) => !offered.some((s) => s.id === id));
  if (unknown !== undefined) return { ok: false, message: "One of the selected services is not offered." };
  return {
    ok: true,
    names: [...offered]
      .sort((a, b) => a.order - b.order)
      .filter((s) => ids.includes(s.id))
      .map((s) => s.name.trim()),
  };
}
