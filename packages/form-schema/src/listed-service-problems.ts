import type { FormDocument } from "./form-document";
import type { ListedService } from "./pricing/listed-services";
import type { Findings, ServiceProblems } from "./pricing/methods/method-definition";
import { methodOf } from "./pricing/methods/registry";

// What an owner should fix in a listed service, found once and said in two places:
// under the field it belongs to while the owner types (the builder), and form-wide
// when publishing (publish-problems.ts), which refuses only the faults that leave a visitor
// nothing to be offered. A draft with field problems still saves; a switched-off service is never
// checked. A price of 0 is "not offered" (the engine skips it): a size at $0 beside a priced one is
// said under its price but does not stop publishing. Each method's own checks live in its folder
// (pricing/methods/<method>/, looked up in pricing/methods/registry.ts).

export type { ServiceProblems } from "./pricing/methods/method-definition";

function serviceFindings(service: ListedService): Findings {
  const { fields, refusals } = methodOf(service.pricing).findings(service.pricing);
  if (service.name.trim() !== "") return { fields, refusals };
  return {
    fields: { name: "Give the service a name: visitors pick it by name.", ...fields },
    refusals: [(label) => `${label} needs a name.`, ...refusals],
  };
}

/** What the builder says under each field of a listed service as the owner types. */
export function serviceFieldProblems(service: ListedService): ServiceProblems {
  return serviceFindings(service).fields;
}

/** The enabled listed services' faults that publishing refuses, in the owner's order of services. */
export function listedServiceProblems(doc: Pick<FormDocument, "services">): string[] {
  const listed = [...doc.services.listed].sort((a, b) => a.order - b.order);
  return listed.flatMap((service, index) => {
    if (!service.enabled) return [];
    const name = service.name.trim();
    const label = name === "" ? `Listed service ${index + 1}` : `The ${name} service`;
    return serviceFindings(service).refusals.map((refusal) => refusal(label));
  });
}
