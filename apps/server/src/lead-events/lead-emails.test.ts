import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import { profiles } from "../db/schema/profiles";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import { queueLeadEmails } from "./lead-emails";
import { insertAnsweredLead, insertForm, insertUpsell, JANE } from "../test/lead-fixtures";
import type { OutboxWorker } from "../outbox/worker";
import { appMailWorker } from "../test/mail-worker";

let t: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;
let ownerId: string;
let ownerEmail: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "YardQuote <no-reply@yardquote.test>" });
  worker = appMailWorker(t);
  const owner = await t.signUp();
  ownerId = owner.userId;
  ownerEmail = owner.email;
  await t.db.update(profiles).set({ companyName: "Green Lawns & Co" }).where(eq(profiles.id, ownerId));
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

async function deliver(submissionId: string) {
  await queueLeadEmails(t.deps, submissionId);
  await worker.drain();
  return smtp.messages;
}

describe("new-lead emails", () => {
  it("name the lawn area when the visitor measured the lawn, and say when it was typed in", async () => {
    const form = await insertForm(t.db, ownerId);
    const measured = await insertAnsweredLead(t.db, form.id, "accept");
    const outlines = {
      type: "MultiPolygon" as const,
      coordinates: [
        [
          [
            [0, 0],
            [0.0001, 0],
            [0.0001, 0.0001],
            [0, 0],
          ],
        ] as [number, number][][],
      ],
    };
    await t.db
      .update(formSubmissions)
      .set({ lawnAreaSqFt: 9_876, lawnOutlines: outlines })
      .where(eq(formSubmissions.id, measured.completeId));
    const sent = await deliver(measured.completeId);
    expect(sent.find((m) => m.to.includes("alerts@greenlawns.example"))!.text).toContain(
      "Lawn area: 9,876 sq ft (measured on the map)",
    );

    smtp.messages.length = 0;
    const typed = await insertAnsweredLead(t.db, form.id, "accept", { ...JANE, customerEmail: "typed@example.com" });
    await t.db.update(formSubmissions).set({ lawnAreaSqFt: 12_000 }).where(eq(formSubmissions.id, typed.completeId));
    const typedMail = await deliver(typed.completeId);
    expect(typedMail.find((m) => m.to.includes("alerts@greenlawns.example"))!.text).toContain(
      "Lawn area: 12,000 sq ft (typed in by the customer)",
    );
  });

  it("alerts the owner and confirms to the customer when a quote is accepted, each once", async () => {
    const form = await insertForm(t.db, ownerId, { acceptMessage: "<p>We mow on <strong>Tuesdays</strong>.</p>" });
    const { completeId } = await insertAnsweredLead(t.db, form.id, "accept");

    const sent = await deliver(completeId);
    expect(sent).toHaveLength(2);
    const alert = sent.find((m) => m.to.includes("alerts@greenlawns.example"))!;
    expect(alert.to).toEqual(["alerts@greenlawns.example"]);
    expect(alert.from).toBe("no-reply@yardquote.test");
    expect(alert.header("subject")).toBe("New lead: Jane Doe accepted your Mowing Service quote");
    expect(alert.header("reply-to")).toBe("jane@example.com");
    for (const part of [
      "Accepted",
      "Jane Doe",
      "jane@example.com",
      "555-123-4567",
      "12 Elm Street",
      "Springfield, IL 62704",
      "Mowing Service",
      "Small - Up to 1/4 acre",
      "Accepted: Bi-Weekly, $59 per visit",
      "- Edge",
      `http://localhost:3000/forms/${form.id}/submissions`,
    ]) {
      expect(alert.text).toContain(part);
    }
    expect(alert.html).toContain(`href="http://localhost:3000/forms/${form.id}/submissions"`);

    const confirmation = sent.find((m) => m.to.includes("jane@example.com"))!;
    expect(confirmation.header("subject")).toBe("Your quote from Green Lawns & Co");
    expect(confirmation.header("reply-to")).toBe("alerts@greenlawns.example");
    expect(confirmation.text).toContain("Green Lawns & Co received your quote acceptance.");
    expect(confirmation.text).toContain("We mow on Tuesdays.");
    expect(confirmation.text).toContain("Accepted: Bi-Weekly, $59 per visit");
    // The customer is told what they agreed to, not the prices they passed over.
    expect(confirmation.text).not.toContain("Monthly");
    expect(confirmation.html).toContain("We mow on <strong>Tuesdays</strong>.");
    expect(confirmation.html).toContain("Green Lawns &amp; Co");

    // A retry of the same event (the public form calling again) queues nothing new.
    expect(await deliver(completeId)).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `lead-alert:${completeId}`));
    expect(rows).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);
  });

  it("tells the owner about a declined quote and sends the customer nothing", async () => {
    const form = await insertForm(t.db, ownerId);
    const { completeId } = await insertAnsweredLead(t.db, form.id, "decline");
    const sent = await deliver(completeId);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual(["alerts@greenlawns.example"]);
    expect(sent[0].header("subject")).toBe("New lead: Jane Doe declined your Mowing Service quote");
    expect(sent[0].text).toContain("Quote status: Declined");
    expect(sent[0].text).toMatch(/Submitted: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M UTC/);
  });

  it("sends the owner the upsell choices when they come", async () => {
    const form = await insertForm(t.db, ownerId);
    const { leadId, completeId } = await insertAnsweredLead(t.db, form.id, "accept");
    await deliver(completeId);
    smtp.messages.length = 0;

    const upsellId = await insertUpsell(t.db, form.id, leadId, completeId, ["Aeration", "Leaf Cleanup"]);
    const sent = await deliver(upsellId);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual(["alerts@greenlawns.example"]);
    expect(sent[0].header("subject")).toBe("Upsell request: Jane Doe also wants Aeration, Leaf Cleanup");
    expect(sent[0].text).toContain("- Aeration\n- Leaf Cleanup");
    expect(sent[0].text).toContain("Accepted: Bi-Weekly, $59 per visit");
  });

  it("respects the form's notification switch and a missing address, but still confirms to the customer", async () => {
    const off = await insertForm(t.db, ownerId, { notifications: false });
    const noAddress = await insertForm(t.db, ownerId, { email: null });
    const a = await insertAnsweredLead(t.db, off.id, "accept");
    const b = await insertAnsweredLead(t.db, noAddress.id, "accept");
    await deliver(a.completeId);
    const sent = await deliver(b.completeId);
    expect(sent.map((m) => m.to[0])).toEqual(["jane@example.com", "jane@example.com"]);
    // Notifications off still names the business address as reply-to; without one, the account's
    // own email.
    expect(sent[0].header("reply-to")).toBe("alerts@greenlawns.example");
    expect(sent[1].header("reply-to")).toBe(ownerEmail);
    expect(sent[1].text).toContain("Reply to this email to reach Green Lawns & Co.");
  });

  it("sends no confirmation without a customer email and nothing for a consent-only record", async () => {
    const form = await insertForm(t.db, ownerId);
    const { leadId, completeId } = await insertAnsweredLead(t.db, form.id, "accept", { ...JANE, customerEmail: null });
    expect(await deliver(leadId)).toHaveLength(0);
    const sent = await deliver(completeId);
    expect(sent.map((m) => m.to[0])).toEqual(["alerts@greenlawns.example"]);
    expect(sent[0].header("reply-to")).toBeUndefined();
    expect(sent[0].text).toContain("Email: Not provided");
  });

  it("escapes hostile visitor input in the HTML version", async () => {
    const form = await insertForm(t.db, ownerId);
    const evil = '<img src=x onerror="alert(1)"><script>steal()</script>';
    const { completeId } = await insertAnsweredLead(t.db, form.id, "accept", {
      ...JANE,
      customerName: evil,
      street: '<a href="https://evil.example">click</a>',
    });
    const sent = await deliver(completeId);
    const alert = sent.find((m) => m.to.includes("alerts@greenlawns.example"))!;
    expect(alert.html).not.toMatch(/<script|<img|onerror="|<a href="https:\/\/evil/);
    expect(alert.html).toContain("&lt;script&gt;steal()&lt;/script&gt;");
    expect(alert.text).toContain(evil);
    const confirmation = sent.find((m) => m.to.includes("jane@example.com"))!;
    expect(confirmation.html).not.toMatch(/<script|<img/);
  });

  it("never reads a visitor's address as several recipients", async () => {
    const form = await insertForm(t.db, ownerId);
    const { completeId } = await insertAnsweredLead(t.db, form.id, "accept", {
      ...JANE,
      customerEmail: "victim,other@example.com",
    });
    const sent = await deliver(completeId);
    expect(sent.map((m) => m.to)).toEqual([["alerts@greenlawns.example"]]);
    expect(sent[0].header("reply-to")).toBeUndefined();
  });

  it("queues nothing for an unknown submission", async () => {
    await expect(queueLeadEmails(t.deps, "00000000-0000-4000-8000-000000000000")).resolves.toBeUndefined();
  });
});
