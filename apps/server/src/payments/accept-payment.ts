import type { FormDocument } from "@yq/form-schema/form-document";
import { paymentDue, type PaymentDue } from "@yq/form-schema/payment";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { AppDeps } from "../app-env";
import { billingEnabled } from "../billing/access";

/**
 * What an answer asks the visitor to pay: only accepts, only when Stripe is configured and the
 * owner's connected account takes charges, and always computed from the quote the server priced
 * against the published version the visitor saw.
 */
export function acceptPayment(
  deps: Pick<AppDeps, "env">,
  document: FormDocument,
  answer: { responseStatus: "accept" | "decline"; quote: QuoteSnapshot | null },
  chargesEnabled: boolean,
): PaymentDue | null {
  if (answer.responseStatus !== "accept" || !chargesEnabled || !billingEnabled(deps)) return null;
  return paymentDue(document.paymentSettings, answer.quote);
}
