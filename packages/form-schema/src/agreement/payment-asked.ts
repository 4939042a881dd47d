import type { PaymentSettings } from "../payment-settings";
import { centsPart, toCents } from "../pricing/money";

// The owner's payment rule applied to an amount: the one place a deposit is worked
// out, for the agreement and for the builder's example.

/** What the owner's rule asks at acceptance; null for nothing. */
export type PaymentAsked =
  { kind: "deposit" | "full"; amountCents: number } | { kind: "card"; amountCents: null } | null;

// Stripe's smallest USD charge: below it nothing is asked.
const MIN_CHARGE_CENTS = 50;

/**
 * Full is the first charge; a deposit is a share of the agreement's basis (what is charged once
 * for a season or a job, else the first charge) or a fixed amount capped at it.
 */
export function paymentAsked(rule: PaymentSettings | null, basisCents: number, firstCents: number): PaymentAsked {
  if (!rule || rule.mode === "none") return null;
  if (rule.mode === "card") return { kind: "card", amountCents: null };
  const cents =
    rule.mode === "full"
      ? firstCents
      : rule.depositType === "fixed"
        ? Math.min(toCents(rule.depositAmount), basisCents)
        : centsPart(basisCents, rule.depositPercent, 100);
  return cents >= MIN_CHARGE_CENTS ? { kind: rule.mode, amountCents: cents } : null;
}
