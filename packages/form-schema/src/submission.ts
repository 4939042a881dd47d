import { z } from "zod";
import { SERVICE_TYPES, YARD_SIZES, type CustomerFieldType } from "./constants";
import { RESPONSE_STATUSES } from "./lead-lifecycle";
import { CONTACT_COLUMN_OF } from "./contact-fields";
import { NOT_PROVIDED } from "./contact-columns";
import { contactColumnsWithDefaultsShape } from "./contact-schemas";
import { lawnOutlinesSchema } from "./lawn-outline";
import { leadPaymentSchema } from "./payment";
import { quoteSnapshotSchema } from "./quote-snapshot";
import { trafficSourceSchema } from "./traffic-source";

// A submission as the owner's screens see it (GET /api/forms/:id/submissions answers with these):
// contact, service, response and stage. One lead is a chain of records: the consent record, the
// complete record (accept / decline) linked by parentSubmissionId, and an optional upsell record
// linked to the complete one; leadId is the consent record's id on each.

/**
 * Whether a record holds an answer: the consent record is incomplete until the visitor answers;
 * the answer itself is the response, never this status (decision 118).
 */
export const SUBMISSION_STATUSES = ["pending", "incomplete"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STAGES = ["consent_given", "complete", "incomplete"] as const;
export type SubmissionStage = (typeof SUBMISSION_STAGES)[number];

const text = z.string().nullable().default(null);

/** The server's view of one record; parsing an API answer fills a missing field with its default. */
export const submissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  leadId: text,
  createdAt: z.string(),
  ...contactColumnsWithDefaultsShape,
  serviceType: z.enum(SERVICE_TYPES).nullable().default(null),
  yardSize: z.enum(YARD_SIZES).nullable().default(null),
  projectDetails: text,
  videoUrl: text,
  consent: z.boolean().default(false),
  status: z.enum(SUBMISSION_STATUSES).default("pending"),
  submissionStage: z.enum(SUBMISSION_STAGES).default("incomplete"),
  responseStatus: z.enum(RESPONSE_STATUSES).nullable().default(null),
  messageShown: text,
  isUpsell: z.boolean().default(false),
  selectedUpsellServices: z.array(z.string()).default([]),
  parentSubmissionId: text,
  notes: text,
  /** The prices the visitor was offered (the stored snapshot, else the form as it is now). */
  quote: quoteSnapshotSchema.nullable().default(null),
  /** A lawn measured on the map: the area the server computed, and the outlines (null when typed in). */
  lawnAreaSqFt: z.number().int().nullable().default(null),
  lawnOutlines: lawnOutlinesSchema.nullable().default(null),
  /** Where the visitor came from and the embed code's hidden values (the lead's first record only). */
  source: trafficSourceSchema.nullable().default(null),
  hiddenFields: z.record(z.string(), z.string()).default({}),
  /** What the accept asked the visitor to pay and whether Stripe confirmed it. */
  payment: leadPaymentSchema.nullable().default(null),
});

export type Submission = z.output<typeof submissionSchema>;

/** The answer to one customer field, or "Not provided". */
export function customerFieldValue(sub: Submission, type: CustomerFieldType): string {
  const value = sub[CONTACT_COLUMN_OF[type]];
  return typeof value === "string" && value.trim() !== "" ? value : NOT_PROVIDED;
}
