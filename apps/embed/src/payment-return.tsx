import { readPaymentReturn } from "@yq/form-schema/payment";
import { type LeadPayment } from "@yq/form-schema/payment-words";
import type { PublicPageData } from "@yq/form-schema/public-document";
import type { AgreedQuote } from "@yq/form-schema/public-payloads";
import { PaymentReturnView, type ReturnedLead } from "@yq/quote-form/payment-return-view";

/**
 * Back from Stripe Checkout (?payment=<lead>.<key> on the form's page, #payment=<lead>.<key> in
 * the frame embed.js opens on the host page). A frame on another site may keep no storage, so
 * the return address carries a key of its own; the payment's status is read from
 * the server with it, never taken from the address. A cancelled Checkout's address says so:
 * the visitor is offered the payment again without waiting for Stripe.
 */
async function returnedLead(): Promise<ReturnedLead | undefined> {
  const search = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const back = readPaymentReturn(search.get("payment") ?? hash.get("payment"));
  // The key is good for this payment only, but an address is copied, bookmarked and shared:
  // it leaves the address bar as soon as it is read (embed.js does the same on the host page).
  search.delete("payment");
  hash.delete("payment");
  const rest = search.toString();
  const fragment = hash.toString();
  history.replaceState(
    null,
    "",
    `${window.location.pathname}${rest ? `?${rest}` : ""}${fragment ? `#${fragment}` : ""}`,
  );
  if (!back) return undefined;
  const { leadId, returnKey, cancelled } = back;
  try {
    const res = await fetch(
      `/api/public/leads/${encodeURIComponent(leadId)}/payment?key=${encodeURIComponent(returnKey)}`,
      { credentials: "omit" },
    );
    if (!res.ok) return undefined;
    const { payment, agreed } = (await res.json()) as { payment: LeadPayment | null; agreed?: AgreedQuote | null };
    return { lead: { leadId, token: "" }, returnKey, payment, cancelled, agreed: agreed ?? null };
  } catch {
    return undefined;
  }
}

/** The return page, rendered by main.tsx in place of the form (it owns the React root). */
export async function paymentReturn(data: PublicPageData) {
  return <PaymentReturnView document={data.document} returned={await returnedLead()} />;
}
