import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import type { Db } from "../db/client";
import { leadRecords } from "./quotes.service";

/**
 * What the lead's accept stored, for the result's summary after Stripe Checkout returns
 * (decision 093): the quote snapshot the server priced, the lawn it measured and the upsell's
 * names. Null before an accept. The caller has checked the credential.
 */
export async function agreedQuote(db: Db, leadId: string): Promise<AgreedQuote | null> {
  const records = await leadRecords(db, leadId);
  const complete = records.find((r) => r.submissionStage === "complete" && !r.isUpsell);
  if (!complete || complete.responseStatus !== "accept" || !complete.serviceType) return null;
  const upsell = records.find((r) => r.isUpsell);
  const chosen = complete.quote?.chosen;
  return {
    serviceType: complete.serviceType as AgreedQuote["serviceType"],
    yardSize: (complete.yardSize ?? null) as AgreedQuote["yardSize"],
    areaSqFt: complete.lawnAreaSqFt ?? null,
    price: chosen ? { label: chosen.label, amount: chosen.amount } : null,
    addOns: upsell?.selectedUpsellServices ?? [],
  };
}
