import { z } from "zod";
import { SERVICE_TYPES, YARD_SIZES } from "./constants";
import { contactColumnsShape } from "./contact-schemas";
import { LEAD_OUTCOMES, LEAD_STAGES, LEAD_STATUSES, RESPONSE_STATUSES } from "./lead-lifecycle";
import { lawnOutlinesSchema } from "./lawn-outline";
import { centsText } from "./money-format";
import { leadPaymentSchema } from "./payment";
import type { LineItem } from "./pricing/line-items";
import { PLAN_LABELS, PRICE_UNIT_LABELS } from "./pricing/plans";
import { quoteSnapshotSchema } from "./quote-snapshot";
import { trafficSourceSchema } from "./traffic-source";

// One visitor's lead as the owner's Submissions view and CSV show it (GET /api/forms/:id/submissions
// and /leads): the latest answer of each kind across the lead's records, with the stage the
// database keeps. One lead is one submission wherever the owner counts or lists.

const text = z.string().nullable();

export const leadViewSchema = z.object({
  /** The consent record's id, which is also the lead's id. */
  id: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  outcome: z.enum(LEAD_OUTCOMES),
  /** The owner's own progress with the lead (lead-status.ts); "new" until they set one. */
  status: z.enum(LEAD_STATUSES),
  stage: z.enum(LEAD_STAGES),
  ...contactColumnsShape,
  consent: z.boolean(),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  /** What "Service Type" shows: Mowing's or Landscaping's label, or a listed service's name (leadServiceName). */
  serviceName: text,
  yardSize: z.enum(YARD_SIZES).nullable(),
  projectDetails: text,
  videoUrl: text,
  responseStatus: z.enum(RESPONSE_STATUSES).nullable(),
  /** The accepted quote; its `priced` lines include the upsell's priced add-ons once picked. */
  quote: quoteSnapshotSchema.nullable(),
  /** The last price the public form showed the visitor (lead_prices_shown); null when none was recorded. */
  lastPriceShown: quoteSnapshotSchema.nullable(),
  lawnAreaSqFt: z.number().int().nullable(),
  lawnOutlines: lawnOutlinesSchema.nullable(),
  /** The accepted answer's payment; null when nothing was asked. */
  payment: leadPaymentSchema.nullable(),
  /** Names of the extra services picked on any upsell record, once each. */
  upsellServices: z.array(z.string()),
  notes: text,
  /** Where the visitor came from (null: the page sent nothing), and the embed code's hidden values. */
  source: trafficSourceSchema.nullable(),
  hiddenFields: z.record(z.string(), z.string()),
  /**
   * The address was outside the form's service area (docs/decisions/120): the visitor saw the
   * business's words instead of a price. The owner may include the lead (POST /api/leads/:leadId/include-area).
   */
  outsideArea: z.boolean(),
});

/** The follow-up email a lead got, and when its visitor came back through it (null: none sent). */
export const leadFollowUpSchema = z.object({ sentAt: z.string(), cameBackAt: z.string().nullable() });

/** A lead in the Submissions view: the lead and its follow-up. */
export const leadsPageLeadSchema = leadViewSchema.extend({ followUp: leadFollowUpSchema.nullable() });

export const leadsPageSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  leads: z.array(leadsPageLeadSchema),
});

export type LeadView = z.infer<typeof leadViewSchema>;
export type LeadsPage = z.infer<typeof leadsPageSchema>;
export type LeadsPageLead = z.infer<typeof leadsPageLeadSchema>;

/**
 * One line of a priced quote in words, for the CSV, the emails and the webhook's text:
 * "Fertilization, Up to 5,000 sq ft, Program: 6 x $45.00 per round, discount $27.00, tax $20.05, total $263.05".
 */
export function lineItemText(line: LineItem): string {
  const plan = line.plan ? PLAN_LABELS[line.plan] : null;
  const what = [line.name, line.size, plan].filter((part) => part !== null && part !== "").join(", ");
  const price = `${line.quantity} x ${centsText(line.unitPriceCents)} ${PRICE_UNIT_LABELS[line.unit]}`;
  const discount = line.discountCents > 0 ? `, discount ${centsText(line.discountCents)}` : "";
  const tax = line.taxCents > 0 ? `, tax ${centsText(line.taxCents)}` : "";
  return `${what}: ${price}${discount}${tax}, total ${centsText(line.totalCents)}`;
}
