import type { ServiceType, YardSize } from "@yq/form-schema/constants";
import { contactByField, NOT_PROVIDED, type ContactByField } from "@yq/form-schema/contact-columns";
import { needsProjectDetails } from "@yq/form-schema/quote";
import type { SubmissionItem } from "../api/get-submissions";

/** What the Submission Details dialog shows of one lead (one submission). */
export type DetailsRecord = {
  leadId: string;
  createdAt: string;
  customer: ContactByField;
  consent: boolean;
  serviceType: ServiceType | null;
  /** What "Service Type" shows: Mowing's or Landscaping's label, or a listed service's name. */
  serviceName: string | null;
  yardSize: YardSize | null;
  /** A request for a price (project details and video) rather than a priced quote. */
  request: boolean;
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
  /** The address is outside the form's service area (docs/decisions/120). */
  outsideArea: boolean;
};

export function fromLead(l: SubmissionItem): DetailsRecord {
  return {
    leadId: l.id,
    createdAt: l.createdAt,
    customer: contactByField(l),
    consent: l.consent,
    serviceType: l.serviceType,
    serviceName: l.serviceName,
    yardSize: l.yardSize,
    // A listed service priced on request stores its project details like landscaping.
    request:
      l.serviceType !== null
        ? needsProjectDetails(l.serviceType, l.yardSize)
        : l.projectDetails !== null || l.videoUrl !== null,
    // A visitor who stopped before answering: the last prices the form showed them.
    quote: l.quote ?? l.lastPriceShown,
    projectDetails: l.projectDetails,
    videoUrl: l.videoUrl,
    // The dialog's three words (docs/product.md, Submissions and leads): a visitor who stopped is still Pending.
    quoteStatus: l.outcome === "accepted" ? "Accepted" : l.outcome === "declined" ? "Declined" : "Pending",
    upsellServices: l.upsellServices,
    lawnAreaSqFt: l.lawnAreaSqFt,
    lawnOutlines: l.lawnOutlines,
    source: l.source,
    hiddenFields: l.hiddenFields,
    payment: l.payment,
    outsideArea: l.outsideArea,
  };
}

export const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : NOT_PROVIDED);
