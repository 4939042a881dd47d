import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "../db/schema/auth";
import { outbox } from "../db/schema/outbox";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../test/smtp-sink";
import { createTestApp, type TestApp } from "../test/test-app";
import { appMailWorker } from "../test/mail-worker";

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.stop());

/** Sends what the app queued and returns the newest email to `to`. */
async function latestMailTo(t: TestApp, to: string): Promise<ReceivedMail> {
  const worker = appMailWorker(t);
  await worker.drain();
  await worker.stop();
  const mail = smtp.messages.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/** The link of the email as a path the in-process app can be asked for. */
function linkIn(mail: ReceivedMail, pattern: RegExp) {
  const url = mail.text.match(pattern)?.[0];
  if (!url) throw new Error(`no link in:\n${mail.text}`);
  const parsed = new URL(url);
  expect(parsed.origin).toBe("http://localhost:3000");
  expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
  return parsed.pathname + parsed.search;
}

describe("password reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });

  it("emails a single-use link that sets a new password and ends the old sessions", async () => {
    const owner = await t.signUp();
    expect((await requestReset(owner.email)).status).toBe(200);
    const mail = await latestMailTo(t, owner.email);
    expect(mail.header("subject")).toBe("Reset your YardQuote password");
    expect(mail.text).toContain("The link works once, for 60 minutes.");

    const landing = await t.client().get(linkIn(mail, /http:\/\/\S+\/api\/auth\/reset-password\/\S+/));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/auth/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand-new-pass-1" });
    expect(reset.status).toBe(200);
    expect((await owner.get("/api/account/me")).status).toBe(401);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status,
    ).toBe(401);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: "brand-new-pass-1" })).status,
    ).toBe(200);

    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "another-pass-22" });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe("INVALID_TOKEN");
  });

  it("refuses an expired link", async () => {
    const owner = await t.signUp();
    await requestReset(owner.email);
    const path = linkIn(await latestMailTo(t, owner.email), /http:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    const token = path.split("/").at(-1)!.split("?")[0];
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const landing = await t.client().get(path);
    expect(landing.headers.get("location")).toContain("error=INVALID_TOKEN");
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand-new-pass-1" });
    expect(reset.status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const res = await requestReset("nobody@example.com");
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, "nobody@example.com"));
    expect(rows).toHaveLength(0);
  });
});

describe("email verification (EMAIL_VERIFICATION=on)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, EMAIL_VERIFICATION: "on" });
  });
  afterAll(() => t.close());

  it("emails a confirmation link that verifies the address and signs the owner in", async () => {
    const c = t.client();
    const email = "confirm-me@example.com";
    const signUp = await c.post("/api/auth/sign-up/email", {
      email,
      password: "password-123",
      companyName: "Green Lawns",
      name: "",
      callbackURL: "/dashboard",
    });
    expect(signUp.status).toBe(200);
    const mail = await latestMailTo(t, email);
    expect(mail.header("subject")).toBe("Confirm your YardQuote email address");

    const blocked = await t.client().post("/api/auth/sign-in/email", { email, password: "password-123" });
    expect(blocked.status).toBe(403);
    // Trying to sign in sends a fresh link, for someone who lost the first one.
    const resent = await latestMailTo(t, email);
    expect(resent).not.toBe(mail);
    expect(resent.header("subject")).toBe("Confirm your YardQuote email address");

    const visitor = t.client();
    const verified = await visitor.get(linkIn(mail, /http:\/\/\S+\/api\/auth\/verify-email\?\S+/));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/dashboard");
    const me = await visitor.get("/api/account/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email, emailVerified: true } });
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "password-123" })).status).toBe(200);
  });
});
