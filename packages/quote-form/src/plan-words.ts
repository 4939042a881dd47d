import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import { instalmentSplit } from "@yq/form-schema/pricing/money";
import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import { formatPrice } from "@yq/form-schema/quote";
import { formatCents } from "./priced-rows";

// What the quote card says beside a plan's price (decision 097): a program's year, a season's
// instalments and pushes, and the facts of a snow service; the accepted summary repeats the
// instalments. Pure, for the service step's and the result's chunks.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "11-15" as "Nov 15". */
function monthDay(value: string): string {
  const [month, day] = value.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day ?? ""}`.trim();
}

const inches = (n: number) => `${n} in.`;

/**
 * "3 payments of $150", or with odd cents "3 payments: $150.01, then $150". The engine's split
 * (money.ts), so the first payment said is the first charge the server takes.
 */
export function instalmentWords(totalCents: number, instalments: number): string {
  const { firstCents, restCents } = instalmentSplit(totalCents, instalments);
  return firstCents === restCents
    ? `${instalments} payments of ${formatCents(restCents)}`
    : `${instalments} payments: ${formatCents(firstCents)}, then ${formatCents(restCents)}`;
}

/** The line under an offer's price: a program's year, a season's payments and pushes; null for none. */
export function offerDetail(offer: PlanOffer, service: ListedService | null): string | null {
  if (offer.plan === "program" && offer.periodShownCents !== null) {
    return `${formatCents(offer.periodShownCents)} a year (${offer.quantity} rounds)`;
  }
  if (offer.plan !== "seasonal") return null;
  const parts = offer.instalments > 1 ? [instalmentWords(offer.shownCents, offer.instalments)] : [];
  if (service?.pricing.method === "snow") {
    const cap = service.pricing.maxPushes;
    parts.push(cap === null ? "unlimited pushes" : `up to ${cap} pushes`);
  }
  return parts.length ? parts.join(", ") : null;
}

/** A snow service's facts under its plans: the trigger depth, the season, the price per extra inch. */
export function serviceNotes(service: ListedService | null): string[] {
  if (service?.pricing.method !== "snow") return [];
  const snow = service.pricing;
  const notes = [
    `We come when snow reaches ${inches(snow.triggerInches)}`,
    `Season: ${monthDay(snow.seasonStart)} to ${monthDay(snow.seasonEnd)}`,
  ];
  if (snow.extraInchPrice > 0) {
    notes.push(`${formatPrice(snow.extraInchPrice)} per extra inch over ${inches(snow.extraInchesOver)}`);
  }
  return notes;
}
