// The Profile page's Change password (apps/web/src/features/account-security): Better Auth's
// change-password behind our routes, always sent with revokeOtherSessions, so a password changed
// because someone else knew it also signs that someone out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (email: string, password: string) => {
  const c = t.client();
  const res = await c.post("/api/auth/sign-in/email", { email, password });
  return { c, status: res.status };
};

describe("POST /api/auth/change-password", () => {
  it("refuses a wrong current password, saying so, and changes nothing", async () => {
    const owner = await t.signUp();
    const { c: laptop } = await signIn(owner.email, owner.password);

    const res = await owner.post("/api/auth/change-password", {
      currentPassword: "not-my-password-1",
      newPassword: "another-horse-2",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_PASSWORD" });

    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect((await signIn(owner.email, "another-horse-2")).status).toBe(401);
    // Nobody was signed out.
    expect((await owner.get("/api/account/me")).status).toBe(200);
    expect((await laptop.get("/api/account/me")).status).toBe(200);
  });

  it("refuses a new password the sign-up would refuse", async () => {
    const owner = await t.signUp();
    const res = await owner.post("/api/auth/change-password", {
      currentPassword: owner.password,
      newPassword: "short",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it("with the right current password: changes it, ends every other session and keeps this one", async () => {
    const owner = await t.signUp();
    const { c: laptop } = await signIn(owner.email, owner.password);
    const { c: phone } = await signIn(owner.email, owner.password);
    expect((await laptop.get("/api/account/me")).status).toBe(200);

    const res = await owner.post("/api/auth/change-password", {
      currentPassword: owner.password,
      newPassword: "another-horse-2",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ signedIn: true, user: { email: owner.email } });

    // This browser carries on with the session the change gave it; the others are signed out.
    expect((await owner.get("/api/account/me")).status).toBe(200);
    expect((await laptop.get("/api/account/me")).status).toBe(401);
    expect((await phone.get("/api/account/me")).status).toBe(401);
    const sessions = (await (await owner.get("/api/account/sessions")).json()) as { sessions: { current: boolean }[] };
    expect(sessions.sessions).toEqual([expect.objectContaining({ current: true })]);

    expect((await signIn(owner.email, owner.password)).status).toBe(401);
    expect((await signIn(owner.email, "another-horse-2")).status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await t.client().post("/api/auth/change-password", {
      currentPassword: "correct-horse-1",
      newPassword: "another-horse-2",
    });
    expect(res.status).toBe(401);
  });
});
