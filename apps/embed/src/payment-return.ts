import type { LeadPayment } from "@yq/form-schema/payment";
import type { ReturnedLead } from "@yq/quote-form/quote-form";

/**
 * Back from Stripe Checkout (?payment=<lead> on the form's page, #payment=<lead> in the frame
 * embed.js opens on the host page): the lead's token was kept in this tab while the visitor was
 * on Stripe, and the payment's status is read from the server, never from the address.
 */
export async function returnedLead(): Promise<ReturnedLead | undefined> {
  const search = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const leadId = search.get("payment") ?? hash.get("payment");
  if (!leadId) return undefined;
  search.delete("payment");
  const rest = search.toString();
  history.replaceState(null, "", `${window.location.pathname}${rest ? `?${rest}` : ""}${window.location.hash}`);
  let token: string | null = null;
  try {
    token = sessionStorage.getItem(`yq-lead:${leadId}`);
  } catch {
    // storage refused
  }
  if (!token) return undefined;
  try {
    const res = await fetch(`/api/public/leads/${encodeURIComponent(leadId)}/payment`, {
      credentials: "omit",
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) return undefined;
    const { payment } = (await res.json()) as { payment: LeadPayment | null };
    return { lead: { leadId, token }, payment };
  } catch {
    return undefined;
  }
}
