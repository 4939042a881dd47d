import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CardBehaviour } from "../test/stripe-payment-intents-stand-in";
import { startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";
import { startWebhookReceiver } from "../test/webhook-receiver";

// The stand-in's saved-card Stripe (test/stripe-payment-intents-stand-in.ts) through the real SDK:
// what charges/ relies on must behave as Stripe documents it, or the charges tests prove nothing.

const SECRET = "whsec_stand_in_intents";
let standIn: StripeStandIn;
let sdk: Stripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  standIn = await startStripeStandIn({ connectWebhookUrl: receiver.url, connectWebhookSecret: SECRET });
  const url = new URL(standIn.url);
  sdk = new Stripe("sk_test_stand_in", { host: url.hostname, port: url.port, protocol: "http", maxNetworkRetries: 1 });
});
afterAll(async () => {
  await standIn.close();
  await receiver.stop();
});

const account = "acct_test_owner";
const onAccount = (idempotencyKey?: string) => ({
  stripeAccount: account,
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

async function savedCard(behaviour: CardBehaviour = "succeeds") {
  const customer = await sdk.customers.create({ email: "pat@example.com" }, onAccount());
  const seti = standIn.payments.saveCard(customer.id, account, behaviour);
  const setupIntent = await sdk.setupIntents.retrieve(seti, {}, onAccount());
  return { customer: customer.id, payment_method: String(setupIntent.payment_method) };
}

const charge = (card: { customer: string; payment_method: string }, amount = 8000, key?: string) =>
  sdk.paymentIntents.create(
    { ...card, amount, currency: "usd", off_session: true, confirm: true, metadata: { chargeId: "c1" } },
    onAccount(key),
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Stripe.errors.StripeError) => error,
  );

describe("off-session PaymentIntents on the stand-in", () => {
  it("replays a key's first answer, refuses it with other parameters, and runs overlapping requests once", async () => {
    const card = await savedCard();
    const first = await charge(card, 8000, "key-a");
    expect(first).toMatchObject({
      status: "succeeded",
      amount: 8000,
      amount_received: 8000,
      metadata: { chargeId: "c1" },
    });
    const replay = await charge(card, 8000, "key-a");
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const other = await refusal(charge(card, 9000, "key-a"));
    expect(other).toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });

    const [x, y] = await Promise.all([charge(card, 8000, "key-b"), charge(card, 8000, "key-b")]);
    expect(y.id).toBe(x.id);
    expect([...standIn.payments.paymentIntents.values()].filter((i) => i.customer === card.customer)).toHaveLength(2);
    // Only the account it was made on finds it.
    expect((await sdk.paymentIntents.retrieve(first.id, {}, onAccount())).status).toBe("succeeded");
    expect(
      await refusal(sdk.paymentIntents.retrieve(first.id, {}, { stripeAccount: "acct_test_other" })),
    ).toMatchObject({
      statusCode: 404,
    });
    const listed = await sdk.paymentIntents.list({ customer: card.customer }, onAccount());
    expect(listed.data.map((i) => i.id).sort()).toEqual([first.id, x.id].sort());
  });

  it("declines with the intent in the error, replays the decline, asks for authentication, declines N times", async () => {
    const declining = await savedCard("declines");
    const declined = await refusal(charge(declining, 8000, "key-d"));
    expect(declined).toMatchObject({
      type: "StripeCardError",
      statusCode: 402,
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_intent: { status: "requires_payment_method", last_payment_error: { code: "card_declined" } },
    });
    const again = await refusal(charge(declining, 8000, "key-d"));
    expect(again?.payment_intent?.id).toBe(declined?.payment_intent?.id);
    expect([...standIn.payments.paymentIntents.values()].filter((i) => i.customer === declining.customer)).toHaveLength(
      1,
    );

    const held = await refusal(charge(await savedCard("requires_authentication")));
    expect(held).toMatchObject({ code: "authentication_required", decline_code: "authentication_required" });

    const flaky = await savedCard({ declinesThenSucceeds: 2 });
    expect(await refusal(charge(flaky, 8000, "f1"))).toMatchObject({ code: "card_declined" });
    expect(await refusal(charge(flaky, 8000, "f1"))).toMatchObject({ code: "card_declined" });
    expect(await refusal(charge(flaky, 8000, "f2"))).toMatchObject({ code: "card_declined" });
    expect((await charge(flaky, 8000, "f3")).status).toBe("succeeded");

    expect(await refusal(charge({ ...flaky, payment_method: "pm_test_unknown" }))).toMatchObject({ statusCode: 400 });
    expect(await refusal(charge(flaky, 20))).toMatchObject({ code: "amount_too_small" });
  });

  it("refunds what was taken, no more, and sends signed payment_intent events", async () => {
    const card = await savedCard();
    const intent = await charge(card, 5000);
    expect(await refusal(sdk.refunds.create({ payment_intent: intent.id, amount: 6000 }, onAccount()))).toMatchObject({
      statusCode: 400,
    });
    const part = await sdk.refunds.create({ payment_intent: intent.id, amount: 2000 }, onAccount("r1"));
    expect((await sdk.refunds.create({ payment_intent: intent.id, amount: 2000 }, onAccount("r1"))).id).toBe(part.id);
    const rest = await sdk.refunds.create({ payment_intent: intent.id }, onAccount());
    expect(rest).toMatchObject({ amount: 3000, status: "succeeded", payment_intent: intent.id });
    expect(await refusal(sdk.refunds.create({ payment_intent: intent.id }, onAccount()))).toMatchObject({
      code: "charge_already_refunded",
    });

    await standIn.payments.settled();
    const events = receiver.received.map((r) =>
      Stripe.webhooks.constructEvent(r.body, r.headers["stripe-signature"], SECRET),
    );
    const mine = events.find((e) => (e.data.object as { id: string }).id === intent.id)!;
    expect(mine).toMatchObject({ type: "payment_intent.succeeded", account });
    expect(events.some((e) => e.type === "payment_intent.payment_failed")).toBe(true);
  });
});
