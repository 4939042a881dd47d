import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  connectStandIn,
  pick,
  publicSession,
  type ConnectOptions,
  type ConnectSession,
} from "./stripe-connect-stand-in";
import { paymentIntentsStandIn } from "./stripe-payment-intents-stand-in";
import { checkoutPage, connectCheckoutPage, portalPage } from "./stripe-stand-in-pages";

/**
 * A local HTTP server that answers the Stripe API paths our billing code uses, so tests drive
 * the real `stripe` SDK (point it here with STRIPE_API_BASE). It also serves a tiny hosted
 * checkout page whose "Start trial" button creates the subscription and delivers correctly
 * signed webhook events to the app, like Stripe does after a real checkout.
 */
export type StandInOptions = { webhookUrl?: string; webhookSecret?: string } & ConnectOptions;
type Params = Record<string, string>;
type Recorded = { method: string; path: string; params: Params; account: string | null };

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * The settings of a test app whose billing talks to the stand-in at `standInUrl`: both plans'
 * prices, and webhooks signed with `webhookSecret`.
 */
export const billingEnv = (standInUrl: string, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_ANNUAL: "price_annual",
  STRIPE_API_BASE: standInUrl,
});

export async function startStripeStandIn(options: StandInOptions = {}) {
  const requests: Recorded[] = [];
  const customers = new Map<string, Params & { id: string }>();
  const sessions = new Map<string, ConnectSession>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const portalSessions = new Map<string, { customer: string; return_url: string | null }>();
  let base = "";
  const payments = paymentIntentsStandIn({ newId, options, customers });
  const connect = connectStandIn({
    base: () => base,
    newId,
    options,
    sessions,
    saveCard: payments.saveCard,
    payAtCheckout: payments.payAtCheckout,
  });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const raw = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(raw));
    // Requests made on a connected account name it in this header; Stripe scopes objects to it.
    const account = typeof req.headers["stripe-account"] === "string" ? req.headers["stripe-account"] : null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, params, account });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), ...headers });
      res.end(JSON.stringify(body));
    };
    const missing = (what: string) =>
      json(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });
    const [, , resource, id] = url.pathname.split("/");
    if (url.pathname === "/favicon.ico") return res.writeHead(204).end();

    if (req.method === "POST" && url.pathname === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? "",
        ...params,
        ...(account ? { account } : {}),
      };
      customers.set(customer.id, customer);
      return json(200, customer);
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const amount = Number(params["line_items[0][price_data][unit_amount]"] ?? NaN);
      const session: ConnectSession = {
        id: newId("cs"),
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: pick(params, "metadata"),
        amount_total: Number.isFinite(amount) ? amount * Number(params["line_items[0][quantity]"] ?? 1) : null,
        currency: params["line_items[0][price_data][currency]"] ?? params.currency ?? null,
        subscription: null as string | null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        account,
        params,
        url: "",
      };
      session.url = `${base}/pay/${session.id}`;
      sessions.set(session.id, session);
      return json(200, publicSession(session));
    }
    if (req.method === "GET" && url.pathname.startsWith("/v1/checkout/sessions/")) {
      const session = sessions.get(url.pathname.split("/")[4]);
      // A session made on a connected account is only found with that account's header.
      return session && session.account === account ? json(200, publicSession(session)) : missing("checkout session");
    }
    // The customer portal: Stripe answers a session whose url is its hosted page.
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      if (!params.customer || !customers.has(params.customer)) return missing(`customer: '${params.customer ?? ""}'`);
      const session = {
        id: newId("bps"),
        object: "billing_portal.session",
        configuration: "bpc_test_default",
        created: now(),
        customer: params.customer,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: "",
      };
      session.url = `${base}/portal/${session.id}`;
      portalSessions.set(session.id, session);
      return json(200, session);
    }
    if (req.method === "GET" && url.pathname.startsWith("/portal/")) {
      const session = portalSessions.get(url.pathname.split("/")[2]);
      if (!session) return missing("billing portal session");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(portalPage(session.customer, session.return_url));
    }
    if (await connect.handle(req, res, url, params, json)) return;
    if (await payments.handle(req, url, params, account, json)) return;
    if (req.method === "GET" && resource === "subscriptions" && id) {
      const sub = subscriptions.get(id);
      return sub ? json(200, sub) : missing(`subscription: '${id}'`);
    }
    // Cancelling at once (what deleting an account does): the subscription ends now, and Stripe
    // tells the app with customer.subscription.deleted.
    if (req.method === "DELETE" && resource === "subscriptions" && id) {
      const sub = subscriptions.get(id);
      if (!sub) return missing(`subscription: '${id}'`);
      const cancelled = { ...sub, status: "canceled", canceled_at: now(), ended_at: now() } as Stripe.Subscription;
      subscriptions.set(id, cancelled);
      await deliver("customer.subscription.deleted", cancelled);
      return json(200, cancelled);
    }
    if (url.pathname.startsWith("/pay/")) {
      const session = sessions.get(url.pathname.split("/")[2]);
      if (!session) return missing("checkout session");
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(session.account ? connectCheckoutPage(session) : checkoutPage(session.params));
      }
      if (session.status !== "open") return json(400, { error: { message: "This session is no longer open." } });
      const done = session.account ? await connect.completeSession(session) : (await complete(session)).id;
      res.writeHead(303, {
        location: String(session.success_url ?? base).replace("{CHECKOUT_SESSION_ID}", session.id),
      });
      return res.end(done ?? "");
    }
    return json(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });

  /** What Stripe does when the buyer finishes checkout: a trialing subscription plus two events. */
  async function complete(session: ConnectSession) {
    const params = session.params as Params;
    const trialDays = Number(params["subscription_data[trial_period_days]"] ?? 0);
    const trialEnd = trialDays ? now() + trialDays * 86400 : null;
    const sub = makeSubscription({
      customer: String(session.customer),
      status: trialEnd ? "trialing" : "active",
      priceId: params["line_items[0][price]"],
      trialEnd,
      periodEnd: trialEnd ?? now() + 30 * 86400,
      userId: params["subscription_data[metadata][userId]"],
    });
    subscriptions.set(sub.id, sub);
    session.subscription = sub.id;
    session.status = "complete";
    await deliver("customer.subscription.created", sub);
    await deliver("checkout.session.completed", { ...session, url: null });
    return sub;
  }

  async function deliver(type: string, object: unknown) {
    if (!options.webhookUrl || !options.webhookSecret) return;
    const { payload, header } = signedEvent(options.webhookSecret, type, object);
    await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    customers,
    subscriptions,
    sessions,
    /** Customer portal sessions made through POST /v1/billing_portal/sessions. */
    portalSessions,
    /** Standard accounts made through POST /v1/accounts. */
    accounts: connect.accounts,
    /** Saved cards, off-session PaymentIntents, refunds and their events (stripe-payment-intents-stand-in.ts). */
    payments,
    /** Where Connect events go (set once the app's address is known). */
    setConnectWebhookUrl(url: string) {
      options.connectWebhookUrl = url;
    },
    /** Changes an account's state and delivers its signed account.updated event. */
    updateAccount: connect.updateAccount,
    /** Makes a subscription that GET /v1/subscriptions/:id will answer. */
    addSubscription(sub: Stripe.Subscription) {
      subscriptions.set(sub.id, sub);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** A webhook body and the Stripe-Signature header Stripe would send with it. */
export function signedEvent(secret: string, type: string, object: unknown, created = now()) {
  const payload = JSON.stringify({
    id: newId("evt"),
    object: "event",
    type,
    created,
    data: { object },
    livemode: false,
    api_version: Stripe.API_VERSION,
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function makeSubscription(s: {
  customer: string;
  status: string;
  priceId?: string;
  trialEnd?: number | null;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
  id?: string;
}): Stripe.Subscription {
  return {
    id: s.id ?? newId("sub"),
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    trial_end: s.trialEnd ?? null,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: newId("si"),
          object: "subscription_item",
          price: { id: s.priceId ?? "price_monthly" },
          current_period_end: s.periodEnd,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
