import type http from "node:http";
import { pick, signedConnectEvent, type ConnectOptions } from "./stripe-connect-stand-in";
import { idempotentPosts } from "./stripe-idempotency-stand-in";

/**
 * The saved-card half of the Stripe stand-in (stripe-stand-in.ts): the SetupIntent a setup-mode
 * Checkout leaves, the PaymentIntent a payment-mode one leaves, off-session PaymentIntents on a
 * connected account, refunds, and the signed payment_intent.* events Stripe posts to the Connect
 * webhook. POSTs honour Idempotency-Key like Stripe (stripe-idempotency-stand-in.ts).
 */
type Params = Record<string, string>;
type Json = (status: number, body: unknown, headers?: Record<string, string>) => void;
/** How a saved card answers a charge; "declines N times then succeeds" counts per payment method. */
export type CardBehaviour =
  "succeeds" | "declines" | "insufficient_funds" | "requires_authentication" | { declinesThenSucceeds: number };
type Intent = Record<string, unknown> & { id: string; status: string; amount: number; customer: string | null };

const DECLINES = {
  declines: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  insufficient_funds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  requires_authentication: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
} as const;

// Long enough that two concurrent requests with one key overlap, as they can at Stripe.
const WORK_MS = 25;

export function paymentIntentsStandIn(ctx: {
  newId: (prefix: string) => string;
  options: ConnectOptions;
  customers: Map<string, Params & { id: string }>;
}) {
  const setupIntents = new Map<
    string,
    { id: string; customer: string | null; payment_method: string; account: string | null }
  >();
  const paymentMethods = new Map<
    string,
    { id: string; customer: string | null; behaviour: CardBehaviour; tries: number }
  >();
  const intents = new Map<string, Intent & { account: string | null }>();
  const refunds = new Map<string, Record<string, unknown> & { id: string; amount: number; payment_intent: string }>();
  const once = idempotentPosts();
  const deliveries = new Set<Promise<unknown>>();
  const events: { type: string; object: unknown; account: string }[] = [];
  const now = () => Math.floor(Date.now() / 1000);
  // The next charge is held after Stripe made it, before its answer and event (holdNextCharge).
  let hold: ((intentId: string) => Promise<() => void>) | null = null;
  let eventsHeld = false;
  // A request refused before it runs: 400 invalid_request_error.
  const invalid = (message: string, extra: Record<string, unknown> = {}) => ({
    status: 400,
    body: { error: { type: "invalid_request_error", message, ...extra } },
  });
  const noSuch = (what: string, param: string, id = "") =>
    invalid(`No such ${what}: '${id}'`, { code: "resource_missing", param });

  /** The SetupIntent a finished setup-mode Checkout leaves: a new card saved to its customer. */
  function saveCard(customer: string | null, account: string | null, behaviour: CardBehaviour = "succeeds") {
    const pm = { id: ctx.newId("pm"), customer, behaviour, tries: 0 };
    paymentMethods.set(pm.id, pm);
    const seti = { id: ctx.newId("seti"), customer, payment_method: pm.id, account };
    setupIntents.set(seti.id, seti);
    return seti.id;
  }

  /**
   * The PaymentIntent a finished payment-mode Checkout leaves, as Stripe keeps it: paid with a new
   * card, which `payment_intent_data[setup_future_usage]` saves to the session's customer for
   * off-session charges (without it the card is not the customer's). Answers the intent's id.
   */
  function payAtCheckout(session: {
    customer?: unknown;
    amount_total?: unknown;
    currency?: unknown;
    account: string | null;
    params: Params;
  }) {
    const customer = typeof session.customer === "string" ? session.customer : null;
    const future = session.params["payment_intent_data[setup_future_usage]"] ?? null;
    const pm = { id: ctx.newId("pm"), customer: future ? customer : null, behaviour: "succeeds" as const, tries: 0 };
    paymentMethods.set(pm.id, pm);
    const amount = Number(session.amount_total);
    const intent: Intent & { account: string | null } = {
      id: ctx.newId("pi"),
      object: "payment_intent",
      amount,
      amount_received: amount,
      currency: String(session.currency ?? "usd"),
      customer,
      payment_method: pm.id,
      setup_future_usage: future,
      metadata: pick(session.params, "payment_intent_data\\[metadata\\]"),
      created: now(),
      livemode: false,
      status: "succeeded",
      latest_charge: ctx.newId("ch"),
      last_payment_error: null,
      account: session.account,
    };
    intents.set(intent.id, intent);
    return intent.id;
  }

  /** Events go out after the response, as Stripe's do; settled() waits for them. */
  function deliver(type: string, object: unknown, account: string) {
    events.push({ type, object, account });
    const { connectWebhookUrl: url, connectWebhookSecret: secret } = ctx.options;
    if (!url || !secret || eventsHeld) return;
    const { payload, header } = signedConnectEvent(secret, type, object, account);
    const sent = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    }).then((res) => res.text());
    deliveries.add(sent);
    // An app that closed before an event reached it is Stripe's undelivered event, not an error here.
    const forget = () => void deliveries.delete(sent);
    void sent.then(forget, forget);
  }

  const publicIntent = ({ account: _account, ...intent }: Intent & { account: string | null }) => intent;

  async function createIntent(params: Params, account: string | null) {
    const customer = ctx.customers.get(params.customer ?? "");
    if (!customer || (customer.account ?? null) !== account) {
      return noSuch("customer", "customer", params.customer);
    }
    const pm = paymentMethods.get(params.payment_method ?? "");
    if (!pm || pm.customer !== customer.id) {
      return noSuch("PaymentMethod", "payment_method", params.payment_method);
    }
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
    }
    if (!params.currency) return invalid("Missing required param: currency.");
    if (params.off_session === "true" && params.confirm !== "true") {
      return invalid("You can only pass in off_session when confirm is true.");
    }
    await new Promise((resolve) => setTimeout(resolve, WORK_MS));
    pm.tries += 1;
    const b = pm.behaviour;
    const outcome = typeof b === "object" ? (pm.tries <= b.declinesThenSucceeds ? "declines" : "succeeds") : b;
    const intent: Intent & { account: string | null } = {
      id: ctx.newId("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: params.currency,
      customer: customer.id,
      payment_method: pm.id,
      metadata: pick(params, "metadata"),
      created: now(),
      livemode: false,
      status: "requires_payment_method",
      latest_charge: null,
      last_payment_error: null,
      account,
    };
    intents.set(intent.id, intent);
    const error =
      outcome === "succeeds"
        ? null
        : { type: "card_error", ...DECLINES[outcome], payment_method: { id: pm.id, object: "payment_method" } };
    const charged = error ? { last_payment_error: error } : { status: "succeeded", amount_received: amount };
    Object.assign(intent, charged, { latest_charge: ctx.newId("ch") });
    // `once` keeps the held answer under its key in the microtasks after this: a macrotask later, a retry replays it.
    if (hold) setImmediate(await hold(intent.id));
    if (!error) {
      deliver("payment_intent.succeeded", publicIntent(intent), account ?? "");
      return { status: 200, body: publicIntent(intent) };
    }
    deliver("payment_intent.payment_failed", publicIntent(intent), account ?? "");
    return { status: 402, body: { error: { ...error, payment_intent: publicIntent(intent) } } };
  }

  function createRefund(params: Params, account: string | null) {
    const intent = intents.get(params.payment_intent ?? "");
    if (!intent || intent.account !== account) {
      return noSuch("payment_intent", "payment_intent", params.payment_intent);
    }
    if (intent.status !== "succeeded") {
      return invalid(`PaymentIntent ${intent.id} does not have a successful charge to refund.`);
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((s, r) => s + r.amount, 0);
    const left = intent.amount - refunded;
    if (left <= 0) {
      return invalid(`Charge ${String(intent.latest_charge)} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { param: "amount" },
      );
    }
    const refund = {
      id: ctx.newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      metadata: pick(params, "metadata"),
      status: "succeeded",
      created: now(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  /** Answers a saved-card request; false when the path is not one of its own. */
  async function handle(req: http.IncomingMessage, url: URL, params: Params, account: string | null, json: Json) {
    const [, , resource, id] = url.pathname.split("/");
    const missing = (what: string) =>
      json(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });
    if (req.method === "GET" && resource === "setup_intents" && id) {
      const seti = setupIntents.get(id);
      if (!seti || seti.account !== account) return (missing(`setupintent: '${id}'`), true);
      const { account: _a, ...rest } = seti;
      return (json(200, { ...rest, object: "setup_intent", status: "succeeded", usage: "off_session" }), true);
    }
    if (resource === "payment_intents" && req.method === "POST" && !id) {
      return (await once(req, url.pathname, params, account, json, () => createIntent(params, account)), true);
    }
    if (resource === "payment_intents" && req.method === "GET" && id) {
      const intent = intents.get(id);
      return (
        intent && intent.account === account ? json(200, publicIntent(intent)) : missing(`payment_intent: '${id}'`),
        true
      );
    }
    // The list, newest first, by customer: how the server finds a charge whose key has expired.
    if (resource === "payment_intents" && req.method === "GET") {
      const customer = url.searchParams.get("customer");
      const data = [...intents.values()]
        .filter((i) => i.account === account && (!customer || i.customer === customer))
        .reverse()
        .map(publicIntent);
      return (json(200, { object: "list", data, has_more: false, url: "/v1/payment_intents" }), true);
    }
    if (resource === "refunds" && req.method === "POST" && !id) {
      return (await once(req, url.pathname, params, account, json, () => createRefund(params, account)), true);
    }
    return false;
  }

  return {
    handle,
    saveCard,
    payAtCheckout,
    setupIntents,
    paymentIntents: intents,
    refunds,
    events,
    /** How the saved card `paymentMethodId` answers the next charges. */
    setCard(paymentMethodId: string, behaviour: CardBehaviour) {
      const pm = paymentMethods.get(paymentMethodId);
      if (!pm) throw new Error(`No such payment method ${paymentMethodId}`);
      Object.assign(pm, { behaviour, tries: 0 });
    },
    /** The card a setup-mode Checkout session saved. */
    cardOfSession(session: Record<string, unknown>) {
      return setupIntents.get(String(session.setup_intent))?.payment_method ?? null;
    },
    /**
     * Holds the next charge once Stripe has made it (the intent exists, charged or declined)
     * until release(): its answer and its event wait, as when the caller dies before reading it.
     */
    holdNextCharge() {
      let answered = () => {};
      const kept = new Promise<void>((resolve) => (answered = resolve));
      let release = () => {};
      const released = new Promise<() => void>((resolve) => (release = () => resolve(answered)));
      const intentMade = new Promise<string>((made) => (hold = (id) => ((hold = null), made(id), released)));
      /** release() lets the held charge answer and resolves once its answer is kept under its Idempotency-Key. */
      return { intentMade, release: () => (release(), kept) };
    },
    /** Keeps payment_intent events from the app (they are still listed in `events`) while true. */
    holdEvents(held: boolean) {
      eventsHeld = held;
    },
    /** Waits for every event sent so far to be answered by the app. */
    settled: async () => {
      while (deliveries.size) await Promise.allSettled([...deliveries]);
    },
  };
}
