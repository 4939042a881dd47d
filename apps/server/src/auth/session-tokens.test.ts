// A session token reaches the browser in the cookie that sets it and in no answer's body, where a
// script of the page could read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The session token in a client's cookie (Better Auth signs it: `<token>.<signature>`). */
const tokenOf = (cookie: string) => {
  const value = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
  expect(value).toBeTruthy();
  return decodeURIComponent(value!).split(".")[0];
};

/** The answer's body, checked to carry neither `token` nor the token's value. */
async function bodyWithout(res: Response, token: string) {
  const text = await res.text();
  expect(text).not.toContain(token);
  expect(text).not.toMatch(/"token"/);
  return JSON.parse(text) as Record<string, unknown>;
}

describe("session tokens", () => {
  it("are not in the answer of sign-up or sign-in, which say whether they signed in", async () => {
    const c = t.client();
    const email = `tokens-${Date.now()}@example.com`;
    const password = "correct-horse-1";
    const signUp = await c.post("/api/auth/sign-up/email", { email, password, companyName: "Green Lawns", name: "" });
    expect(signUp.status).toBe(200);
    expect(await bodyWithout(signUp, tokenOf(c.cookie))).toMatchObject({ signedIn: true });

    const again = t.client();
    const signIn = await again.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().some((line) => line.startsWith("better-auth.session_token="))).toBe(true);
    expect(await bodyWithout(signIn, tokenOf(again.cookie))).toMatchObject({ signedIn: true });
    expect((await again.get("/api/account/me")).status).toBe(200);
  });

  it("are not in get-session's answer, nor in change-password's new session", async () => {
    const owner = await t.signUp();
    const session = await owner.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    const body = await bodyWithout(session, tokenOf(owner.cookie));
    expect(body).toMatchObject({ session: { id: expect.any(String) }, user: { email: owner.email } });

    const changed = await owner.post("/api/auth/change-password", {
      currentPassword: owner.password,
      newPassword: "another-horse-2",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(await bodyWithout(changed, tokenOf(owner.cookie))).toMatchObject({ signedIn: true });
    expect((await owner.get("/api/account/me")).status).toBe(200);
  });

  it("are neither listed nor taken by Better Auth's own session routes, in any spelling", async () => {
    const owner = await t.signUp();
    const token = tokenOf(owner.cookie);
    for (const path of ["/api/auth/list-sessions", "/api/auth/list-sessions/", "/api/auth/LIST-SESSIONS"]) {
      const res = await owner.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain(token);
    }
    expect((await owner.post("/api/auth/revoke-session", { token })).status).toBe(404);
    expect((await owner.get("/api/account/me")).status).toBe(200);
    // The owner app's own list, by id.
    const list = await owner.get("/api/account/sessions");
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain(token);
  });
});
