import { ANSWER_MESSAGES } from "./answers";
import { PRICE_FREQUENCIES, SERVICE_TYPES, type PriceFrequency, type ServiceType } from "./constants";
import type { FormDocument } from "./form-document";
import { priceQuote } from "./pricing/engine";
import { findListedService, planOffers } from "./pricing/plan-offers";
import type { Plan } from "./pricing/plans";
import { sizeNoun, sizeRequiredMessage } from "./pricing/service-words";
import { sizeChoices } from "./pricing/size-choices";
import type { QuoteChoice } from "./public-payloads";
import { needsProjectDetails, offeredPrices } from "./quote";
import { chosenPrice } from "./quote-snapshot";

// The server never trusts what the browser says it showed: these re-derive from the stored
// form whether a choice could have been made at all.

function checkProjectRequest(choice: QuoteChoice): string | null {
  if (choice.responseStatus !== "accept") return "A project request can only be submitted, not declined.";
  if (choice.frequency || choice.plan || choice.sizeId) return "No price applies to a project request.";
  return null;
}

const hasProjectDetails = (choice: QuoteChoice) =>
  (choice.projectDetails ?? "").trim() !== "" || (choice.videoUrl ?? "").trim() !== "";

/** Mowing or Landscaping, as a choice names it: its type, or the engine's id for it ("mowing"). */
function defaultServiceOf(choice: QuoteChoice): ServiceType | null {
  if (choice.serviceType) return choice.serviceType;
  const id = choice.serviceId as ServiceType | undefined;
  return id && SERVICE_TYPES.includes(id) ? id : null;
}

/** Mowing names its plan by frequency (its original field); a frequency `plan` says the same. */
function mowingFrequency(choice: QuoteChoice): PriceFrequency | null | "other" {
  if (choice.frequency) return choice.frequency;
  if (!choice.plan) return null;
  return PRICE_FREQUENCIES.includes(choice.plan as PriceFrequency) ? (choice.plan as PriceFrequency) : "other";
}

function checkDefaultChoice(doc: FormDocument, serviceType: ServiceType, choice: QuoteChoice): string | null {
  const { yardSize } = choice;
  if (!doc.services[serviceType].enabled) return "This service is not available on this form.";
  if (choice.sizeId) return "Size cards apply only to listed services; please select a yard size.";
  if (serviceType === "landscaping") {
    return yardSize ? "Landscaping requests do not take a yard size." : checkProjectRequest(choice);
  }

  if (!yardSize) return ANSWER_MESSAGES.yardSize.message;
  const settings = doc.yardSizes[yardSize];
  if (!settings.enabled) return "This yard size is not available on this form.";
  if (needsProjectDetails(serviceType, yardSize)) return checkProjectRequest(choice);

  if (hasProjectDetails(choice)) return "Project details apply only to landscaping and custom yard sizes.";
  if (offeredPrices(settings).length === 0) return "This yard size has no price to accept.";
  const frequency = mowingFrequency(choice);
  if (frequency === "other") return "Mowing is priced per visit: please choose how often you want the service.";
  const chosen = chosenPrice(settings, choice.responseStatus, frequency);
  return chosen.ok ? null : chosen.message;
}

/**
 * A listed service's choice: the service on the form, its size card or measured
 * lawn, and, for an accept or a named plan, a plan the engine can price. A request takes project
 * details and nothing priced.
 */
function checkListedChoice(
  doc: FormDocument,
  serviceId: string,
  choice: QuoteChoice,
  areaSqFt: number | null,
): string | null {
  const service = findListedService(doc, serviceId);
  if (!service || service.name.trim() === "") return "This service is not available on this form.";
  if (choice.yardSize || choice.frequency) return "Yard sizes and frequencies apply only to the mowing service.";
  if (service.pricing.method === "request") return checkProjectRequest(choice);
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
 * Null when the visitor could have made this choice on this form, else why not. Landscaping and
 * the custom size are project requests (see needsProjectDetails); the rest is a priced quote.
 * `areaSqFt` is the lawn the server measured, for services priced by area.
 */
export function checkQuoteChoice(
  doc: FormDocument,
  choice: QuoteChoice,
  areaSqFt: number | null = null,
): string | null {
  if (choice.serviceType && choice.serviceId && choice.serviceId !== choice.serviceType) {
    return "Please select one service, not two.";
  }
  const serviceType = defaultServiceOf(choice);
  if (serviceType) return checkDefaultChoice(doc, serviceType, choice);
  if (choice.serviceId) return checkListedChoice(doc, choice.serviceId, choice, areaSqFt);
  return ANSWER_MESSAGES.serviceType.message;
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
