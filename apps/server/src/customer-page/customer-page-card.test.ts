import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPlan } from "../test/billing-plans";
import { outbox } from "../db/schema/outbox";
import { bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEvents } from "../db/schema/platform";
import { customerPagePath, newCustomerToken, readCustomerToken } from "../lib/customer-link";
import { pausePlan } from "../charges/plan-pause";
import { setVisitStatus } from "../scheduling/visits.service";
import { paymentsTestApp, sendConnectEvent } from "../test/payments-setup";
import { publicSession } from "../test/stripe-connect-stand-in";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// The card and the link of the customer's page (decision 122): "Update card" opens a setup-mode
// Checkout on the owner's account, whose completed event hands the new card to charges/; an
// expired link offers a fresh one by email to the lead's own address only.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const formPost = (url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.client().post(url, new URLSearchParams(fields).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    ...headers,
  });
const recordOf = async (leadId: string) =>
  (
    await t.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.leadId, leadId), eq(formSubmissions.submissionStage, "complete")))
  )[0]!;

/**
 * Where the card step sends the window: a page that refreshes to Stripe (a 303 would be stopped by
 * the page's form-action 'self'), with the same address as its link.
 */
async function stripeAddress(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const body = await res.text();
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(body)?.[1];
  expect(refresh, body).toBeTruthy();
  const url = refresh!.replaceAll("&amp;", "&");
  expect(body).toContain(`href="${refresh}"`);
  return url;
}

describe("Update card", () => {
  it("opens Stripe Checkout in setup mode on the owner's account; the completed event retries and resumes", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done", card: "declines" });
    const path = customerPagePath(newCustomerToken(t.env, plan.lead.leadId));
    // The first visit done and its charge declined; the plan paused (as after its last retry).
    await setVisitStatus(t.deps, plan.owner.userId, plan.visits[0]!.id, "done");
    expect((await plan.chargesOf())[0]).toMatchObject({ status: "failed" });
    await t.db.transaction((tx) => pausePlan(tx, plan.owner.userId, plan.lead.leadId));
    const paused = await t.client().get(path);
    expect(await paused.text()).toContain("Your visits are paused until your card works");

    const url = await stripeAddress(await formPost(`${path}/card`));
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    const session = stripe.sessions.get(url.split("/").pop()!)!;
    expect(session.account).toBe(plan.accountId);
    expect(session.params).toMatchObject({
      mode: "setup",
      customer: plan.customer,
      "metadata[purpose]": "card_update",
      "metadata[leadId]": plan.lead.leadId,
      success_url: `http://localhost:3000${path}?card=updated`,
      cancel_url: `http://localhost:3000${path}?card=cancelled`,
    });

    // The customer saves a new card on Stripe's page; its signed event reaches the Connect webhook.
    const back = await fetch(url, { method: "POST", redirect: "manual" });
    expect(back.headers.get("location")).toBe(`http://localhost:3000${path}?card=updated`);
    await stripe.payments.settled();
    const newCard = stripe.payments.cardOfSession(session)!;
    expect(newCard).not.toBe(plan.paymentMethod);
    expect(await recordOf(plan.lead.leadId)).toMatchObject({
      paymentCustomerId: plan.customer,
      paymentMethodId: newCard,
    });
    const [charge] = await plan.chargesOf();
    expect(charge).toMatchObject({ status: "succeeded" });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, plan.lead.leadId));
    expect(booking!.pausedAt).toBeNull();
    const later = await t.db.select().from(visits).where(eq(visits.leadId, plan.lead.leadId));
    expect(later.some((v) => v.status === "paused")).toBe(false);
    expect(await (await t.client().get(`${path}?card=updated`)).text()).toContain("Your new card is saved");
  });

  it("says so when the owner's account cannot take a card, and refuses a post from another site", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done" });
    const path = customerPagePath(newCustomerToken(t.env, plan.lead.leadId));
    expect((await formPost(`${path}/card`, {}, { origin: "https://evil.example" })).status).toBe(403);
    await stripe.updateAccount(plan.accountId, { charges_enabled: false });
    const res = await formPost(`${path}/card`);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("cannot take a new card online right now");
  });
});

describe("an expired link", () => {
  it("offers a fresh link by email: the same answer whatever the address, mail only to the lead's own", async () => {
    const plan = await cardPlan(t, stripe, { timing: "on_done" });
    const expired = newCustomerToken(t.env, plan.lead.leadId, Date.now() - 31 * 86_400_000);
    const opened = await t.client().get(customerPagePath(expired));
    expect(opened.status).toBe(410);
    const text = await opened.text();
    expect(text).toContain("This link has expired");
    expect(text).toContain('action="/plan/renew"');
    // A skip through an expired link changes nothing.
    expect((await formPost(`${customerPagePath(expired)}/visits/${plan.visits[0]!.id}/skip`)).status).toBe(410);

    const ip = { "x-forwarded-for": "203.0.113.77" };
    const wrong = await formPost("/plan/renew", { token: expired, email: "someone@example.com" }, ip);
    const right = await formPost("/plan/renew", { token: expired, email: " PAT@example.com " }, ip);
    expect(wrong.status).toBe(200);
    expect(right.status).toBe(200);
    expect(await wrong.text()).toBe(await right.text());
    const sent = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `plan-link:${plan.lead.leadId}:%`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "plan_link", to: "pat@example.com", fromName: "Green Lawns" });
    const link = /http:\/\/localhost:3000\/plan\/(\S+)/.exec(sent[0]!.text)![1]!;
    expect(readCustomerToken(t.env, link)).toEqual({ leadId: plan.lead.leadId, expired: false });

    // Rate-limited per network address.
    for (let i = 0; i < 3; i++) await formPost("/plan/renew", { token: expired, email: "x@example.com" }, ip);
    expect((await formPost("/plan/renew", { token: expired, email: "x@example.com" }, ip)).status).toBe(429);
    // A made-up token is a 404.
    expect((await formPost("/plan/renew", { token: "nope", email: "pat@example.com" })).status).toBe(404);
  });
});

it("applies a card update event once, however often Stripe delivers it, and only from the lead's owner's account", async () => {
  const plan = await cardPlan(t, stripe, { timing: "on_done" });
  const path = customerPagePath(newCustomerToken(t.env, plan.lead.leadId));
  const url = await stripeAddress(await formPost(`${path}/card`));
  const session = stripe.sessions.get(url.split("/").pop()!)!;
  const seti = stripe.payments.saveCard(plan.customer, plan.accountId);
  const completed = { ...publicSession(session), status: "complete", setup_intent: seti, url: null };
  const elsewhere = await sendConnectEvent(t, "checkout.session.completed", completed, "acct_test_someone_else");
  expect(elsewhere.body).toEqual({ received: true, ignored: true });
  const newCard = stripe.payments.setupIntents.get(seti)!.payment_method;
  expect((await recordOf(plan.lead.leadId)).paymentMethodId).not.toBe(newCard);
  const id = `evt_card_${plan.lead.leadId}`;
  expect((await sendConnectEvent(t, "checkout.session.completed", completed, plan.accountId, { id })).body).toEqual({
    received: true,
  });
  const again = await sendConnectEvent(t, "checkout.session.completed", completed, plan.accountId, { id });
  expect(again.body).toEqual({ received: true, duplicate: true });
  expect((await recordOf(plan.lead.leadId)).paymentMethodId).toBe(
    stripe.payments.setupIntents.get(seti)!.payment_method,
  );
  expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, id))).toHaveLength(1);
});
