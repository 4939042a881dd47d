import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { outbox } from "../db/schema/outbox";
import { profiles } from "../db/schema/profiles";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { runFollowUps } from "./run-follow-ups";

// The follow-up speaks as the business: its name in From, replies to it, a real
// unsubscribe link, and an unsubscribe page that says whose emails stop.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inThreeHours = () => new Date(Date.now() + 3 * 3_600_000);

async function followUpFor(email: string, profile: Partial<typeof profiles.$inferInsert>) {
  const owner = await t.signUp();
  await t.db.update(profiles).set(profile).where(eq(profiles.id, owner.userId));
  const form = await insertForm(
    t,
    owner.userId,
    testDocument((doc) => {
      doc.notificationSettings = { email: null, notifications_enabled: true };
    }),
  );
  await startTestLead(t, form.id, { ...VISITOR_ANSWERS, email });
  await runFollowUps(t.deps, inThreeHours());
  const [mail] = (await t.db.select().from(outbox).where(eq(outbox.kind, "lead_follow_up"))).filter(
    (m) => m.to === email,
  );
  return { owner, mail: mail! };
}

describe("the follow-up email and its unsubscribe page", () => {
  it("comes from the business, answers to the account, and unsubscribes with a real link", async () => {
    const { owner, mail } = await followUpFor("pat@example.com", {
      companyName: "Green Lawns",
      phone: "555-010-2030",
      timeZone: "America/New_York",
    });
    expect(mail.fromName).toBe("Green Lawns");
    expect(mail.replyTo).toBe(owner.email);
    expect(mail.text).toContain("Green Lawns - 555-010-2030");
    expect(mail.text).toMatch(/The link works until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[DS]T\./);
    const link =
      /<a href="(http:\/\/localhost:3000\/api\/public\/follow-ups\/unsubscribe\?token=[\w-]+)"[^>]*>Unsubscribe<\/a>/.exec(
        mail.html!,
      );
    expect(link).not.toBeNull();

    const token = new URL(link![1]!).searchParams.get("token")!;
    const page = await (await t.client().get(`/api/public/follow-ups/unsubscribe?token=${token}`)).text();
    expect(page).toContain("<title>Unsubscribe from Green Lawns&#39;s follow-up emails</title>");
    expect(page).toContain("from Green Lawns again.");
    const done = await t.app.request("/api/public/follow-ups/unsubscribe", {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await done.text()).toContain("pat@example.com will not get follow-up emails from Green Lawns again.");
  });

  it("says 'this business' for a link that is not valid", async () => {
    const page = await (await t.client().get("/api/public/follow-ups/unsubscribe?token=nope")).text();
    expect(page).toContain("from this business again.");
  });
});
