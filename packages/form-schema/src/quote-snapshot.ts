import { z } from "zod";
import {
  PRICE_FREQUENCIES,
  PRICE_FREQUENCY_LABELS,
  SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  type PriceFrequency,
  type ServiceType,
} from "./constants";
import { listedServiceId, mowingYardSize, planFrequency, upgradeQuoteChoice } from "./choice-version";
import { findListedService, planOffers } from "./pricing/plan-offers";
import { MOWING_SERVICE_ID } from "./pricing/pricing-input";
import { agreementSchema } from "./agreement/agreement-schema";
import { pricedQuoteSchema } from "./pricing/line-items";
import type { FormDocument, YardSizeSettings } from "./form-document";
import type { QuoteChoice } from "./public-payloads";
import { includedServices, needsProjectDetails, offeredPrices, type OfferedPrice } from "./quote";

// What a complete record says about the quote: the prices the visitor was offered and, for an
// accepted quote, the one they picked. The server computes it from the stored form when the
// visitor answers; every owner view (table, dialog, leads, CSV, emails) reads this one shape.

export const offeredPriceSchema = z.object({
  frequency: z.enum(PRICE_FREQUENCIES),
  label: z.string(),
  amount: z.number(),
});

export const quoteSnapshotSchema = z.object({
  yardSize: z.string().nullable(),
  prices: z.array(offeredPriceSchema),
  includedServices: z.array(z.string()),
  /** The price the visitor accepted; null on declines, project requests and older records. */
  chosen: offeredPriceSchema.nullable().optional(),
  /**
   * A listed service: its id and its name when the visitor answered, and the size
   * card picked (null for a service priced by area), which a follow-up link reopens.
   */
  service: z.object({ id: z.string(), name: z.string(), sizeId: z.string().nullable().optional() }).optional(),
  /** The accepted quote's lines and totals in cents; null when nothing was priced, absent on older records. */
  priced: pricedQuoteSchema.nullable().optional(),
  /**
   * What the visitor agreed to pay: the lines timed, the first charge, instalments
   * and their dates, the payment asked. Every owner view and message reads its figures from here;
   * null when nothing was priced, absent on records stored before agreements.
   */
  agreement: agreementSchema.nullable().optional(),
  /** A decline's reason as the visitor gave it; absent when none was given. */
  declineReason: z.string().optional(),
});

export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;

/**
 * The service of a lead as the owner's screens name it: Mowing and Landscaping by their labels
 * ("Mowing", "Landscaping"), a listed one by the name it had when the visitor answered (the
 * snapshot keeps it, so renaming the service later does not rename old leads). Null for none.
 */
export function leadServiceName(lead: { serviceType: string | null; quote?: QuoteSnapshot | null }): string | null {
  if (SERVICE_TYPES.includes(lead.serviceType as ServiceType))
    return SERVICE_TYPE_LABELS[lead.serviceType as ServiceType];
  return lead.quote?.service?.name ?? lead.serviceType;
}

/** "Weekly, Bi-Weekly or Monthly" */
function frequencyList(prices: OfferedPrice[]): string {
  const labels = prices.map((p) => p.label);
  return labels.length < 2 ? labels.join("") : `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

export type ChosenPrice = { ok: true; price: OfferedPrice | null } | { ok: false; message: string };

/**
 * The price a visitor's answer is for. Accepting needs a frequency where several are offered
 * (with one, it is that one); a frequency the yard size does not offer is refused by name.
 */
export function chosenPrice(
  settings: YardSizeSettings,
  responseStatus: QuoteChoice["responseStatus"],
  frequency?: PriceFrequency | null,
): ChosenPrice {
  const prices = offeredPrices(settings);
  if (frequency) {
    const price = prices.find((p) => p.frequency === frequency);
    if (!price) {
      return {
        ok: false,
        message: `${PRICE_FREQUENCY_LABELS[frequency]} service is not offered for this yard size. Please choose ${frequencyList(prices)}.`,
      };
    }
    return { ok: true, price: responseStatus === "accept" ? price : null };
  }
  if (responseStatus === "decline") return { ok: true, price: null };
  if (prices.length === 1) return { ok: true, price: prices[0] };
  return { ok: false, message: `Please choose how often you want the service: ${frequencyList(prices)}.` };
}

/**
 * What the visitor was offered and accepted, recomputed from the stored form (never from the
 * browser). A version-1 choice is read as version 2 (decision 128); checkQuoteChoice ran first.
 */
export function quoteSnapshot(doc: FormDocument, sent: QuoteChoice): QuoteSnapshot {
  const upgraded = upgradeQuoteChoice(sent);
  const choice = upgraded.ok ? upgraded.choice : null;
  const listedId = choice ? listedServiceId(choice) : null;
  const listed = listedId ? findListedService(doc, listedId) : null;
  if (choice && listed) {
    // Its prices are the priced quote's lines, which the server adds with the checked promo code.
    return {
      yardSize: null,
      prices: [],
      includedServices: [],
      chosen: null,
      service: { id: listed.id, name: listed.name.trim(), sizeId: choice.sizeId ?? null },
    };
  }
  const size = choice ? mowingYardSize(choice) : null;
  if (!choice || !size || needsProjectDetails("mowing", size))
    return { yardSize: size, prices: [], includedServices: [], chosen: null };
  const settings = doc.yardSizes[size];
  const chosen = chosenPrice(settings, choice.responseStatus, planFrequency(choice.plan));
  // Each price as the engine offered it: the tier's price raised to the form's minimum charge, so
  // the owner's views name the price the priced quote's line holds.
  const unitCents = new Map(
    planOffers(doc, MOWING_SERVICE_ID, { sizeId: size }).map((o) => [o.plan, o.unitPriceCents]),
  );
  const asOffered = (p: OfferedPrice): OfferedPrice => {
    const cents = unitCents.get(p.frequency);
    return cents === undefined ? p : { ...p, amount: cents / 100 };
  };
  return {
    yardSize: size,
    prices: offeredPrices(settings).map(asOffered),
    includedServices: includedServices(settings),
    chosen: chosen.ok && chosen.price ? asOffered(chosen.price) : null,
  };
}
