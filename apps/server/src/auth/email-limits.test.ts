// Every route that sends an account email is limited per address and per recipient, and a
// refused request queues nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/auth";
import { outbox } from "../db/schema/outbox";
import { createTestApp, type TestApp } from "../test/test-app";
import { EMAIL_IP_RULE, EMAIL_TARGET_RULE } from "./email-limits";

let t: TestApp;
let verifying: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  verifying = await createTestApp({ TRUST_PROXY: "on", EMAIL_VERIFICATION: "on" });
});
afterAll(async () => {
  await t.close();
  await verifying.close();
});

let address = 0;
/** A fresh client address per call, so only the per-recipient limit can answer 429. */
const fromNewAddress = () => ({ "x-forwarded-for": `10.8.${Math.floor(++address / 250)}.${address % 250}` });

const queued = async (app: TestApp, to: string, kind: string) =>
  (
    await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
  ).length;

const askVerification = (email: string, headers: Record<string, string>) =>
  t.client().post("/api/auth/send-verification-email", { email, callbackURL: "/dashboard" }, headers);

const askReset = (email: string, headers: Record<string, string>) =>
  t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" }, headers);

async function expectRefused(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await res.json()).error).toMatch(
    /^Too many emails were requested\. Please wait \d+ minutes? and try again\.$/,
  );
}

describe("verification emails", () => {
  it("reach one owner at most the per-recipient limit, from however many addresses", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < EMAIL_TARGET_RULE.limit; i++) {
      expect((await askVerification(owner.email, fromNewAddress())).status).toBe(200);
    }
    expect(await queued(t, owner.email, "verify_email")).toBe(EMAIL_TARGET_RULE.limit);
    await expectRefused(await askVerification(owner.email.toUpperCase(), fromNewAddress()));
    expect(await queued(t, owner.email, "verify_email")).toBe(EMAIL_TARGET_RULE.limit);
  });

  it("are limited per address, whoever they are for", async () => {
    const owner = await t.signUp();
    const from = { "x-forwarded-for": "10.7.0.1" };
    for (let i = 0; i < EMAIL_IP_RULE.limit; i++) {
      expect((await askVerification(`nobody-${i}@example.com`, from)).status).toBe(200);
    }
    await expectRefused(await askVerification(owner.email, from));
    expect(await queued(t, owner.email, "verify_email")).toBe(0);
  });
});

describe("password reset emails", () => {
  it("reach one owner at most the per-recipient limit", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < EMAIL_TARGET_RULE.limit; i++) {
      expect((await askReset(owner.email, fromNewAddress())).status).toBe(200);
    }
    await expectRefused(await askReset(owner.email, fromNewAddress()));
    expect(await queued(t, owner.email, "password_reset")).toBe(EMAIL_TARGET_RULE.limit);
  });

  it("share the per-address limit with verification emails", async () => {
    const owner = await t.signUp();
    const from = { "x-forwarded-for": "10.7.0.2" };
    for (let i = 0; i < EMAIL_IP_RULE.limit; i++) {
      expect((await askVerification(`nobody-${i}@example.com`, from)).status).toBe(200);
    }
    await expectRefused(await askReset(owner.email, from));
    expect(await queued(t, owner.email, "password_reset")).toBe(0);
  });
});

describe("sign-up with EMAIL_VERIFICATION on", () => {
  it("is limited per address, and a refused sign-up creates no account and sends nothing", async () => {
    const from = { "x-forwarded-for": "10.7.0.3" };
    const signUp = (email: string) =>
      verifying
        .client()
        .post(
          "/api/auth/sign-up/email",
          { email, password: "correct-horse-1", companyName: "Green Lawns", name: "" },
          from,
        );
    for (let i = 0; i < EMAIL_IP_RULE.limit; i++) expect((await signUp(`new-${i}@example.com`)).status).toBe(200);
    await expectRefused(await signUp("one-too-many@example.com"));
    expect(await verifying.db.select().from(users).where(eq(users.email, "one-too-many@example.com"))).toEqual([]);
    expect(await queued(verifying, "one-too-many@example.com", "verify_email")).toBe(0);
  });
});

describe("routes that could send an account email but are not enabled", () => {
  it("change-email is refused, so it needs no limit of its own (auth/email-limits.ts)", async () => {
    const owner = await t.signUp();
    const res = await owner.post("/api/auth/change-email", { newEmail: "elsewhere@example.com" });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("CHANGE_EMAIL_DISABLED");
    expect(await t.db.select().from(outbox).where(eq(outbox.to, "elsewhere@example.com"))).toEqual([]);
  });
});
