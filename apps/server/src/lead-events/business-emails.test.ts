import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { profiles } from "../db/schema/profiles";
import { insertAnsweredLead, insertForm } from "../test/lead-fixtures";
import { appMailWorker } from "../test/mail-worker";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import type { OutboxWorker } from "../outbox/worker";
import { queueLeadEmails } from "./lead-emails";

// Customer emails speak as the business: its name in From on the platform's
// address, replies to the business, its phone and logo, times in the owner's time zone.

let t: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "YardQuote <no-reply@yardquote.test>" });
  worker = appMailWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

// 15:30 UTC on July 4th is 10:30 in Chicago (daylight time).
const SUBMITTED = new Date("2026-07-04T15:30:00Z");

async function ownerWith(profile: Partial<typeof profiles.$inferInsert>) {
  const owner = await t.signUp();
  await t.db.update(profiles).set(profile).where(eq(profiles.id, owner.userId));
  return owner;
}

async function acceptedLead(userId: string, formEmail: string | null) {
  const form = await insertForm(t.db, userId, { email: formEmail, name: "Green Lawns Mowing Quote" });
  const { completeId } = await insertAnsweredLead(t.db, form.id, "accept");
  await t.db.update(formSubmissions).set({ createdAt: SUBMITTED }).where(eq(formSubmissions.id, completeId));
  await queueLeadEmails(t.deps, completeId);
  await worker.drain();
  return {
    confirmation: smtp.messages.find((m) => m.to.includes("jane@example.com"))!,
    alert: smtp.messages.find((m) => !m.to.includes("jane@example.com")),
  };
}

describe("customer emails speak as the business", () => {
  it("come from the business's name on the platform's address, answer to the form's address, in the owner's zone", async () => {
    const owner = await ownerWith({
      companyName: "Green Lawns",
      phone: "(555) 010-2030",
      logoPath: "business-logos/some-owner/logo.png",
      timeZone: "America/Chicago",
    });
    const { confirmation, alert } = await acceptedLead(owner.userId, "office@greenlawns.example");

    expect(confirmation.header("from")).toBe("Green Lawns <no-reply@yardquote.test>");
    expect(confirmation.from).toBe("no-reply@yardquote.test");
    expect(confirmation.header("reply-to")).toBe("office@greenlawns.example");
    expect(confirmation.text).toContain("Green Lawns received your quote acceptance.");
    expect(confirmation.text).not.toContain("Green Lawns Mowing Quote");
    expect(confirmation.text).toContain("Sent: Jul 4, 2026, 10:30 AM CDT");
    expect(confirmation.text).toContain("Green Lawns - (555) 010-2030");
    expect(confirmation.html).toContain('<img src="http://localhost:3000/media/business-logos/some-owner/logo.png"');
    expect(confirmation.html).toContain('<a href="tel:5550102030"');

    // The owner's own alert keeps the platform as sender, and its time is in the owner's zone too.
    expect(alert!.header("from")).toBe("YardQuote <no-reply@yardquote.test>");
    expect(alert!.text).toContain("Submitted: Jul 4, 2026, 10:30 AM CDT");
  });

  it("answer to the account's email when the form has no notification address", async () => {
    const owner = await ownerWith({ companyName: "Snow Pros", timeZone: "Europe/Berlin" });
    const { confirmation, alert } = await acceptedLead(owner.userId, null);
    expect(alert).toBeUndefined();
    expect(confirmation.header("reply-to")).toBe(owner.email);
    expect(confirmation.header("from")).toBe("Snow Pros <no-reply@yardquote.test>");
    expect(confirmation.text).toContain("Reply to this email to reach Snow Pros.");
    expect(confirmation.text).toContain("Sent: Jul 4, 2026, 5:30 PM GMT+2");
  });

  it("never speak as the form's title: an account without a name says 'we'", async () => {
    const owner = await ownerWith({ companyName: null, fullName: null });
    const { confirmation } = await acceptedLead(owner.userId, "office@greenlawns.example");
    expect(confirmation.header("from")).toBe("YardQuote <no-reply@yardquote.test>");
    expect(confirmation.header("subject")).toBe("Your quote");
    expect(confirmation.text).toContain("We received your quote acceptance.");
    expect(confirmation.text).not.toContain("Green Lawns Mowing Quote");
    expect(confirmation.text).toContain("Sent: Jul 4, 2026, 3:30 PM UTC");
  });
});
