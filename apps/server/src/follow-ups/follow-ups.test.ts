import { eq } from "drizzle-orm";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { leadFollowUps } from "../db/schema/follow-ups";
import { outbox } from "../db/schema/outbox";
import { insertForm, startTestLead, testDocument, visitorHeaders } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { runFollowUps } from "./run-follow-ups";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms);

async function followUpMails(to: string) {
  return (await t.db.select().from(outbox).where(eq(outbox.kind, "lead_follow_up"))).filter(
    (m) => m.to.toLowerCase() === to.toLowerCase(),
  );
}

async function formWithLead(email: string, edit?: Parameters<typeof testDocument>[0]) {
  const owner = await t.signUp();
  const form = await insertForm(t, owner.userId, testDocument(edit));
  const lead = await startTestLead(t, form.id, { ...VISITOR_ANSWERS, email });
  return { owner, form, lead };
}

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? "";

describe("follow-up of unfinished quotes", () => {
  it("sends one email after the owner's delay (default 2 hours), never twice", async () => {
    await formWithLead("wait@example.com");
    await runFollowUps(t.deps, at(1.9 * HOUR));
    expect(await followUpMails("wait@example.com")).toHaveLength(0);
    await runFollowUps(t.deps, at(2.1 * HOUR));
    const mails = await followUpMails("wait@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your lawn care quote is waiting");
    expect(mails[0]!.text).toMatch(/\/forms\/embed\/[0-9a-f-]+\?resume=/);
    await runFollowUps(t.deps, at(5 * HOUR));
    await Promise.all([runFollowUps(t.deps, at(6 * HOUR)), runFollowUps(t.deps, at(6 * HOUR))]);
    expect(await followUpMails("wait@example.com")).toHaveLength(1);
  });

  it("follows the delay and words the owner chose, and nothing when the owner turned it off", async () => {
    await formWithLead("custom@example.com", (doc) => {
      doc.followUpSettings = {
        enabled: true,
        delayHours: 24,
        subject: "Still thinking it over?",
        message: "Your yard, our crew.",
      };
    });
    await formWithLead("off@example.com", (doc) => {
      doc.followUpSettings = { ...doc.followUpSettings, enabled: false };
    });
    await runFollowUps(t.deps, at(23 * HOUR));
    expect(await followUpMails("custom@example.com")).toHaveLength(0);
    await runFollowUps(t.deps, at(25 * HOUR));
    const [mail] = await followUpMails("custom@example.com");
    expect(mail).toMatchObject({ subject: "Still thinking it over?" });
    expect(mail!.text).toContain("Your yard, our crew.");
    expect(await followUpMails("off@example.com")).toHaveLength(0);
  });

  it("never writes to a lead that was answered in the meantime", async () => {
    const { lead } = await formWithLead("done@example.com");
    const body = { token: lead.token, serviceType: "mowing", yardSize: "small", responseStatus: "decline" };
    expect((await t.client().post(`/api/public/leads/${lead.leadId}/response`, body, visitorHeaders())).status).toBe(
      201,
    );
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails("done@example.com")).toHaveLength(0);
  });

  it("reopens the quote with the visitor's answers through the link, and the owner sees the lead came back", async () => {
    const { lead, owner, form } = await formWithLead("back@example.com");
    const other = await startTestLead(t, form.id, { ...VISITOR_ANSWERS, name: "Quiet", email: "quiet@example.com" });
    const leadsNow = async () =>
      (await (await owner.get(`/api/forms/${form.id}/leads`)).json()).leads as {
        id: string;
        followUp: { cameBackAt: string | null } | null;
      }[];
    expect((await leadsNow()).every((l) => l.followUp === null)).toBe(true);
    await runFollowUps(t.deps, at(2.5 * HOUR));
    const [mail] = await followUpMails("back@example.com");
    const token = linkIn(mail!.text, /\?resume=([\w-]+)/);
    const res = await t.client().post("/api/public/follow-ups/resume", { token });
    expect(res.status).toBe(200);
    const resumed = await res.json();
    expect(resumed.answers).toMatchObject({ name: VISITOR_ANSWERS.name, email: "back@example.com" });
    expect(resumed.lead.leadId).toBe(lead.leadId);
    // The old tab's token no longer works; the reopened one answers the quote.
    const answer = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "monthly" };
    expect(
      (
        await t
          .client()
          .post(`/api/public/leads/${lead.leadId}/response`, { ...answer, token: lead.token }, visitorHeaders())
      ).status,
    ).toBe(404);
    expect(
      (
        await t
          .client()
          .post(`/api/public/leads/${lead.leadId}/response`, { ...answer, token: resumed.lead.token }, visitorHeaders())
      ).status,
    ).toBe(201);
    const shown = await leadsNow();
    expect(shown.find((l) => l.id === lead.leadId)!.followUp!.cameBackAt).toEqual(expect.any(String));
    expect(shown.find((l) => l.id === other.leadId)!.followUp).toMatchObject({ cameBackAt: null });
    // Answered now: the link has nothing left to reopen.
    const again = await t.client().post("/api/public/follow-ups/resume", { token });
    expect(again.status).toBe(409);
  });

  it("refuses an expired or made-up link", async () => {
    const { lead } = await formWithLead("late@example.com");
    await runFollowUps(t.deps, at(2.5 * HOUR));
    const [mail] = await followUpMails("late@example.com");
    const token = linkIn(mail!.text, /\?resume=([\w-]+)/);
    await t.db
      .update(leadFollowUps)
      .set({ resumeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(leadFollowUps.leadId, lead.leadId));
    for (const tried of [token, "made-up"]) {
      const res = await t.client().post("/api/public/follow-ups/resume", { token: tried });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("This link has expired or is not valid. Please start a new quote.");
    }
  });

  it("honours unsubscribe for that address on the owner's forms", async () => {
    const { owner } = await formWithLead("stop@example.com");
    await runFollowUps(t.deps, at(2.5 * HOUR));
    const [mail] = await followUpMails("stop@example.com");
    const token = linkIn(mail!.text, /unsubscribe\?token=([\w-]+)/);
    // Opening the link (a mail scanner does) changes nothing; the button does.
    const pageRes = await t.client().get(`/api/public/follow-ups/unsubscribe?token=${token}`);
    expect(await pageRes.text()).toContain('<button type="submit">Unsubscribe</button>');
    const form2 = new URLSearchParams({ token });
    const done = await t.app.request("/api/public/follow-ups/unsubscribe", {
      method: "POST",
      body: form2,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("stop@example.com will not get follow-up emails");

    // Another form of the owner's (on the same form, the address already had its one follow-up).
    const other = await insertForm(t, owner.userId, { ...defaultFormDocumentFor("snow_quote"), status: "published" });
    const again = await startTestLead(t, other.id, { ...VISITOR_ANSWERS, name: "Pat", email: "STOP@example.com" });
    await runFollowUps(t.deps, at(3 * HOUR));
    expect(await followUpMails("stop@example.com")).toHaveLength(1);
    const [skipped] = await t.db.select().from(leadFollowUps).where(eq(leadFollowUps.leadId, again.leadId));
    expect(skipped).toMatchObject({ status: "unsubscribed" });
  });
});
