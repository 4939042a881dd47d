import { contactColumnsFrom } from "@yq/form-schema/contact-columns";
import { readHiddenFields } from "@yq/form-schema/hidden-fields";
import { readTrafficSource } from "@yq/form-schema/traffic-source";
import { SERVICE_TYPES, YARD_SIZES, type ServiceType } from "@yq/form-schema/constants";
import { RESPONSE_STATUSES } from "@yq/form-schema/lead-lifecycle";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { FormListing } from "@yq/form-schema/read-form";
import { leadPayment } from "@yq/form-schema/payment-words";
import { includedServices, offeredPrices } from "@yq/form-schema/quote";
import { SUBMISSION_STAGES, SUBMISSION_STATUSES, type Submission } from "@yq/form-schema/submission";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { sql } from "drizzle-orm";
import { formSubmissions, type QuoteSnapshot } from "../db/schema/submissions";
import { yardSizeOf } from "../lead-events/lead-facts";

export type SubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * Newest first, spelled exactly like the indexes (DESC NULLS LAST): a plain DESC means NULLS
 * FIRST, which those indexes cannot serve, and PostgreSQL would sort the whole form instead.
 */
export const newestFirst = [
  sql`${formSubmissions.createdAt} desc nulls last`,
  sql`${formSubmissions.id} desc nulls last`,
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/**
 * The prices and included services a submission is about. The snapshot the server stored when
 * the visitor answered wins (it is what they were offered); records without one (started
 * leads, data from the earlier product) fall back to that yard size in the form as it is now.
 */
function quoteFor(row: SubmissionRow, doc: FormDocument): QuoteSnapshot | null {
  if (row.quote) return row.quote;
  const size = oneOf(YARD_SIZES, row.yardSize);
  if (row.serviceType !== "mowing" || !size || size === "custom") return null;
  const settings = doc.yardSizes[size];
  return {
    yardSize: size,
    prices: offeredPrices(settings),
    includedServices: includedServices(settings),
    chosen: null,
  };
}

/** One record as the owner's screens show it, in the shape of @yq/form-schema/submission. */
export function submissionView(row: SubmissionRow, doc: FormDocument): Submission {
  return {
    id: row.id,
    formId: row.formId,
    leadId: row.leadId,
    createdAt: row.createdAt.toISOString(),
    ...contactColumnsFrom((column) => row[column]),
    serviceType: oneOf<ServiceType>(SERVICE_TYPES, row.serviceType),
    yardSize: yardSizeOf(row),
    projectDetails: row.projectDetails,
    videoUrl: row.videoUrl,
    consent: row.consent,
    // The database does not constrain these texts; a value no screen knows reads as the default.
    status: oneOf(SUBMISSION_STATUSES, row.status) ?? "pending",
    submissionStage: oneOf(SUBMISSION_STAGES, row.submissionStage) ?? "incomplete",
    responseStatus: oneOf(RESPONSE_STATUSES, row.responseStatus),
    messageShown: row.messageShown,
    isUpsell: row.isUpsell,
    selectedUpsellServices: row.selectedUpsellServices,
    parentSubmissionId: row.parentSubmissionId,
    notes: row.notes,
    quote: quoteFor(row, doc),
    // A lawn measured on the map: the area the server computed, and the outlines (null when typed in).
    lawnAreaSqFt: row.lawnAreaSqFt,
    lawnOutlines: row.lawnOutlines,
    source: readTrafficSource(row.source),
    hiddenFields: readHiddenFields(row.hiddenFields),
    payment: leadPayment(row),
  };
}

/** What the screens need of the form itself: header texts, which fields to list, the consent. */
export function formSummary(id: string, doc: FormListing): SubmissionsForm {
  const fields = doc.customerFields.fields
    .filter((f) => f.enabled)
    .sort((a, b) => a.order - b.order)
    .map((f) => f.type);
  return {
    id,
    name: doc.name,
    description: doc.description,
    customerFields: fields,
    consent: { enabled: doc.customerFields.consent.enabled, text: doc.customerFields.consent.text },
  };
}
