import type { Service } from "../form-document";
import type { ListedService } from "./listed-services";
import type { QuotePricing } from "./methods/method-definition";
import { mowingPricing } from "./methods/mowing/pricing";
import { LANDSCAPING_SERVICE_ID, MOWING_SERVICE_ID, type PricingInput } from "./pricing-input";

// Every service the engine prices, by id, with its pricing: Mowing (its own group, decision 127)
// and Landscaping (a request) when switched on, then the listed services. The only place in the
// engine that knows the first two by id.

export interface PricedService {
  id: string;
  name: string;
  description: string;
  image: string;
  pricing: QuotePricing;
}

/** The first two services, when switched on, in the order the visitor sees them. */
function defaultServices(doc: PricingInput): PricedService[] {
  const { mowing, landscaping } = doc.services;
  const base = ({ name, description, image }: Service) => ({ name, description, image });
  return [
    ...(mowing.enabled ? [{ id: MOWING_SERVICE_ID, ...base(mowing), pricing: mowingPricing(doc) }] : []),
    ...(landscaping.enabled
      ? [{ id: LANDSCAPING_SERVICE_ID, ...base(landscaping), pricing: { method: "request" as const } }]
      : []),
  ];
}

export function findListedService(doc: PricingInput, serviceId: string): ListedService | null {
  return doc.services.listed.find((s) => s.id === serviceId && s.enabled) ?? null;
}

const priced = ({ id, name, description, image, pricing }: ListedService): PricedService => ({
  id,
  name,
  description,
  image,
  pricing,
});

/** The service a visitor may be priced for by this id; null when it is off or not on the form. */
export function pricedService(doc: PricingInput, serviceId: string): PricedService | null {
  const service = defaultServices(doc).find((s) => s.id === serviceId);
  if (service) return service;
  const listed = findListedService(doc, serviceId);
  return listed ? priced(listed) : null;
}

/** The services a visitor may pick, in order: mowing, landscaping, then the named listed ones by order. */
export function pricedServices(doc: PricingInput): PricedService[] {
  const listed = doc.services.listed.filter((s) => s.enabled && s.name.trim() !== "");
  return [...defaultServices(doc), ...[...listed].sort((a, b) => a.order - b.order).map(priced)];
}
