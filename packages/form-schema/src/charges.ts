import { z } from "zod";
import { MONTH_SHORT_NAMES } from "./month-names";
import { calendarDayText } from "./scheduling/calendar-day";

// Charges of a homeowner's saved card on the business's own Stripe account (server charges/,
// decision 122): one per visit charged, per instalment of a seasonal contract, or per month of a
// plan billed in advance.

export const CHARGE_KINDS = ["visit", "instalment", "month"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * pending: written, Stripe not yet answered (or its answer not yet recorded); requires_action:
 * the bank asks the homeowner to confirm the payment themselves, so it cannot go through off-session.
 */
export const CHARGE_STATUSES = ["pending", "succeeded", "failed", "requires_action", "refunded"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  pending: "Processing",
  succeeded: "Paid",
  failed: "Payment failed",
  requires_action: "Payment failed: the bank asks the customer to confirm",
  refunded: "Refunded",
};

/**
 * Days after a failed attempt that the next one is made: attempt 2 a day after the first failed,
 * attempt 3 three days after that, attempt 4 seven days after that. After the last the plan's
 * next visits are paused until the card works.
 */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
export const LAST_ATTEMPT = RETRY_AFTER_DAYS.length + 1;

export const chargeSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  visitId: z.string().nullable(),
  kind: z.enum(CHARGE_KINDS),
  /** "Visit on Tue, May 4", "Instalment 2 of 3", "June 2027". */
  label: z.string(),
  /** The day it was due: the visit's day, the instalment's or the month's date. */
  dueOn: z.string().nullable(),
  amountCents: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  failureMessage: z.string().nullable(),
  attempt: z.number().int(),
  /** When the next attempt is made after a failure; null when none is planned. */
  nextRetryAt: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChargeView = z.infer<typeof chargeSchema>;

/** A charge's period key: instalment n of count ("i2of3"), or a month billed in advance ("2027-06"). */
export const instalmentPeriod = (n: number, count: number) => `i${n}of${count}`;
export const monthPeriod = (day: string) => day.slice(0, 7);

/** "Visit on Tuesday, May 4", "Instalment 2 of 3", "Jun 2027": one wording for lists, emails and the CSV. */
export function chargeLabel(kind: ChargeKind, dueOn: string | null, period: string | null): string {
  if (kind === "instalment") {
    const match = /^i(\d+)of(\d+)$/.exec(period ?? "");
    return match ? `Instalment ${match[1]} of ${match[2]}` : "Instalment";
  }
  if (kind === "month") {
    const [year, month] = (period ?? dueOn ?? "").split("-").map(Number);
    return year && month ? `${MONTH_SHORT_NAMES[month - 1]} ${year}` : "Month";
  }
  return dueOn ? `Visit on ${calendarDayText(dueOn)}` : "Visit";
}
