import { z } from "zod";
import { chargeSchema, type ChargeStatus } from "./charges";
import { leadsPageLeadSchema } from "./lead-view";
import { CHARGE_TIMINGS } from "./payment-settings";
import { PLANS } from "./pricing/plans";
import { submissionsPageSchema } from "./submissions-page";

// How one lead's plan is billed, as the owner's lead dialog shows it (GET /api/leads/:leadId/billing,
// server charges/lead-billing.ts, decision 122): the booked plan and how its card is charged,
// whether it is paused or cancelled, every charge and the figures summed from them by the server.

export const leadBillingSchema = z.object({
  /** The booked plan; null while the lead has booked nothing. */
  plan: z.enum(PLANS).nullable(),
  /** How the saved card is charged for the plan (copied from the form at the booking); null unbooked. */
  chargeTiming: z.enum(CHARGE_TIMINGS).nullable(),
  /** When the plan's visits were paused after the card failed its last retry; null when running. */
  pausedAt: z.string().nullable(),
  /** When the customer (or the owner) cancelled the plan, and why. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The customer left a card the plan can be charged on. */
  cardSaved: z.boolean(),
  /** Newest first. */
  charges: z.array(chargeSchema),
  /** Taken: the succeeded charges. */
  billedCents: z.number().int(),
  /** Taken, then given back. */
  refundedCents: z.number().int(),
  /** Failed or waiting for the customer's bank, not collected since. */
  failedCents: z.number().int(),
  /** Owed and not collected yet: failed, waiting for the bank, or still processing. */
  balanceCents: z.number().int(),
});
export type LeadBilling = z.infer<typeof leadBillingSchema>;

/** A charge that did not go through and has not been collected since (the lists' "Payment failed"). */
export const FAILED_CHARGE_STATUSES = ["failed", "requires_action"] as const satisfies readonly ChargeStatus[];
/** Owed and not yet collected. */
export const OWED_CHARGE_STATUSES = [...FAILED_CHARGE_STATUSES, "pending"] as const satisfies readonly ChargeStatus[];

/** The figures of a lead's charges; every amount is the server's stored amount in cents. */
export function billingFigures(
  charges: readonly { status: ChargeStatus; amountCents: number }[],
): Pick<LeadBilling, "billedCents" | "refundedCents" | "failedCents" | "balanceCents"> {
  const sum = (statuses: readonly ChargeStatus[]) =>
    charges.filter((c) => statuses.includes(c.status)).reduce((total, c) => total + c.amountCents, 0);
  return {
    billedCents: sum(["succeeded"]),
    refundedCents: sum(["refunded"]),
    failedCents: sum(FAILED_CHARGE_STATUSES),
    balanceCents: sum(OWED_CHARGE_STATUSES),
  };
}

/**
 * Spread into a lead row of the owner's lists (all leads, a form's submissions): whether a charge
 * of the lead's plan failed and has not been collected since. Absent reads as false.
 */
export const listedLeadBillingShape = { paymentFailed: z.boolean().default(false) };

/** GET /api/forms/:id/submissions as the server answers it: each lead with its "Payment failed". */
export const billedSubmissionsPageSchema = submissionsPageSchema.extend({
  submissions: z.array(leadsPageLeadSchema.extend(listedLeadBillingShape)),
});
export type BilledSubmissionsPage = z.output<typeof billedSubmissionsPageSchema>;
