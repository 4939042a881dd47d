import { agreementFor, type Agreement } from "@yq/form-schema/agreement/agreement";
import type { QuoteRequest } from "@yq/form-schema/pricing/engine";
import type { PublicFormDocument } from "@yq/form-schema/public-document";

/** "YYYY-MM-DD" on this computer: the form's today for dates it shows before the server's answer. */
export const localToday = () => new Date().toLocaleDateString("en-CA");

/**
 * The agreement the visitor is shown before Accept: the function the server runs
 * on the accept, on the public document, whose payment rule the server has already set to "no
 * payment" where the accept will ask none. Null while nothing can be priced.
 */
export function visitorAgreement(doc: PublicFormDocument, request: QuoteRequest | null): Agreement | null {
  if (!request) return null;
  const result = agreementFor(doc, request, { payment: doc.paymentSettings, today: localToday() });
  return result.ok ? result.agreement : null;
}
