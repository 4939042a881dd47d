import { eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import {
  acceptedLead,
  CONNECT_SECRET,
  connectedOwner,
  paymentForm,
  paymentsTestApp,
  sendConnectEvent,
} from "../test/payments-setup";
import { signedConnectEvent } from "../test/stripe-connect-stand-in";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

const recordOf = async (id: string) => (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0];

/** A lead of a fresh connected owner's form with an open Checkout session. */
async function leadInCheckout(mode: "deposit" | "full" | "card" = "deposit") {
  const owner = await connectedOwner(t, stripe);
  const form = await paymentForm(t, owner.userId, { mode, depositType: "fixed", depositAmount: 30 });
  const lead = await acceptedLead(t, form.id);
  const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
  const { url } = (await res.json()) as { url: string };
  const session = stripe.sessions.get(url.split("/").pop()!)!;
  return { owner, form, lead, url, session };
}

/** The session as Stripe's event would carry it once paid. */
const paidSession = (session: Record<string, unknown>, change: Record<string, unknown> = {}) => {
  const { params: _p, account: _a, ...rest } = session;
  return { ...rest, status: "complete", payment_status: "paid", url: null, ...change };
};

describe("a completed Checkout marks the lead", () => {
  it("paid through the stand-in's hosted Checkout and its signed event, with the receipt queued", async () => {
    const { owner, form, lead, url } = await leadInCheckout("deposit");
    const pay = await fetch(url, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(303);
    expect(await recordOf(lead.submissionId)).toMatchObject({
      paymentStatus: "paid",
      paymentKind: "deposit",
      paymentAmountCents: 3000,
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `payment-%:${lead.submissionId}`));
    const receipt = mails.find((m) => m.kind === "payment_receipt")!;
    expect(receipt.to).toBe("pat@example.com");
    expect(receipt.text).toContain("Deposit paid, $30");
    expect(mails.find((m) => m.kind === "payment_alert")!.subject).toContain("Deposit paid, $30");

    // The owner sees it in the submissions list, the leads view and the CSV.
    const payment = { status: "paid", kind: "deposit", amountCents: 3000 };
    const list = await (await owner.get(`/api/forms/${form.id}/submissions`)).json();
    expect(list.submissions.find((s: { id: string }) => s.id === lead.leadId).payment).toEqual(payment);
    const leads = await (await owner.get(`/api/forms/${form.id}/leads`)).json();
    expect(leads.leads[0].payment).toEqual(payment);
    const csv = await (await owner.get(`/api/forms/${form.id}/leads.csv`)).text();
    expect(csv).toContain("Deposit paid, $30");
    // Another owner cannot read them.
    expect((await (await t.signUp()).get(`/api/forms/${form.id}/submissions`)).status).toBe(404);
  });

  it("card saved in setup mode", async () => {
    const { lead, url } = await leadInCheckout("card");
    await fetch(url, { method: "POST", redirect: "manual" });
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("card_saved");
  });

  it("once, however often and in whatever order the events come", async () => {
    const { owner, lead, session } = await leadInCheckout("full");
    const now = Math.floor(Date.now() / 1000);
    const completed = { id: "evt_test_completed_once", created: now };
    const first = await sendConnectEvent(
      t,
      "checkout.session.completed",
      paidSession(session),
      owner.accountId,
      completed,
    );
    expect(first.body).toEqual({ received: true });
    const again = await sendConnectEvent(
      t,
      "checkout.session.completed",
      paidSession(session),
      owner.accountId,
      completed,
    );
    expect(again.body).toEqual({ received: true, duplicate: true });
    // A late, earlier "unpaid" completion and a later async success leave it paid.
    const late = await sendConnectEvent(
      t,
      "checkout.session.completed",
      paidSession(session, { payment_status: "unpaid" }),
      owner.accountId,
      { created: now - 30 },
    );
    expect(late.body).toEqual({ received: true, ignored: true });
    await sendConnectEvent(t, "checkout.session.async_payment_succeeded", paidSession(session), owner.accountId);
    const record = await recordOf(lead.submissionId);
    expect(record.paymentStatus).toBe("paid");
    expect(record.paymentUpdatedAt?.getTime()).toBe(now * 1000);
    const receipts = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `payment-receipt:${lead.submissionId}`));
    expect(receipts).toHaveLength(1);
  });

  it("an async payment: completed unpaid, then async_payment_succeeded", async () => {
    const { owner, lead, session } = await leadInCheckout("full");
    await sendConnectEvent(
      t,
      "checkout.session.completed",
      paidSession(session, { payment_status: "unpaid" }),
      owner.accountId,
    );
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("awaiting");
    await sendConnectEvent(t, "checkout.session.async_payment_succeeded", paidSession(session), owner.accountId);
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("paid");
  });
});

