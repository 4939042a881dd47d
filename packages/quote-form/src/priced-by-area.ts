import type { ListedService } from "@yq/form-schema/pricing/listed-services";

/**
 * Whether a listed service is priced by the lawn measured (or typed) rather than by size cards
 * (decision 097): the service step asks for the lawn, and a follow-up link reopens the lawn
 * (restore-choice.ts). Pure and free of the engine, for the step's and the resume's chunks.
 */
export function pricedByArea(service: ListedService): boolean {
  const p = service.pricing;
  return (
    p.method === "area_frequency" || ((p.method === "program" || p.method === "one_time") && p.price.basis === "area")
  );
}
