import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { instalmentWords } from "@yq/form-schema/agreement/agreement-words";
import type { PlanOffer } from "@yq/form-schema/pricing/plan-offers";
import { formatCents, formatPrice } from "@yq/form-schema/money-format";
import { monthDayText } from "@yq/form-schema/month-names";

// What the quote card says beside a plan's price: a program's year, a season's instalments and pushes, and the facts
// of a snow service; the instalments are the agreement's. Pure, for the service step's and the result's chunks.

const inches = (n: number) => `${n} in.`;

/** The line under an offer's price: a program's year, a season's payments and pushes; null for none. */
export function offerDetail(
  offer: PlanOffer,
  service: ListedService | null,
  agreement: Agreement | null,
): string | null {
  if (offer.plan === "program" && offer.periodShownCents !== null) {
    return `${formatCents(offer.periodShownCents)} a year (${offer.quantity} rounds)`;
  }
  if (offer.plan !== "seasonal") return null;
  // The plan's own agreement splits it, deposit, tax and discount in: the parts the server bills.
  const parts = agreement?.instalments ? [instalmentWords(agreement.instalments.amountsCents)] : [];
  // A deposit taken today is part of the season: the payments are of what is left.
  if (parts.length && agreement?.payment?.kind === "deposit") {
    parts[0] = `${formatCents(agreement.payment.amountCents)} today, then ${parts[0]}`;
  }
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
    `Season: ${monthDayText(snow.seasonStart)} to ${monthDayText(snow.seasonEnd)}`,
  ];
  if (snow.extraInchPrice > 0) {
    notes.push(`${formatPrice(snow.extraInchPrice)} per extra inch over ${inches(snow.extraInchesOver)}`);
  }
  return notes;
}
