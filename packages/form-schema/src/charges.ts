import { z } from "zod";

// Charges of a homeowner's saved card on the business's own Stripe account (server charges/):
// one per visit done, or one per instalment of an agreement's plan (agreement/instalments.ts).

export const CHARGE_KINDS = ["visit", "instalment"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * pending: written, Stripe not yet answered (or its answer not yet recorded); requires_action:
 * the bank asks the homeowner to confirm the payment themselves, so it cannot go through off-session.
 */
export const CHARGE_STATUSES = ["pending", "succeeded", "failed", "requires_action", "refunded"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const chargeSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  visitId: z.string().nullable(),
  kind: z.enum(CHARGE_KINDS),
  amountCents: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  failureMessage: z.string().nullable(),
  attempt: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChargeView = z.infer<typeof chargeSchema>;
