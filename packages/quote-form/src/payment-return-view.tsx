import type { LeadPayment } from "@yq/form-schema/payment";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import { agreedChoice } from "./accepted-summary";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { FormHeader } from "./form-header";
import { ResultSection } from "./result-section";
import { themeStyle } from "./theme";
import type { Lead } from "./transport";

/**
 * A visitor back from Stripe Checkout: their accepted lead (no token: the return address's key
 * stands in for it, for this payment only) and its payment as the server has it.
 */
export type ReturnedLead = {
  lead: Lead;
  returnKey: string;
  payment: LeadPayment | null;
  cancelled: boolean;
  /** What the accept stored, for the summary (decision 093). */
  agreed: AgreedQuote | null;
};

/**
 * The page Stripe Checkout returns to (decision 044): the form's accept message, what was agreed
 * as the server stored it, with the payment's status as its last row (decision 093). A chunk of its own, loaded only on that page, so the form's first download stays as it was.
 */
export function PaymentReturnView(props: { document: PublicFormDocument; returned: ReturnedLead | undefined }) {
  const { document: doc, returned } = props;
  return (
    <div className="yq-form" style={themeStyle(doc.customization)} data-mode="live">
      <div className="yq-panel">
        <FormHeader text={doc.customization.textContent} />
        <ResultSection
          doc={doc}
          response="accept"
          fallbackUrl={null}
          accepted={returned?.agreed ? agreedChoice(returned.agreed) : null}
          payment={
            returned?.payment
              ? {
                  payment: returned.payment,
                  lead: returned.lead,
                  returned: true,
                  cancelled: returned.cancelled,
                  returnKey: returned.returnKey,
                }
              : null
          }
        />
        {!returned?.payment && (
          <p className="yq-hint" role="status">
            Your payment could not be shown here. Stripe emails a receipt for every payment, and the business sees it.
          </p>
        )}
      </div>
    </div>
  );
}
