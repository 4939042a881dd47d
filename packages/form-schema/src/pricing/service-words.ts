import type { Pricing } from "./listed-services";

// The words a service is quoted in (decision 097), so the public form, the builder's preview and
// the server's messages say the same: a snow visitor picks a driveway size and pays per push,
// never a "yard size" per "weekly" visit. Units are PRICE_UNIT_LABELS (plans.ts).

/** The specification's mowing service, priced by yard size; a listed service by its pricing. */
export type WordedService = "mowing" | Pricing;

/**
 * What a size card or measured area is called for a service: "Yard size" (mowing, the
 * specification's words), "Driveway size" (snow), "Lawn size" for what is measured on the map or
 * treated by rounds, "Property size" for a one-time job's cards; null for a request.
 */
export function sizeNoun(service: WordedService): string | null {
  if (service === "mowing") return "Yard size";
  switch (service.method) {
    case "snow":
      return "Driveway size";
    case "area_frequency":
    case "program":
      return "Lawn size";
    case "one_time":
      return service.price.basis === "area" ? "Lawn size" : "Property size";
    case "request":
      return null;
  }
}

/** "Please select a driveway size": mowing's is the specification's "Please select a yard size". */
export function sizeRequiredMessage(service: WordedService): string {
  return `Please select a ${(sizeNoun(service) ?? "size").toLowerCase()}`;
}
