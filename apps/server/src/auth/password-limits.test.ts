// Every way a password reaches the server counts toward the same limits, so no route is a way around the lockout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { ACCOUNT_RULE, IP_RULE } from "./password-guard";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});
afterAll(() => t.close());

let address = 0;
/** A fresh client address per call, so only the per-account limit can answer 429. */
const fromNewAddress = () => ({ "x-forwarded-for": `10.9.${Math.floor(++address / 250)}.${address % 250}` });

const formEncoded = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

function multipart(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe("account lockout", () => {
  it("counts form-encoded wrong passwords and refuses the right one once locked", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < ACCOUNT_RULE.limit; i++) {
      const { body, headers } = formEncoded({ email: owner.email, password: `wrong-${i}-pass` });
      const res = await t.client().post("/api/auth/sign-in/email", body, { ...headers, ...fromNewAddress() });
      expect(res.status).toBe(401);
    }
    const { body, headers } = formEncoded({ email: owner.email, password: owner.password });
    const locked = await t.client().post("/api/auth/sign-in/email", body, { ...headers, ...fromNewAddress() });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const json = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }, fromNewAddress());
    expect(json.status).toBe(429);
  });

  it("refuses the right password in every encoding once JSON guesses locked the account", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < ACCOUNT_RULE.limit; i++) {
      const res = await t
        .client()
        .post("/api/auth/sign-in/email", { email: owner.email, password: `wrong-${i}-pass` }, fromNewAddress());
      expect(res.status).toBe(401);
    }
    const right = { email: owner.email, password: owner.password };
    const { body, headers } = formEncoded(right);
    expect((await t.client().post("/api/auth/sign-in/email", body, { ...headers, ...fromNewAddress() })).status).toBe(
      429,
    );
    // Better Auth refuses multipart sign-ins itself; the limit answers first all the same.
    expect((await t.client().post("/api/auth/sign-in/email", multipart(right), fromNewAddress())).status).toBe(429);
    const upper = { email: owner.email.toUpperCase(), password: owner.password };
    expect((await t.client().post("/api/auth/sign-in/email", upper, fromNewAddress())).status).toBe(429);
  });

  it("counts a wrong current password on change-password and locks that route and sign-in", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < ACCOUNT_RULE.limit; i++) {
      const res = await owner.post(
        "/api/auth/change-password",
        { currentPassword: `wrong-${i}-pass`, newPassword: "another-horse-2" },
        fromNewAddress(),
      );
      expect(res.status).toBe(400);
    }
    const change = await owner.post(
      "/api/auth/change-password",
      { currentPassword: owner.password, newPassword: "another-horse-2" },
      fromNewAddress(),
    );
    expect(change.status).toBe(429);
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }, fromNewAddress());
    expect(signIn.status).toBe(429);
  });

  it("counts a wrong password on verify-password toward the same lockout", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < ACCOUNT_RULE.limit; i++) {
      await owner.post("/api/auth/verify-password", { password: `wrong-${i}-pass` }, fromNewAddress());
    }
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }, fromNewAddress());
    expect(signIn.status).toBe(429);
  });
});

describe("per-address limit", () => {
  it("groups IPv6 addresses by their /64 network", async () => {
    for (let i = 1; i <= IP_RULE.limit; i++) {
      // A route that sends no email, so only this limit counts (auth/email-limits.ts has its own).
      const res = await t.client().post(
        "/api/auth/reset-password",
        { token: `not-a-real-token-${i}`, newPassword: "another-horse-2" },
        {
          "x-forwarded-for": `2001:db8:77:1:${i.toString(16)}::1`,
        },
      );
      expect(res.status).toBe(400);
    }
    const sameNetwork = await t
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: "nobody@example.com", password: "whatever-pass" },
        { "x-forwarded-for": "2001:db8:77:1:ffff:1:2:3" },
      );
    expect(sameNetwork.status).toBe(429);
    expect(Number(sameNetwork.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits change-password per address too", async () => {
    const owner = await t.signUp();
    const from = { "x-forwarded-for": "10.200.0.1" };
    const attempts = await Promise.all(
      Array.from({ length: IP_RULE.limit + 1 }, (_, i) =>
        owner.post(
          "/api/auth/change-password",
          { currentPassword: `x`.repeat(200 + i), newPassword: "another-horse-2" },
          from,
        ),
      ),
    );
    expect(attempts.map((r) => r.status)).toContain(429);
  });
});
