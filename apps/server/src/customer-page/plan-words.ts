import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { dayText, instalmentWords, perUnit } from "@yq/form-schema/agreement/agreement-words";
import { CHARGE_STATUS_LABELS, type ChargeView } from "@yq/form-schema/charges";
import { formatCents } from "@yq/form-schema/money-format";
import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import { PLAN_LABELS } from "@yq/form-schema/pricing/plans";
import type { PlanData } from "./plan-data";

// The plan in the customer's words: its price from the stored agreement (never recomputed), when
// the card is charged, and each charge as a receipt line.

/** "$80 per visit", "$550 for the season, in 3 payments of $183.33", "$120". */
export function priceWords(agreement: Agreement | null): string | null {
  if (!agreement) return null;
  const service = agreement.lines.find((l) => l.kind === "service");
  const each = agreement.recurring.find((r) => r.unit === service?.unit) ?? agreement.recurring[0];
  if (each) return perUnit(each.cents, each.unit);
  if (agreement.instalments)
    return `${formatCents(agreement.onceCents)} for the season, in ${instalmentWords(agreement.instalments.amountsCents)}`;
  return formatCents(agreement.totals.totalCents);
}

/** "Weekly", "Seasonal contract". */
export const planName = (plan: PlanData) => {
  const p = plan.booking?.plan ?? plan.agreement?.plan;
  return p ? PLAN_LABELS[p] : null;
};

const ordinal = (n: number) => {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${tail}`;
};

/** When the saved card is charged, in one sentence; null when the plan is not billed on a card. */
export function timingWords(plan: PlanData): string | null {
  if (!plan.cardSaved && plan.charges.length === 0) return null;
  const timing: ChargeTiming = plan.chargeTiming;
  if (timing === "on_done") return "Your card is charged for each visit once the visit is done.";
  if (timing === "end_of_day") return "Your card is charged for each visit at the end of the visit's day.";
  const instalments = plan.agreement?.instalments;
  if (instalments) {
    const parts = instalments.amountsCents.map(
      (cents, i) => `${formatCents(cents)} on ${dayText(instalments.dates[i]!)}`,
    );
    return `Your card is charged in instalments: ${parts.join(", ")}.`;
  }
  const day = plan.booking ? ordinal(Number(plan.booking.firstDay.slice(8))) : null;
  return day
    ? `Your card is charged each month in advance, on the ${day}, for that month's visits.`
    : "Your card is charged each month in advance, from your first visit's day, for that month's visits.";
}

/** "pi_…3f9a2c": enough of Stripe's id to quote it to the business. */
export const shortStripeId = (id: string) => (id.length > 12 ? `${id.slice(0, 3)}…${id.slice(-6)}` : id);

/** "Jun 3, 2027" in the business's zone. */
export function moneyDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(
    new Date(iso),
  );
}

/** The pill class of a charge's status. */
export function chargeTone(charge: ChargeView): string {
  if (charge.status === "succeeded") return "ok";
  if (charge.status === "failed" || charge.status === "requires_action") return "bad";
  return "off";
}

export const chargeStatusWords = (charge: ChargeView) => CHARGE_STATUS_LABELS[charge.status];
