import type { WebhookLeadUpdatedData, WebhookPayload } from "@yq/form-schema/webhooks";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { webhookEndpoints } from "../db/schema/webhooks";
import { createSmtpTransport } from "../mail/transport";
import type { OutboxSender } from "../outbox/dispatch";
import { createOutboxWorker, type OutboxWorker } from "../outbox/worker";
import { acceptedLead, connectedOwner, paymentForm, paymentsTestApp } from "../test/payments-setup";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { CONFIRMATION_GRACE_MS } from "./lead-emails";

// The customer's confirmation names the final agreement and is sent once: after
// the upsell step is answered, or when the grace for it has passed; every customer email comes
// from the business's name and answers to the owner. Time passes through the
// outbox's due time (next_attempt_at), never a sleep.

const MAIL_FROM = "YardQuote <no-reply@yardquote.test>";
const CUSTOMER = "pat@example.com";
const OWNER_INBOX = "owner@example.com";

let t: TestApp;
let stripe: StripeStandIn;
let smtp: SmtpSink;
let worker: OutboxWorker;

beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
  smtp = await startSmtpSink();
  const mail = createSmtpTransport(smtp.url, MAIL_FROM);
  // Emails over SMTP as in production; webhook deliveries are read from their rows instead.
  const sender: OutboxSender = {
    send: (row) => (row.kind === "webhook" ? Promise.resolve() : mail.send(row)),
    close: () => mail.close(),
  };
  worker = createOutboxWorker({ db: t.db, sender, logger: t.deps.logger });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

/** A connected owner's form: medium weekly $80 a visit, a 50% deposit, Aeration offered at $15 a visit. */
async function depositForm(edit: Parameters<typeof paymentForm>[3] = () => {}) {
  const owner = await connectedOwner(t, stripe);
  const form = await paymentForm(
    t,
    owner.userId,
    { mode: "deposit", depositType: "percent", depositPercent: 50 },
    (d) => {
      d.upsellSettings.services[0] = { ...d.upsellSettings.services[0]!, price: 15, unit: "visit" };
      edit(d);
    },
  );
  return { owner, form };
}

const confirmationOf = (submissionId: string) =>
  t.db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `lead-confirmation:${submissionId}`));

/** The grace passes for one queued email: it is due now. */
const graceOver = (dedupeKey: string) =>
  t.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(and(eq(outbox.dedupeKey, dedupeKey), eq(outbox.status, "pending")));

const toCustomer = () => smtp.messages.filter((m) => m.to.includes(CUSTOMER));

const upsell = (lead: Awaited<ReturnType<typeof acceptedLead>>, ids: string[]) =>
  t
    .client()
    .post(
      `/api/public/leads/${lead.leadId}/upsell`,
      { token: lead.token, selectedUpsellServiceIds: ids },
      lead.headers,
    );

function expectFromTheBusiness(mail: { header: (name: string) => string | undefined }, replyTo = OWNER_INBOX) {
  // The signed-up owner's business (test-app.ts signs up "Green Lawns") on the platform's address.
  expect(mail.header("from")).toBe("Green Lawns <no-reply@yardquote.test>");
  expect(mail.header("reply-to")).toBe(replyTo);
}

