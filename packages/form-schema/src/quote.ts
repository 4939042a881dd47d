import {
  FIXED_INCLUDED_SERVICES,
  PRICE_FREQUENCIES,
  PRICE_FREQUENCY_LABELS,
  SERVICE_TYPES,
  YARD_SIZES,
  type PriceFrequency,
  type ServiceType,
  type YardSize,
} from "./constants";
import type { FormDocument, Service, YardSizeSettings } from "./form-document";
import { formatPrice } from "./money-format";

// Quote logic shared by the public form (what to show) and the server (what to accept and
// record), so the two can never disagree about what a visitor was offered.

export interface OfferedPrice {
  frequency: PriceFrequency;
  label: string;
  amount: number;
}

const PRICE_KEYS = {
  weekly: ["weeklyPrice", "weeklyPriceEnabled"],
  biweekly: ["biweeklyPrice", "biweeklyPriceEnabled"],
  monthly: ["monthlyPrice", "monthlyPriceEnabled"],
} as const satisfies Record<PriceFrequency, readonly [keyof YardSizeSettings, keyof YardSizeSettings]>;

/** Names of the enabled included services: Edge, Mow, Blow Off Walkways first, then the rest. */
export function includedServices(yardSize: Pick<YardSizeSettings, "services">): string[] {
  const enabled = yardSize.services
    .filter((s) => s.enabled)
    .map((s) => s.name.trim())
    .filter((name) => name !== "");
  const fixed: string[] = FIXED_INCLUDED_SERVICES.filter((name) => enabled.includes(name));
  const others = enabled.filter((name) => !fixed.includes(name));
  // A name listed twice would show twice on the quote card; once is what the owner meant.
  return [...fixed, ...new Set(others)];
}

/** "Weekly, $39 per visit": how the owner's screens and emails name an accepted price. */
export function chosenPriceText(chosen: Pick<OfferedPrice, "label" | "amount">): string {
  return `${chosen.label}, ${formatPrice(chosen.amount)} per visit`;
}

/** Only the prices whose Enabled flag is on, in weekly, bi-weekly, monthly order. */
export function offeredPrices(yardSize: YardSizeSettings): OfferedPrice[] {
  return PRICE_FREQUENCIES.filter((f) => yardSize[PRICE_KEYS[f][1]] === true).map((frequency) => ({
    frequency,
    label: PRICE_FREQUENCY_LABELS[frequency],
    amount: yardSize[PRICE_KEYS[frequency][0]] as number,
  }));
}

/** The amount offered for a frequency, or null when that price is switched off. */
export function offeredPrice(yardSize: YardSizeSettings, frequency: PriceFrequency): number | null {
  return offeredPrices(yardSize).find((p) => p.frequency === frequency)?.amount ?? null;
}

export function enabledServices(doc: Pick<FormDocument, "services">): { type: ServiceType; service: Service }[] {
  return SERVICE_TYPES.filter((type) => doc.services[type].enabled).map((type) => ({
    type,
    service: doc.services[type],
  }));
}

export function enabledYardSizes(
  doc: Pick<FormDocument, "yardSizes">,
): { size: YardSize; settings: YardSizeSettings }[] {
  return YARD_SIZES.filter((size) => doc.yardSizes[size].enabled).map((size) => ({
    size,
    settings: doc.yardSizes[size],
  }));
}

/** Landscaping, and mowing a custom-size yard, ask for project details instead of a price. */
export function needsProjectDetails(serviceType: ServiceType, yardSize?: YardSize | null): boolean {
  return serviceType === "landscaping" || (serviceType === "mowing" && yardSize === "custom");
}
