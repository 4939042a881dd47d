import { z } from "zod";
import { LEAD_STAGES, LEAD_STATUSES } from "./lead-lifecycle";
import { SETUP_STEPS } from "./setup-steps";

// The owner's dashboard (GET /api/dashboard/stats): the two totals, the last seven
// days, this month's charges, the five newest leads and the first-run checklist, all computed by the server in one answer.

const newestLeadSchema = z.object({
  /** The lead's id (its root record's). */
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  /** The visitor's name, else their email; null when they gave neither yet. */
  name: z.string().nullable(),
  createdAt: z.string(),
  stage: z.enum(LEAD_STAGES),
  /** The owner's own status; "new" when they have not set one. */
  status: z.enum(LEAD_STATUSES),
});

export const dashboardStatsSchema = z.object({
  totalForms: z.number().int(),
  /** Leads (one per visitor), not records: a visitor's consent, complete and upsell records count once. */
  totalSubmissions: z.number().int(),
  week: z.object({
    leads: z.number().int(),
    views: z.number().int(),
    /** Sum of the accepted quotes' chosen prices from their stored snapshots, in integer cents. */
    acceptedValueCents: z.number().int(),
    /** Leads ÷ views in percent (analytics.ts conversionRate). */
    conversionRate: z.number().int(),
  }),
  /**
   * The saved cards' charges made this calendar month in the business's time zone (decision 122):
   * each charge counts in the month it was first made, whatever became of it since.
   */
  month: z.object({
    /** The month's first day, "2027-05-01". */
    start: z.string(),
    /** Charges that went through, in integer cents. */
    billedCents: z.number().int(),
    /** Charges that failed or wait for the customer's bank, not collected since. */
    failedCents: z.number().int(),
  }),
  newestLeads: z.array(newestLeadSchema),
  setup: z.object({
    done: z.record(z.enum(SETUP_STEPS), z.boolean()),
    /** The form the steps after "build" point at: the newest published form, else the newest form. */
    formId: z.string().nullable(),
    /** Billing is on and the account has no active plan: going live needs a subscription. */
    needsPlan: z.boolean(),
  }),
});

export type NewestLead = z.infer<typeof newestLeadSchema>;
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