describe("the customer's confirmation waits for the upsell step", () => {
  it("goes at once when the visitor answers the upsell step with No thanks", async () => {
    const { form } = await depositForm();
    const lead = await acceptedLead(t, form.id);
    await worker.drain();
    expect(toCustomer()).toEqual([]);
    expect((await upsell(lead, [])).status).toBe(201);
    await worker.drain();
    const [confirmation, ...more] = toCustomer();
    expect(more).toEqual([]);
    expectFromTheBusiness(confirmation!);
    expect(confirmation!.text).toContain("Deposit due today: $40");
  });

  it("is sent once, with the add-ons and the grown deposit, when the upsell comes within the grace", async () => {
    const { form } = await depositForm();
    const lead = await acceptedLead(t, form.id);
    const [queued] = await confirmationOf(lead.submissionId);
    // Due at the end of the grace, not now.
    expect(queued!.nextAttemptAt.getTime() - queued!.createdAt.getTime()).toBeGreaterThanOrEqual(
      CONFIRMATION_GRACE_MS - 1000,
    );
    await worker.drain();
    expect(toCustomer()).toEqual([]);
    // The owner's alert goes at once and writes the agreement's rows.
    const alert = smtp.messages.find((m) => m.to.includes(OWNER_INBOX))!;
    expect(alert.text).toContain("Plan: Weekly");
    expect(alert.text).toContain("Mowing Service: $80 per visit");
    expect(alert.text).toContain("Total: $80");
    expect(alert.text).toContain("Deposit due today: $40");
    expect(alert.text).toContain("Payment: Awaiting deposit, $40");

    expect((await upsell(lead, ["u1"])).status).toBe(201);
    await worker.drain();
    const [confirmation, ...more] = toCustomer();
    expect(more).toEqual([]);
    expectFromTheBusiness(confirmation!);
    expect(confirmation!.header("subject")).toBe("Your quote from Green Lawns");
    for (const row of ["Plan: Weekly", "Aeration: $15 per visit", "Total: $95", "Deposit due today: $47.50"])
      expect(confirmation!.text).toContain(row);
    // Due today, not "awaiting": the receipt says when it is paid.
    expect(confirmation!.text).not.toContain("Payment:");
    expect(confirmation!.text).toContain("You also asked for:");

    // Nothing more, however long one waits.
    await graceOver(`lead-confirmation:${lead.submissionId}`);
    await worker.drain();
    expect(toCustomer()).toHaveLength(1);
    expect(await confirmationOf(lead.submissionId)).toHaveLength(1);
  });

  it("is sent at the end of the grace when the upsell never comes (No thanks stays in the browser)", async () => {
    const { form } = await depositForm();
    const lead = await acceptedLead(t, form.id);
    await worker.drain();
    expect(toCustomer()).toEqual([]);

    await graceOver(`lead-confirmation:${lead.submissionId}`);
    await worker.drain();
    const [confirmation, ...more] = toCustomer();
    expect(more).toEqual([]);
    expectFromTheBusiness(confirmation!);
    expect(confirmation!.text).toContain("Total: $80");
    expect(confirmation!.text).toContain("Deposit due today: $40");
    expect(confirmation!.text).not.toContain("Aeration");

    // An upsell after it was sent tells the owner, and sends the customer no second confirmation.
    expect((await upsell(lead, ["u1"])).status).toBe(201);
    await worker.drain();
    expect(toCustomer()).toHaveLength(1);
    const upsellAlert = smtp.messages.find((m) => m.header("subject")?.startsWith("Upsell request"))!;
    expect(upsellAlert.text).toContain("Total: $95");
    expect(upsellAlert.text).toContain("Deposit due today: $47.50");
  });

  it("is sent at once when the form offers no upsell, answering to the account without a form address", async () => {
    const { owner, form } = await depositForm((d) => {
      d.upsellSettings.enabled = false;
      d.notificationSettings = { email: null, notifications_enabled: true };
    });
    await acceptedLead(t, form.id);
    await worker.drain();
    const [confirmation, ...more] = toCustomer();
    expect(more).toEqual([]);
    expectFromTheBusiness(confirmation!, owner.email);
    expect(confirmation!.text).toContain("Deposit due today: $40");
  });
});

describe("every customer email speaks as the business", () => {
  it("the payment receipt after Stripe's event", async () => {
    const { form } = await depositForm();
    const lead = await acceptedLead(t, form.id);
    const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
    const { url } = (await res.json()) as { url: string };
    expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
    await worker.drain();
    const [receipt, ...more] = toCustomer();
    expect(more).toEqual([]);
    expect(receipt!.header("subject")).toBe("Payment received: Green Lawns");
    expectFromTheBusiness(receipt!);
  });
});

describe("the lead's webhooks after an upsell", () => {
  it("lead.updated carries the final agreement's total and the agreement", async () => {
    const { owner, form } = await depositForm();
    await t.db.insert(webhookEndpoints).values({
      userId: owner.userId,
      url: "https://hooks.example.com/yq",
      events: ["lead.completed", "lead.updated"],
      secret: "whsec_test",
    });
    const lead = await acceptedLead(t, form.id);
    expect((await upsell(lead, ["u1"])).status).toBe(201);
    expect((await owner.put(`/api/forms/${form.id}/leads/${lead.leadId}/status`, { status: "won" })).status).toBe(200);

    const payloadOf = async (type: string) => {
      const rows = await t.db
        .select()
        .from(outbox)
        .where(and(like(outbox.dedupeKey, "webhook:%"), eq(outbox.subject, type)));
      const mine = rows
        .map((r) => JSON.parse(r.text) as WebhookPayload)
        .filter((p) => "leadId" in p.data && p.data.leadId === lead.leadId);
      expect(mine).toHaveLength(1);
      return mine[0]!.data as WebhookLeadUpdatedData;
    };
    const completed = await payloadOf("lead.completed");
    expect(completed.priced?.totals.totalCents).toBe(8000);
    expect(completed.agreement?.totals.totalCents).toBe(8000);

    const updated = await payloadOf("lead.updated");
    expect(updated.status).toBe("won");
    expect(updated.priced?.totals.totalCents).toBe(9500);
    expect(updated.agreement).toMatchObject({
      totals: expect.objectContaining({ totalCents: 9500 }),
      payment: { kind: "deposit", amountCents: 4750 },
      lines: [
        expect.objectContaining({ kind: "service" }),
        expect.objectContaining({ kind: "add_on", name: "Aeration" }),
      ],
    });
  });
});
