import type { ConnectSession } from "./stripe-connect-stand-in";

// The stand-in's hosted pages (stripe-stand-in.ts): Checkout for a subscription, Checkout on a
// connected account (a deposit or a saved card) and the customer portal, each a plain form or
// link a journey can press like a visitor would.

export function checkoutPage(params: Record<string, string>) {
  const price = params["line_items[0][price]"] ?? "";
  const trial = params["subscription_data[trial_period_days]"] ?? "0";
  return `<!doctype html><html><head><title>Stand-in Stripe Checkout</title></head><body>
<h1>Stand-in Stripe Checkout</h1><p>Price: ${escapeHtml(price)}</p><p>Trial days: ${escapeHtml(trial)}</p>
<form method="post"><button type="submit">Start trial</button></form></body></html>`;
}

export function connectCheckoutPage(session: ConnectSession) {
  const setup = session.mode === "setup";
  const amount = typeof session.amount_total === "number" ? (session.amount_total / 100).toFixed(2) : "";
  return `<!doctype html><html><head><title>Stand-in Stripe Checkout</title></head><body>
<h1>Stand-in Stripe Checkout</h1><p>Account: ${escapeHtml(session.account ?? "")}</p>
<p>${setup ? "Save a card for later payments" : `Pay $${escapeHtml(amount)} ${escapeHtml(String(session.currency ?? ""))}`}</p>
<form method="post"><button type="submit">${setup ? "Save card" : "Pay"}</button></form>
<p><a href="${escapeHtml(String(session.cancel_url ?? ""))}">Back</a></p></body></html>`;
}

export function portalPage(customer: string, returnUrl: string | null) {
  return `<!doctype html><html><head><title>Stand-in Stripe customer portal</title></head><body>
<h1>Stand-in Stripe customer portal</h1><p>Customer: ${escapeHtml(customer)}</p>
<p><a href="${escapeHtml(returnUrl ?? "")}">Return to YardQuote</a></p></body></html>`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
