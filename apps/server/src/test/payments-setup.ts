import type { FormDocument } from "@yq/form-schema/form-document";
import type { PaymentSettings } from "@yq/form-schema/payment";
import { subscriptions } from "../db/schema/platform";
import { insertForm, startTestLead, testDocument } from "./public-test-helpers";
import { signedConnectEvent } from "./stripe-connect-stand-in";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";

export const CONNECT_SECRET = "whsec_connect_test";

/** The app with Stripe configured against a stand-in that delivers Connect events back to it. */
export async function paymentsTestApp(): Promise<{ t: TestApp; stripe: StripeStandIn }> {
  const ref: { t?: TestApp } = {};
  // The stand-in delivers events by fetch; the test app answers in-process, so a tiny relay
  // hands them over (the URL only needs to be something the stand-in can call).
  const stripe = await startStripeStandIn({ connectWebhookSecret: CONNECT_SECRET });
  const relay = await startRelay(async (req) => ref.t!.app.request("/api/payments/webhook", req));
  stripe.setConnectWebhookUrl(relay.url);
  ref.t = await createTestApp({
    TRUST_PROXY: "true",
    STRIPE_SECRET_KEY: "sk_test_payments",
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  const t = ref.t;
  const close = t.close;
  return {
    t: Object.assign(t, { close: async () => void (await Promise.all([close(), stripe.close(), relay.close()])) }),
    stripe,
  };
}

async function startRelay(handle: (req: Request) => Promise<Response>) {
  const http = await import("node:http");
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const answer = await handle(
      new Request("http://relay/", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": String(req.headers["stripe-signature"] ?? ""),
        },
        body,
      }),
    );
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A signed-up owner on the plan (billing is on in these tests, so forms need a subscription). */
export async function subscribedOwner(t: TestApp) {
  const owner = await t.signUp();
  await t.db
    .insert(subscriptions)
    .values({ id: `sub_${owner.userId}`, userId: owner.userId, customerId: `cus_${owner.userId}`, status: "active" });
  return owner;
}

/** An owner on the plan whose connected account finished onboarding on the stand-in. */
export async function connectedOwner(t: TestApp, stripe: StripeStandIn) {
  const owner = await subscribedOwner(t);
  const { url } = (await (await owner.post("/api/payments/connect")).json()) as { url: string };
  const finish = await fetch(url, { method: "POST", redirect: "manual" });
  if (finish.status !== 303) throw new Error(`onboarding failed: ${finish.status}`);
  const account = (await (await owner.get("/api/payments/account")).json()) as { accountId: string };
  return Object.assign(owner, { accountId: account.accountId, stripe });
}

/** A published form of the owner asking for `payment`; medium weekly is $80 a visit. */
export async function paymentForm(
  t: TestApp,
  userId: string,
  payment: Partial<PaymentSettings>,
  edit?: (d: FormDocument) => void,
) {
  const doc = testDocument((d) => {
    d.yardSizes.medium.weeklyPrice = 80;
    d.yardSizes.medium.weeklyPriceEnabled = true;
    d.paymentSettings = { ...d.paymentSettings, ...payment };
    d.notificationSettings = { email: "owner@example.com", notifications_enabled: true };
    edit?.(d);
  });
  return insertForm(t, userId, doc);
}

const MEDIUM_WEEKLY = { serviceType: "mowing", yardSize: "medium", frequency: "weekly" };

/** A lead that accepted `choice` on the form: medium weekly unless said. */
export async function acceptedLead(t: TestApp, formId: string, choice: Record<string, unknown> = MEDIUM_WEEKLY) {
  const lead = await startTestLead(t, formId);
  const res = await t
    .client()
    .post(
      `/api/public/leads/${lead.leadId}/response`,
      { token: lead.token, ...choice, responseStatus: "accept" },
      lead.headers,
    );
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { submissionId: string; payment: unknown };
  return { ...lead, ...body };
}

/** Sends a connected-account event, signed like Stripe, to the app. */
export async function sendConnectEvent(
  t: TestApp,
  type: string,
  object: unknown,
  account: string,
  options: { created?: number; id?: string; secret?: string } = {},
) {
  const event = signedConnectEvent(
    options.secret ?? CONNECT_SECRET,
    type,
    object,
    account,
    options.created,
    options.id,
  );
  const res = await t.app.request("/api/payments/webhook", {
    method: "POST",
    body: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.header },
  });
  return { res, body: (await res.json()) as Record<string, unknown>, event };
}
