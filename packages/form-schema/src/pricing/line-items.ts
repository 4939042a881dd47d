import { z } from "zod";
import { PLANS, PRICE_UNITS } from "./plans";

// What an accepted quote is stored as: line items in cents, in the lead's quote
// snapshot, read by every owner view (lead view, details dialog, CSV, emails, webhook payload).

/** "travel": the service area's travel fee for the lead's distance (service-area-check.ts), one per visit. */
export const LINE_KINDS = ["service", "add_on", "travel"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

const cents = z.number().int();

export const lineItemSchema = z.object({
  kind: z.enum(LINE_KINDS),
  /** The service's or add-on's name. */
  name: z.string(),
  /** "Small (up to 1/4 acre)", "2-car driveway", "6,200 sq ft measured"; null when none applies. */
  size: z.string().nullable(),
  /** The plan the line is on (null for an add-on, which follows the service). */
  plan: z.enum(PLANS).nullable(),
  unit: z.enum(PRICE_UNITS),
  /** Price of one unit after the minimum charge, before discount and tax. */
  unitPriceCents: cents.min(0),
  /** Units the line covers: 1, or the rounds of a program's year. */
  quantity: z.number().int().min(1),
  /**
   * A season paid in instalments: how many (money.ts splitInstalments divides the line's total, the
   * last absorbing what is left). Absent for one payment, and on quotes stored before the line kept it.
   */
  instalments: z.number().int().min(2).max(12).optional(),
  discountCents: cents.min(0),
  taxCents: cents.min(0),
  /** unitPriceCents x quantity - discountCents + taxCents, never below 0. */
  totalCents: cents.min(0),
});

export const quoteTotalsSchema = z.object({
  subtotalCents: cents.min(0),
  discountCents: cents.min(0),
  taxCents: cents.min(0),
  /** The sum of the lines' totals. */
  totalCents: cents.min(0),
  /**
   * What the payment settings' deposit and card rules apply to: the plan's first charge (a
   * visit, a push, a round, the season's first instalment, the job), discount and tax included.
   */
  firstChargeCents: cents.min(0),
});

export const pricedQuoteSchema = z.object({
  lines: z.array(lineItemSchema),
  totals: quoteTotalsSchema,
  /** The promo code applied, as the owner wrote it; null for none. */
  promoCode: z.string().nullable(),
  /** "Sales tax 8.25%"; null when the form charges none. */
  taxLabel: z.string().nullable(),
});

export type LineItem = z.infer<typeof lineItemSchema>;
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;
export type PricedQuote = z.infer<typeof pricedQuoteSchema>;