describe("tampering is refused", () => {
  it("another amount, another currency, another mode", async () => {
    const { owner, lead, session } = await leadInCheckout("full");
    for (const change of [{ amount_total: 50 }, { currency: "eur" }, { mode: "setup" }]) {
      const res = await sendConnectEvent(
        t,
        "checkout.session.completed",
        paidSession(session, change),
        owner.accountId,
      );
      expect(res.body).toEqual({ received: true, ignored: true });
    }
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("awaiting");
  });

  it("another form's session id, and a session paid on another owner's account", async () => {
    const a = await leadInCheckout("full");
    const b = await leadInCheckout("full");
    // B's paid session relabelled as A's lead: not A's session.
    const relabelled = paidSession(b.session, {
      metadata: { ...(b.session.metadata as object), submissionId: a.lead.submissionId },
    });
    expect((await sendConnectEvent(t, "checkout.session.completed", relabelled, a.owner.accountId)).body).toEqual({
      received: true,
      ignored: true,
    });
    // A's own session reported by B's account (B's owner cannot pay A's leads on their account).
    expect(
      (await sendConnectEvent(t, "checkout.session.completed", paidSession(a.session), b.owner.accountId)).body,
    ).toEqual({
      received: true,
      ignored: true,
    });
    expect((await recordOf(a.lead.submissionId)).paymentStatus).toBe("awaiting");
    expect((await recordOf(b.lead.submissionId)).paymentStatus).toBe("awaiting");
  });

  it("an unsigned, wrongly signed, altered or replayed-late event", async () => {
    const { owner, lead, session } = await leadInCheckout("full");
    const post = (payload: string, header?: string) =>
      t.app.request("/api/payments/webhook", {
        method: "POST",
        body: payload,
        headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
      });
    const good = signedConnectEvent(
      CONNECT_SECRET,
      "checkout.session.completed",
      paidSession(session),
      owner.accountId,
    );
    const unsigned = await post(good.payload);
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).error).toBe("Missing Stripe-Signature header.");
    const forged = signedConnectEvent(
      "whsec_other",
      "checkout.session.completed",
      paidSession(session),
      owner.accountId,
    );
    expect((await post(forged.payload, forged.header)).status).toBe(400);
    expect((await post(good.payload.replace('"amount_total":8000', '"amount_total":8001'), good.header)).status).toBe(
      400,
    );
    // A capture replayed after Stripe's five-minute tolerance: the signature's time is too old.
    const old = Math.floor(Date.now() / 1000) - 600;
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: CONNECT_SECRET,
      timestamp: old,
    });
    const replay = await post(good.payload, stale);
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe("Webhook signature verification failed.");
    // A signature that does not match the body.
    expect((await post(good.payload, good.header.replace(/v1=\w+/, "v1=00"))).status).toBe(400);
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("awaiting");
    // Signed and well-formed, it applies.
    expect(await (await post(good.payload, good.header)).json()).toEqual({ received: true });
    expect((await recordOf(lead.submissionId)).paymentStatus).toBe("paid");
  });

  it("answers 400 to a signed event of the wrong shape", async () => {
    const { owner, session } = await leadInCheckout("full");
    const res = await sendConnectEvent(
      t,
      "checkout.session.completed",
      paidSession(session, { amount_total: "8000" }),
      owner.accountId,
    );
    expect(res.res.status).toBe(400);
    expect(res.body).toEqual({ error: "The event does not have the shape of a Stripe event." });
  });
});
