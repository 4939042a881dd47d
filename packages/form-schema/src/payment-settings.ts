import { z } from "zod";
import { repair } from "./repair";

// A form's payment setting: what a visitor who accepts is asked for on
// the owner's own Stripe account. Kept apart from payment.ts, which prices it, so the form
// document can import it without importing the quote code.

export const PAYMENT_MODES = ["none", "card", "deposit", "full"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  none: "No payment",
  card: "Save a card for the recurring service",
  deposit: "Take a deposit",
  full: "Take the first charge in full",
};

/**
 * When a plan's saved card is charged after the accept (server charges/, decision 122): each visit
 * when the owner marks it done, each visit at the end of its day unless skipped, or in advance
 * (a seasonal contract in its instalments on their dates, other plans monthly on the first
 * visit's day of the month for the month's visits).
 */
export const CHARGE_TIMINGS = ["on_done", "end_of_day", "advance"] as const;
export type ChargeTiming = (typeof CHARGE_TIMINGS)[number];
export const CHARGE_TIMING_LABELS: Record<ChargeTiming, string> = {
  on_done: "Charge each visit when I mark it done",
  end_of_day: "Charge each visit automatically at the end of its day",
  advance: "Charge in advance (monthly, or a season in its instalments)",
};

export const DEPOSIT_TYPES = ["fixed", "percent"] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export const paymentSettingsSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  depositType: z.enum(DEPOSIT_TYPES),
  /** Dollars, when depositType is fixed (capped at the first charge when charged: a visit, a push, a round, an instalment). */
  depositAmount: z.number().min(1, "A deposit must be at least $1.").max(10_000, "A deposit can be at most $10,000."),
  /** Percent of the first charge, when depositType is percent. */
  depositPercent: z
    .number()
    .int("Use a whole percentage.")
    .min(1, "A deposit must be at least 1%.")
    .max(100, "A deposit can be at most 100%."),
  /** How the saved card is charged for the plan's visits after the accept. */
  chargeTiming: z.enum(CHARGE_TIMINGS),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export function defaultPaymentSettings(): PaymentSettings {
  return { mode: "none", depositType: "percent", depositAmount: 25, depositPercent: 25, chargeTiming: "on_done" };
}

/** Forms stored before payments existed (or with a broken group) read as "no payment". */
export function readPaymentSettings(raw: unknown): PaymentSettings {
  return repair(paymentSettingsSchema, raw, defaultPaymentSettings());
}
