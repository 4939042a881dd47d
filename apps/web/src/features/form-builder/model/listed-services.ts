import type { FormType } from "@yq/form-schema/constants";
import { defaultPricing, newListedService } from "@yq/form-schema/listed-service-defaults";
import {
  MAX_LISTED_SERVICES,
  type ListedService,
  type Pricing,
  type PricingMethod,
} from "@yq/form-schema/pricing/listed-services";
import { byOrder, renumber } from "./reorder";

// The owner's listed services as the builder changes them. Lists stay in `order`
// with no gaps, so what the owner sees is what the visitor gets.

/** Mowing and Landscaping count towards a form's 12. */
export const MAX_SERVICES = MAX_LISTED_SERVICES + 2;

/** A new service's method: what a form of that type most likely adds. */
export const firstMethodFor = (formType: FormType): PricingMethod => (formType === "snow_quote" ? "snow" : "one_time");

export function withAddedService(list: readonly ListedService[], id: string, method: PricingMethod): ListedService[] {
  if (list.length >= MAX_LISTED_SERVICES) return [...list];
  return renumber([...byOrder(list), newListedService(id, method, list.length)]);
}

/** The list without `id`, and where it was, so Undo puts it back in its place. */
export function withoutService(list: readonly ListedService[], id: string) {
  const ordered = byOrder(list);
  const index = ordered.findIndex((s) => s.id === id);
  return { list: renumber(ordered.filter((s) => s.id !== id)), removed: ordered[index] ?? null, index };
}

/** Undo of a removal; null when the form has filled up since (the owner must remove one first). */
export function withRestoredService(list: readonly ListedService[], service: ListedService, index: number) {
  if (list.length >= MAX_LISTED_SERVICES || list.some((s) => s.id === service.id)) return null;
  const ordered = byOrder(list);
  ordered.splice(Math.min(index, ordered.length), 0, service);
  return renumber(ordered);
}

/**
 * A new pricing method. A program and a one-time job are priced the same ways (size cards or
 * area), so their prices carry over; anything else starts from the method's defaults.
 */
export function withMethod(pricing: Pricing, method: PricingMethod): Pricing {
  if (pricing.method === method) return pricing;
  const next = defaultPricing(method);
  if (
    (pricing.method === "program" || pricing.method === "one_time") &&
    (next.method === "program" || next.method === "one_time")
  ) {
    return { ...next, price: pricing.price };
  }
  return next;
}
