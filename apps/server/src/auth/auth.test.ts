import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../db/schema/auth";
import { createTestApp, type TestApp } from "../test/test-app";
import { ACCOUNT_RULE } from "./password-guard";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("accounts", () => {
  it("creates an account with an HttpOnly, SameSite=Lax session cookie and signs in again", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/sign-up/email", {
      email: "new@example.com",
      password: "password-123",
      companyName: "Green Lawns",
      name: "",
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await c.get("/api/account/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: "new@example.com" }, role: "user" });

    const again = t.client();
    const signIn = await again.post("/api/auth/sign-in/email", { email: "new@example.com", password: "password-123" });
    expect(signIn.status).toBe(200);
    expect((await again.get("/api/account/me")).status).toBe(200);
  });

  it("stores passwords as scrypt with N = 2^17 and r = 8", async () => {
    const owner = await t.signUp();
    const [row] = await t.db.select().from(accounts).where(eq(accounts.userId, owner.userId));
    expect(row.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.password).not.toContain(owner.password);
  });

  it("refuses passwords shorter than 8 and accepts 64 characters", async () => {
    const short = await t.client().post("/api/auth/sign-up/email", {
      email: "s@example.com",
      password: "1234567",
      companyName: "Green Lawns",
      name: "",
    });
    expect(short.status).toBe(400);
    const long = await t.client().post("/api/auth/sign-up/email", {
      email: "l@example.com",
      password: "x".repeat(64),
      companyName: "Green Lawns",
      name: "",
    });
    expect(long.status).toBe(200);
  });

  it("answers a wrong password with 401 and INVALID_EMAIL_OR_PASSWORD", async () => {
    const owner = await t.signUp();
    const res = await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("locks an account after repeated failures, whatever the address, with Retry-After", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < ACCOUNT_RULE.limit; i++) {
      const res = await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toMatch(/Too many sign-in attempts/);
  });

  it("sign out ends this session only; sign out everywhere ends all of them", async () => {
    const owner = await t.signUp();
    const second = t.client();
    await second.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
    const third = t.client();
    await third.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });

    expect((await owner.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await owner.get("/api/account/me")).status).toBe(401);
    expect((await second.get("/api/account/me")).status).toBe(200);

    expect((await second.post("/api/auth/revoke-sessions", {})).status).toBe(200);
    expect((await second.get("/api/account/me")).status).toBe(401);
    expect((await third.get("/api/account/me")).status).toBe(401);
  });

  it("answers 401 with a readable message without a session", async () => {
    const res = await t.client().get("/api/account/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Your session has expired. Please sign in again." });
  });
});
