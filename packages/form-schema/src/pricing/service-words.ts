import type { QuotePricing } from "./methods/method-definition";
import { MOWING_SIZE_NOUN } from "./methods/mowing";
import { methodOf } from "./methods/registry";

// The words a service is quoted in, so the public form, the builder's preview and
// the server's messages say the same: a snow visitor picks a driveway size and pays per push,
// never a "yard size" per "weekly" visit. Units are PRICE_UNIT_LABELS (plans.ts).

/** The mowing service (its pricing, or "mowing" where a caller has no document); any other by its pricing. */
export type WordedService = "mowing" | QuotePricing;

/**
 * What a size card or measured area is called for a service: "Yard size" (mowing, the words of
 * docs/product.md), "Driveway size" (snow), "Lawn size" for what is measured on the map or
 * treated by rounds, "Property size" for a one-time job's cards; null for a request.
 */
export function sizeNoun(service: WordedService): string | null {
  if (service === "mowing") return MOWING_SIZE_NOUN;
  return methodOf(service).sizeNoun(service);
}

/** "Please select a driveway size"; mowing keeps "Please select a yard size" (docs/product.md). */
export function sizeRequiredMessage(service: WordedService): string {
  return `Please select a ${(sizeNoun(service) ?? "size").toLowerCase()}`;
}
