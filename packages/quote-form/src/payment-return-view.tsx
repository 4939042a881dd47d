import type { LeadPayment } from "@yq/form-schema/payment-words";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import { agreedChoice } from "./accepted-summary";
import type { PublicFormDocument } from "@yq/form-schema/public-document";
import { useEffect, useRef, useState } from "react";
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
  /** What the accept stored, for the summary. */
  agreed: AgreedQuote | null;
};

/**
 * The page Stripe Checkout returns to: the form's accept message, what was agreed as the server stored it, with the
 * payment's status as its last row. A chunk of its own, loaded only on that page, so the form's first download stays
 * as it was.
 */
export function PaymentReturnView(props: { document: PublicFormDocument; returned: ReturnedLead | undefined }) {
  const { document: doc, returned } = props;
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Stripe returns here only from a finished Checkout (a cancelled one says so): the owner's
  // redirect then runs as after an accept that asked for nothing.
  const paid = Boolean(returned?.payment && !returned.cancelled);
  useEffect(() => {
    if (!paid) return;
    void import("./announce-result").then(({ announceResult }) =>
      announceResult({ doc, mode: "live", response: "accept", paid, notify: () => {}, timer, setFallbackUrl }),
    );
  }, [doc, paid]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return (
    <div className="yq-form" style={themeStyle(doc.customization)} data-mode="live">
      <div className="yq-panel">
        <FormHeader text={doc.customization.textContent} />
        <ResultSection
          doc={doc}
          response="accept"
          fallbackUrl={fallbackUrl}
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
