import { z } from "zod";
import { RESPONSE_STATUSES, SERVICE_TYPES, YARD_SIZES } from "./constants";
import { contactColumnsShape } from "./contact-schemas";
import { LEAD_STAGES } from "./lead-stage";
import { lawnOutlinesSchema } from "./lawn-outline";
import { leadPaymentSchema } from "./payment";
import { quoteSnapshotSchema } from "./quote-snapshot";
import { trafficSourceSchema } from "./traffic-source";

// One visitor's lead as the owner's Leads view and CSV show it (GET /api/forms/:id/leads): the
// latest answer of each kind across the lead's records, with the stage the database keeps.

const text = z.string().nullable();

export const leadViewSchema = z.object({
  /** The consent record's id, which is also the lead's id. */
  id: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  stage: z.enum(LEAD_STAGES),
  ...contactColumnsShape,
  consent: z.boolean(),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  yardSize: z.enum(YARD_SIZES).nullable(),
  projectDetails: text,
  videoUrl: text,
  responseStatus: z.enum(RESPONSE_STATUSES).nullable(),
  quote: quoteSnapshotSchema.nullable(),
  lawnAreaSqFt: z.number().int().nullable(),
  lawnOutlines: lawnOutlinesSchema.nullable(),
  /** The accepted answer's payment (decision 044); null when nothing was asked. */
  payment: leadPaymentSchema.nullable(),
  /** Names of the extra services picked on any upsell record, once each. */
  upsellServices: z.array(z.string()),
  notes: text,
  /** Where the visitor came from (null: the page sent nothing), and the embed code's hidden values. */
  source: trafficSourceSchema.nullable(),
  hiddenFields: z.record(z.string(), z.string()),
});

/** The follow-up email a lead got, and when its visitor came back through it (null: none sent). */
export const leadFollowUpSchema = z.object({ sentAt: z.string(), cameBackAt: z.string().nullable() });

/** A lead in the Leads view: the lead and its follow-up. */
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
