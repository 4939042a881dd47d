import type { ServiceType, YardSize } from "@yq/form-schema/constants";
import { contactByField, type ContactByField, type ContactColumns } from "@yq/form-schema/contact-columns";
import { NOT_PROVIDED, quoteStatusLabel, type SubmissionStatus } from "@yq/form-schema/submission";
import type { LeadItem } from "../api/get-leads";
import type { SubmissionItem } from "../api/get-submissions";

/** What the Submission Details dialog shows, from either one record or a whole lead. */
export type DetailsRecord = {
  /** The lead's id when the dialog shows a whole lead (the Leads tab): the owner may delete it. */
  leadId: string | null;
  createdAt: string;
  customer: ContactByField;
  consent: boolean;
  serviceType: ServiceType | null;
  yardSize: YardSize | null;
  quote: SubmissionItem["quote"];
  projectDetails: string | null;
  videoUrl: string | null;
  quoteStatus: "Accepted" | "Declined" | "Pending";
  upsellServices: string[];
  /** A lawn measured on the map: the server's area, and the outlines (null when typed in). */
  lawnAreaSqFt: number | null;
  lawnOutlines: SubmissionItem["lawnOutlines"];
  /** Where the visitor came from and the embed code's hidden values (the lead's first record). */
  source: SubmissionItem["source"];
  hiddenFields: Record<string, string>;
  payment: SubmissionItem["payment"];
};

const customerOf = (c: ContactColumns): DetailsRecord["customer"] => contactByField(c);

export function fromSubmission(s: SubmissionItem): DetailsRecord {
  return {
    leadId: null,
    createdAt: s.createdAt,
    customer: customerOf(s),
    consent: s.consent,
    serviceType: s.serviceType,
    yardSize: s.yardSize,
    quote: s.quote,
    projectDetails: s.projectDetails,
    videoUrl: s.videoUrl,
    quoteStatus: quoteStatusLabel({ responseStatus: s.responseStatus, status: s.status as SubmissionStatus }),
    upsellServices: s.isUpsell ? s.selectedUpsellServices : [],
    lawnAreaSqFt: s.lawnAreaSqFt,
    lawnOutlines: s.lawnOutlines,
    source: s.source,
    hiddenFields: s.hiddenFields,
    payment: s.payment,
  };
}

export function fromLead(l: LeadItem): DetailsRecord {
  return {
    leadId: l.id,
    createdAt: l.createdAt,
    customer: customerOf(l),
    consent: l.consent,
    serviceType: l.serviceType,
    yardSize: l.yardSize,
    quote: l.quote,
    projectDetails: l.projectDetails,
    videoUrl: l.videoUrl,
    quoteStatus: quoteStatusLabel({ responseStatus: l.responseStatus, status: "pending" }),
    upsellServices: l.upsellServices,
    lawnAreaSqFt: l.lawnAreaSqFt,
    lawnOutlines: l.lawnOutlines,
    source: l.source,
    hiddenFields: l.hiddenFields,
    payment: l.payment,
  };
}

export const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : NOT_PROVIDED);
