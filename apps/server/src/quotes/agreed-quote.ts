import { SERVICE_TYPES, type ServiceType } from "@yq/form-schema/constants";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import type { Db } from "../db/client";
import { yardSizeOf } from "../lead-events/lead-facts";
import { leadRecords } from "../leads/lead-access";

/**
 * What the lead's accept stored, for the result's summary after Stripe Checkout returns:
 * the quote snapshot the server priced, the lawn it measured and the upsell's
 * names, with the priced quote (the upsell's, add-ons included, once picked). Null
 * before an accept. The caller has checked the credential.
 */
export async function agreedQuote(db: Db, leadId: string): Promise<AgreedQuote | null> {
  const records = await leadRecords(db, leadId);
  const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
  if (!complete || complete.responseStatus !== "accept") return null;
  // A listed service's record holds its id in service_type; the summary names it by serviceName.
  const stored = complete.serviceType as ServiceType;
  const serviceType = SERVICE_TYPES.includes(stored) ? stored : null;
  const upsell = records.find((r) => r.isUpsell);
  const chosen = complete.quote?.chosen;
  const priced = upsell?.quote?.priced ?? complete.quote?.priced ?? null;
  const agreement = upsell?.quote?.agreement ?? complete.quote?.agreement ?? null;
  const serviceName = priced?.lines.find((l) => l.kind === "service")?.name ?? complete.quote?.service?.name;
  return {
    serviceType,
    yardSize: yardSizeOf(complete),
    areaSqFt: complete.lawnAreaSqFt ?? null,
    price: chosen ? { label: chosen.label, amount: chosen.amount } : null,
    addOns: upsell?.selectedUpsellServices ?? [],
    ...(serviceName ? { serviceName } : {}),
    priced,
    agreement,
  };
}
