import { z } from "zod";
import { PRICE_FREQUENCIES, PRICE_FREQUENCY_LABELS, type PriceFrequency } from "./constants";
import type { FormDocument, YardSizeSettings } from "./form-document";
import type { QuoteChoice } from "./public-payloads";
import { formatPrice, includedServices, needsProjectDetails, offeredPrices, type OfferedPrice } from "./quote";

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
});

export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;

/** "Weekly, $39 per visit": how the owner's screens and emails name an accepted price. */
export function chosenPriceText(chosen: Pick<OfferedPrice, "label" | "amount">): string {
  return `${chosen.label}, ${formatPrice(chosen.amount)} per visit`;
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

/** What the visitor was offered and accepted, recomputed from the stored form (never from the browser). */
export function quoteSnapshot(doc: FormDocument, choice: QuoteChoice): QuoteSnapshot {
  const size = choice.serviceType === "mowing" ? (choice.yardSize ?? null) : null;
  if (!size || needsProjectDetails(choice.serviceType, size))
    return { yardSize: size, prices: [], includedServices: [], chosen: null };
  const settings = doc.yardSizes[size];
  const chosen = chosenPrice(settings, choice.responseStatus, choice.frequency);
  return {
    yardSize: size,
    prices: offeredPrices(settings),
    includedServices: includedServices(settings),
    chosen: chosen.ok ? chosen.price : null,
  };
}
