import { ANSWER_MESSAGES } from "./answers";
import { PRICE_FREQUENCIES, YARD_SIZES, type PriceFrequency, type ServiceType, type YardSize } from "./constants";
import type { Plan } from "./pricing/plans";
import { LANDSCAPING_SERVICE_ID, MOWING_SERVICE_ID } from "./pricing/pricing-input";
import type { QuoteChoice, QuoteChoiceV1, QuoteChoiceV2, ResumedChoice, ResumedChoiceV2 } from "./public-payloads";

// One shape of a visitor's quote choice (docs/decisions/128-one-quote-choice.md): version 2 names
// every service by the engine's id. Version 1 stays accepted (embedded forms already on owners'
// sites and the public API send it); the server upgrades it here, at its boundary, and works on
// version 2 only. Free of zod, so the public form's chunks may read it.

/** A version-1 choice as a request may carry it (a missing service is null there). */
type ChoiceV1 = Omit<QuoteChoiceV1, "serviceType" | "serviceId"> & {
  serviceType?: ServiceType | null;
  serviceId?: string | null;
};

export type ChoiceUpgrade =
  | { ok: true; choice: QuoteChoiceV2 }
  | { ok: false; /** The version-1 field the message is about. */ field: string; message: string };

/** Mowing or Landscaping, by the engine's id. */
export function defaultServiceOf(choice: Pick<QuoteChoiceV2, "serviceId">): ServiceType | null {
  const id = choice.serviceId;
  return id === MOWING_SERVICE_ID || id === LANDSCAPING_SERVICE_ID ? id : null;
}

/** A listed service's id (not mowing or landscaping, which have their own groups), or null. */
export function listedServiceId(choice: Pick<QuoteChoiceV2, "serviceId">): string | null {
  return defaultServiceOf(choice) ? null : choice.serviceId;
}

/** Mowing's yard size: its `sizeId` when it is one. */
export function mowingYardSize(choice: Pick<QuoteChoiceV2, "serviceId" | "sizeId">): YardSize | null {
  const size = choice.serviceId === MOWING_SERVICE_ID ? choice.sizeId : null;
  return size && (YARD_SIZES as readonly string[]).includes(size) ? (size as YardSize) : null;
}

/** Mowing's plan as the frequency of visits it names; null for none or another plan. */
export function planFrequency(plan: Plan | null | undefined): PriceFrequency | null {
  return plan && (PRICE_FREQUENCIES as readonly string[]).includes(plan) ? (plan as PriceFrequency) : null;
}

/**
 * The stored columns of an answer (service_type, yard_size: apps/server/src/db/schema/submissions.ts),
 * written as version 1 wrote them: the default's type or the listed service's id, and mowing's
 * yard size or the listed service's size card (landscaping has none).
 */
export function choiceColumns(choice: Pick<QuoteChoiceV2, "serviceId" | "sizeId">) {
  const service = defaultServiceOf(choice);
  const yardSize = service === "landscaping" ? null : (choice.sizeId ?? null);
  return { serviceType: service ?? choice.serviceId, yardSize };
}

const refused = (field: string, message: string): ChoiceUpgrade => ({ ok: false, field, message });

/**
 * A choice as version 2, with the choice's fields only (a request's token, answers and lawn
 * stay behind): a version-2 choice as it is; a version-1 choice with Mowing or Landscaping
 * named by `serviceType` (or by the engine's id) takes `yardSize` as its size and `frequency` as its
 * plan, a listed one keeps its fields. A version-1 choice that names no service, two services, or
 * mixes the two dialects is refused with the message version 1 has always given.
 */
export function upgradeQuoteChoice(choice: QuoteChoice | ChoiceV1): ChoiceUpgrade {
  const answer = {
    responseStatus: choice.responseStatus,
    ...(choice.projectDetails !== undefined ? { projectDetails: choice.projectDetails } : {}),
    ...(choice.videoUrl !== undefined ? { videoUrl: choice.videoUrl } : {}),
    ...(choice.promoCode !== undefined ? { promoCode: choice.promoCode } : {}),
    ...(choice.declineReason !== undefined ? { declineReason: choice.declineReason } : {}),
  };
  if (choice.version === 2) {
    const { serviceId, sizeId, plan } = choice;
    return { ok: true, choice: { version: 2, serviceId, sizeId: sizeId ?? null, plan: plan ?? null, ...answer } };
  }
  const { serviceType, serviceId, yardSize, frequency, sizeId, plan } = choice;
  if (serviceType && serviceId && serviceId !== serviceType) {
    return refused("serviceId", "Please select one service, not two.");
  }
  const named = serviceType ?? serviceId;
  if (!named) return refused("serviceType", ANSWER_MESSAGES.serviceType.message);
  if (defaultServiceOf({ serviceId: named })) {
    if (sizeId) return refused("sizeId", "Size cards apply only to listed services; please select a yard size.");
    const mowing = { version: 2 as const, serviceId: named, sizeId: yardSize ?? null, plan: frequency ?? plan ?? null };
    return { ok: true, choice: { ...mowing, ...answer } };
  }
  if (yardSize || frequency) return refused("yardSize", "Yard sizes and frequencies apply only to the mowing service.");
  const listed = { version: 2 as const, serviceId: named, sizeId: sizeId ?? null, plan: plan ?? null };
  return { ok: true, choice: { ...listed, ...answer } };
}

/**
 * A reopened quote as version 2 (apps/server/src/leads/prices-shown.ts builds it from the last
 * price shown); null when a version-1 one names no service.
 */
export function upgradeResumedChoice(choice: ResumedChoice): ResumedChoiceV2 | null {
  if (choice.version === 2) return choice;
  const { lawn } = choice;
  if (choice.serviceType) {
    const sizeId = choice.serviceType === "mowing" ? choice.yardSize : null;
    return { version: 2, serviceId: choice.serviceType, sizeId, plan: choice.frequency ?? null, lawn };
  }
  if (!choice.serviceId) return null;
  return { version: 2, serviceId: choice.serviceId, sizeId: choice.sizeId ?? null, plan: choice.plan ?? null, lawn };
}
