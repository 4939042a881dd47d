import { CONTACT_KEYS, contactByField, type ContactColumn, type ContactColumns } from "@yq/form-schema/contact-columns";
import { DEFAULT_TIME_ZONE } from "@yq/form-schema/business-profile";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import {
  SERVICE_TYPES,
  YARD_SIZE_LABELS,
  YARD_SIZES,
  type ServiceType,
  type YardSize,
} from "@yq/form-schema/constants";
import type { FormDocument } from "@yq/form-schema/form-document";
import { paymentText } from "@yq/form-schema/payment-words";
import type { AppDeps } from "../app-env";
import type { formSubmissions } from "../db/schema/submissions";
import type { LeadContact, LeadFacts } from "../mail/templates/lead-templates";

// The facts of a lead, computed once here for every channel: the emails, the text messages and
// the webhooks say the same thing about a lead because they read it through these functions.

type SubmissionRow = typeof formSubmissions.$inferSelect;
/** The columns of a record the facts read (an accept builds its record before storing it). */
export type LeadRecord = Pick<
  SubmissionRow,
  | "id"
  | "formId"
  | "parentSubmissionId"
  | "createdAt"
  | "submissionStage"
  | "isUpsell"
  | "selectedUpsellServices"
  | "responseStatus"
  | "serviceType"
  | "yardSize"
  | "quote"
  | "projectDetails"
  | "videoUrl"
  | ContactColumn
> &
  Partial<
    Pick<SubmissionRow, "lawnAreaSqFt" | "lawnOutlines" | "paymentStatus" | "paymentKind" | "paymentAmountCents">
  >;

/**
 * A mowing tier; a listed service keeps its size card's id in the same column, which
 * may be spelled like a tier ("small") but is not one.
 */
export const yardSizeOf = (row: Pick<SubmissionRow, "serviceType" | "yardSize">): YardSize | null =>
  (row.serviceType === null || SERVICE_TYPES.includes(row.serviceType as ServiceType)) &&
  YARD_SIZES.includes(row.yardSize as YardSize)
    ? (row.yardSize as YardSize)
    : null;

/** The event's own record first, then the lead's other records newest first: the latest contact details win. */
export const eventFirst = <T extends Pick<SubmissionRow, "id" | "createdAt">>(record: T, records: T[]): T[] => [
  record,
  ...records.filter((r) => r.id !== record.id).sort((a, b) => +b.createdAt - +a.createdAt),
];

/** Each contact value from the first record of the lead that has it (newest record first). */
export function contactOf(records: LeadRecord[]): LeadContact {
  const pick = (key: ContactColumn) => records.map((r) => r[key]?.trim()).find((v): v is string => !!v) ?? null;
  return contactByField(Object.fromEntries(CONTACT_KEYS.map((key) => [key, pick(key)])) as ContactColumns);
}

function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/")) return `${publicUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The facts of the complete record, named the way the owner named them in the form. */
export function leadFacts(
  deps: Pick<AppDeps, "env">,
  formName: string,
  doc: FormDocument,
  complete: LeadRecord,
  records: LeadRecord[],
  timeZone: string = DEFAULT_TIME_ZONE,
): LeadFacts {
  const serviceType = SERVICE_TYPES.includes(complete.serviceType as ServiceType)
    ? (complete.serviceType as ServiceType)
    : null;
  const size = complete.quote?.yardSize ?? yardSizeOf(complete);
  const yardSize = YARD_SIZES.includes(size as YardSize) ? (size as YardSize) : null;
  const sizeDescription = yardSize ? doc.yardSizes[yardSize].description.trim() : "";
  const priced = complete.quote?.priced ?? null;
  // A listed service is named as the visitor saw it; its size is its line's.
  const serviceLine = priced?.lines.find((l) => l.kind === "service");
  const listedName = complete.quote?.service?.name ?? serviceLine?.name ?? complete.serviceType;
  return {
    formName,
    leadUrl: `${deps.env.publicUrl}/forms/${complete.formId}/submissions`,
    contact: contactOf(records),
    response: complete.responseStatus === "decline" ? "decline" : "accept",
    service: serviceType ? doc.services[serviceType].name.trim() || serviceType : listedName,
    yardSize: yardSize
      ? [YARD_SIZE_LABELS[yardSize], sizeDescription].filter(Boolean).join(" - ")
      : (serviceLine?.size ?? null),
    sizeLabel: yardSize ? "Yard size" : "Size",
    lawnArea:
      complete.lawnAreaSqFt == null
        ? null
        : `${formatSqFt(complete.lawnAreaSqFt)} (${complete.lawnOutlines ? "measured on the map" : "typed in by the customer"})`,
    prices: (complete.quote?.prices ?? []).map(({ label, amount }) => ({ label, amount })),
    chosen: complete.quote?.chosen
      ? { label: complete.quote.chosen.label, amount: complete.quote.chosen.amount }
      : null,
    includedServices: complete.quote?.includedServices ?? [],
    projectDetails: complete.projectDetails?.trim() || null,
    videoUrl: absoluteUrl(deps.env.publicUrl, complete.videoUrl),
    submittedAt: complete.createdAt,
    timeZone,
    payment: paymentText(
      complete.paymentStatus ?? null,
      complete.paymentKind ?? null,
      complete.paymentAmountCents ?? null,
    ),
    paymentSettled: complete.paymentStatus === "paid" || complete.paymentStatus === "card_saved",
    priced,
    agreement: complete.responseStatus === "accept" ? (complete.quote?.agreement ?? null) : null,
    taxDisplay: doc.pricingSettings.taxDisplay,
  };
}

/**
 * The facts of an event: an upsell's own record carries the quote priced again with its add-ons,
 * and the final agreement.
 */
export function eventFacts(facts: LeadFacts, record: LeadRecord): LeadFacts {
  if (!record.isUpsell || !record.quote?.priced) return facts;
  return { ...facts, priced: record.quote.priced, agreement: record.quote.agreement ?? facts.agreement };
}
