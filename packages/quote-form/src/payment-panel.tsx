import { paymentText, type LeadPayment } from "@yq/form-schema/payment-words";
import { formatCents } from "@yq/form-schema/money-format";
import { useEffect, useState } from "react";
import { readError, type Lead } from "./transport";
import { failureToast } from "./request-failure";

// The payment an accept asks for, paid on Stripe Checkout on the owner's account.
// Checkout cannot run in a frame: the form sends the top window there (embed.js does it from the
// host page when the browser refuses), and Checkout returns to the form's page, the owner's
// redirect or the host page, where this panel reads the payment's status from the server. The
// page Stripe returns to has no lead token (a frame on the host page may not keep one): the
// return address carries a key of its own, good for this lead's payment only.

export type PaymentPanelProps = {
  /** As the server has it; absent right after the accept, when the panel asks for it once. */
  payment?: LeadPayment | null;
  /** The lead; back from Checkout its token is empty and `returnKey` stands in for it. */
  lead: Lead;
  returnKey?: string;
  apiBase?: string;
  /** Back from Checkout: Stripe's confirmation may still be on its way, so the status is polled. */
  returned?: boolean;
  /**
   * Back from Checkout's cancel address: nothing is on its way, so there is no
   * polling and the visitor is offered the payment again at once. Only the message depends on it:
   * the status shown is still the server's.
   */
  cancelled?: boolean;
  /** Each status read from the server, for the result's summary. */
  onPayment?: (payment: LeadPayment | null) => void;
  /** The summary above already says what was paid or saved. */
  inSummary?: boolean;
};

export const POLL_MS = 2000;
const POLLS = 15;

const payLabel = (p: LeadPayment) => {
  const amount = p.amountCents == null ? "" : ` ${formatCents(p.amountCents)}`;
  return p.kind === "card"
    ? "Save a card"
    : p.kind === "deposit"
      ? `Pay deposit${amount}`
      : `Pay first charge${amount}`;
};

/**
 * The page embedding the form, as embed.js passed it (#page=...), for Checkout to return to:
 * without its fragment and without the ?yq_payment= of an earlier return.
 */
function hostPage(): string | undefined {
  if (window.parent === window) return undefined;
  try {
    const host = new URL(new URLSearchParams(window.location.hash.slice(1)).get("page") ?? "");
    host.searchParams.delete("yq_payment");
    host.hash = "";
    return host.toString();
  } catch {
    return undefined;
  }
}

/** Sends the visitor's top window to Checkout; false when the browser refused (then embed.js is asked). */
function openCheckout(url: string): boolean {
  if (window.parent === window) {
    window.location.assign(url);
    return true;
  }
  try {
    (window.top ?? window).location.href = url;
    return true;
  } catch {
    window.parent.postMessage({ type: "yq:checkout", url }, "*");
    return false;
  }
}

export function PaymentPanel(props: PaymentPanelProps) {
  const { payment: initial, lead, apiBase = "", returned, returnKey, cancelled, onPayment } = props;
  const [payment, setPayment] = useState(initial);
  useEffect(() => {
    if (payment !== undefined) onPayment?.(payment);
  }, [payment, onPayment]);
  // Right after the accept one look; back from Checkout paid, a few, while Stripe's event arrives.
  const [polls, setPolls] = useState(
    initial === undefined ? 1 : returned && !cancelled && initial?.status === "awaiting" ? POLLS : 0,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const base = `${apiBase}/api/public/leads/${lead.leadId}`;
  const auth: Record<string, string> = lead.token ? { authorization: `Bearer ${lead.token}` } : {};
  const key = returnKey ? `?key=${encodeURIComponent(returnKey)}` : "";

  useEffect(() => {
    if (polls <= 0 || (payment && payment.status !== "awaiting")) return;
    const timer = setTimeout(
      async () => {
        try {
          const res = await fetch(`${base}/payment${key}`, { credentials: "omit", headers: auth });
          const body = res.ok ? ((await res.json()) as { payment: LeadPayment | null }) : null;
          if (body) setPayment(body.payment);
        } catch {
          // offline for a moment: the next poll tries again
        }
        setPolls((n) => n - 1);
      },
      payment === undefined ? 0 : POLL_MS,
    );
    return () => clearTimeout(timer);
  });

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`${base}/checkout`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json", ...auth },
        body: JSON.stringify({ hostPage: hostPage(), ...(returnKey ? { returnKey } : {}) }),
      });
      if (!res.ok) throw await readError(res);
      const { url } = (await res.json()) as { url: string };
      if (!openCheckout(url)) setLink(url);
    } catch (err) {
      setError(failureToast(err, "Payment", "Could not open the payment page. Please try again.")[1] ?? null);
    } finally {
      setBusy(false);
    }
  }

  if (payment === undefined) return polls > 0 ? <p className="yq-hint">Loading…</p> : null;
  if (payment === null) return null;
  if (payment.status !== "awaiting") {
    return (
      <div className="yq-payment" role="status">
        {!props.inSummary && (
          <p className="yq-payment-done">{paymentText(payment.status, payment.kind, payment.amountCents)}</p>
        )}
        <p className="yq-hint">
          {payment.kind === "card"
            ? "Your card is saved for your recurring service. Nothing was charged today."
            : "Thank you! A receipt is on its way to your email."}
        </p>
      </div>
    );
  }
  const confirming = polls > 0;
  return (
    <div className="yq-payment">
      <p role="status">
        {confirming
          ? "Confirming your payment with Stripe…"
          : returned && cancelled
            ? "Payment not completed, you can try again."
            : returned
              ? "Your quote is accepted, but the payment was not completed."
              : payment.kind === "card"
                ? "To book your service, save a card for its later charges."
                : "To book your service, pay now on Stripe's secure checkout."}
      </p>
      {!confirming && (
        <button type="button" className="yq-btn yq-btn-accept" onClick={() => void pay()} disabled={busy}>
          {busy ? "Opening Stripe…" : payLabel(payment)}
        </button>
      )}
      {link && (
        <p>
          <a className="yq-btn yq-btn-accept" href={link} target="_blank" rel="noopener noreferrer">
            Continue to payment
          </a>
        </p>
      )}
      {error && (
        <p className="yq-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
