import type http from "node:http";
import Stripe from "stripe";

/**
 * The Connect half of the Stripe stand-in (stripe-stand-in.ts): standard accounts, onboarding
 * account links with a hosted "Complete onboarding" page, and Checkout Sessions in payment and
 * setup mode made on a connected account (the `Stripe-Account` header). Finishing onboarding or
 * a Checkout page delivers correctly signed connected-account events (`account` set on the
 * event) to the app's Connect webhook, like Stripe does.
 */
export type ConnectOptions = { connectWebhookUrl?: string; connectWebhookSecret?: string };
type Params = Record<string, string>;
type Json = (status: number, body: unknown) => void;
export type StandInAccount = {
  id: string;
  object: "account";
  type: string;
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  metadata: Params;
  requirements: { currently_due: string[]; disabled_reason: string | null };
};
export type ConnectSession = Record<string, unknown> & { id: string; account: string | null; params: Params };

export function connectStandIn(ctx: {
  base: () => string;
  newId: (prefix: string) => string;
  options: ConnectOptions;
  sessions: Map<string, ConnectSession>;
  /** Saves the visitor's card to the session's customer; answers its SetupIntent's id. */
  saveCard: (customer: string | null, account: string | null) => string;
  /** Pays a payment-mode session with a new card (saved when asked); answers its PaymentIntent's id. */
  payAtCheckout: (session: ConnectSession) => string;
}) {
  const accounts = new Map<string, StandInAccount>();
  const links = new Map<string, { account: string; returnUrl: string; refreshUrl: string }>();

  async function deliver(type: string, object: unknown, account: string) {
    const { connectWebhookUrl: url, connectWebhookSecret: secret } = ctx.options;
    if (!url || !secret) return;
    const { payload, header } = signedConnectEvent(secret, type, object, account);
    await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
  }

  /** Onboarding finished (or a later change of state): the account's new state and its event. */
  async function updateAccount(id: string, change: Partial<StandInAccount>) {
    const account = accounts.get(id);
    if (!account) throw new Error(`No such account ${id}`);
    Object.assign(account, change);
    await deliver("account.updated", account, id);
    return account;
  }

  /** What Stripe does when the visitor pays (or saves a card) on a connected account's Checkout. */
  async function completeSession(session: ConnectSession) {
    const setup = session.mode === "setup";
    Object.assign(session, {
      status: "complete",
      payment_status: setup ? "no_payment_required" : "paid",
      setup_intent: setup ? ctx.saveCard((session.customer as string | null) ?? null, session.account) : null,
      payment_intent: setup ? null : ctx.payAtCheckout(session),
      url: null,
    });
    await deliver("checkout.session.completed", publicSession(session), session.account ?? "");
  }

  /** Answers a Connect request; false when the path is not one of its own. */
  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    params: Params,
    json: Json,
  ): Promise<boolean> {
    const missing = (what: string) =>
      json(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });
    const parts = url.pathname.split("/");
    if (req.method === "POST" && url.pathname === "/v1/accounts") {
      const account: StandInAccount = {
        id: ctx.newId("acct"),
        object: "account",
        type: params.type ?? "standard",
        email: params.email ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        metadata: pick(params, "metadata"),
        requirements: { currently_due: ["external_account"], disabled_reason: "requirements.past_due" },
      };
      accounts.set(account.id, account);
      json(200, account);
      return true;
    }
    if (req.method === "GET" && parts[2] === "accounts" && parts[3]) {
      const account = accounts.get(parts[3]);
      if (account) json(200, account);
      else missing(`account: '${parts[3]}'`);
      return true;
    }
    if (req.method === "POST" && url.pathname === "/v1/account_links") {
      if (!accounts.has(params.account)) return (missing(`account: '${params.account}'`), true);
      const id = ctx.newId("link");
      links.set(id, { account: params.account, returnUrl: params.return_url, refreshUrl: params.refresh_url });
      json(200, {
        object: "account_link",
        url: `${ctx.base()}/connect/${id}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
      return true;
    }
    if (url.pathname.startsWith("/connect/")) {
      const link = links.get(parts[2]);
      if (!link) return (missing("account link"), true);
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(`<!doctype html><html><head><title>Stand-in Stripe onboarding</title></head><body>
<h1>Stand-in Stripe onboarding</h1><p>Account ${link.account}</p>
<form method="post"><button type="submit">Complete onboarding</button></form></body></html>`);
        return true;
      }
      await updateAccount(link.account, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], disabled_reason: null },
      });
      res.writeHead(303, { location: link.returnUrl });
      res.end();
      return true;
    }
    return false;
  }

  return { accounts, handle, updateAccount, completeSession };
}

/** A session as the API shows it (without the stand-in's record of the request). */
export function publicSession(session: ConnectSession) {
  const { params: _params, account: _account, ...rest } = session;
  return rest;
}

/** Nested form parameters (`metadata[userId]`) as an object. */
export function pick(params: Params, prefix: string): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    const match = key.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (match) out[match[1]] = value;
  }
  return out;
}

/** A connected account's event (it names the account) and its Stripe-Signature header. */
export function signedConnectEvent(
  secret: string,
  type: string,
  object: unknown,
  account: string,
  created = Math.floor(Date.now() / 1000),
  id = `evt_test_${Math.random().toString(16).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    account,
    created,
    data: { object },
    livemode: false,
    api_version: Stripe.API_VERSION,
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
