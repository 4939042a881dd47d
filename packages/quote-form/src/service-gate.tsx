import { OutsideArea } from "./outside-area";
import { ServiceStep, type ServiceStepProps } from "./service-step";

/**
 * The services, held back where the form has a service area (docs/decisions/120) until the
 * server has placed the visitor's address with the lead's first record (the consent box starts
 * it): outside, the business's words take the services' place, so no price is ever shown there.
 * Here rather than in the page's first chunk, which has a size budget.
 */
export function GatedServiceStep(props: ServiceStepProps) {
  const { doc, flow } = props;
  if (flow.lead?.outsideArea) return <OutsideArea message={flow.lead.message ?? ""} />;
  if (doc.serviceArea.set && !flow.lead) return null;
  return <ServiceStep {...props} />;
}
