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
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export function defaultPaymentSettings(): PaymentSettings {
  return { mode: "none", depositType: "percent", depositAmount: 25, depositPercent: 25 };
}

/** Forms stored before payments existed (or with a broken group) read as "no payment". */
export function readPaymentSettings(raw: unknown): PaymentSettings {
  return repair(paymentSettingsSchema, raw, defaultPaymentSettings());
}
