// A password reset ends every other reset link, asking for a new link ends the earlier ones,
// and any password change ends them all.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifications } from "../db/schema/auth";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset link and returns its token (read where Better Auth stores it). */
async function resetToken(email: string, userId: string): Promise<string> {
  const before = new Set((await resetRows(userId)).map((r) => r.identifier));
  const res = await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
  expect(res.status).toBe(200);
  const fresh = (await resetRows(userId)).find((r) => !before.has(r.identifier));
  if (!fresh) throw new Error("no reset link was stored");
  return fresh.identifier.slice("reset-password:".length);
}

const resetRows = async (userId: string) =>
  (await t.db.select().from(verifications).where(like(verifications.identifier, "reset-password:%"))).filter(
    (r) => r.value === userId,
  );

const resetWith = (token: string, newPassword: string) =>
  t.client().post("/api/auth/reset-password", { token, newPassword });

describe("reset links", () => {
  it("resetting with the newer link ends the older one, and every sign-in session", async () => {
    const owner = await t.signUp();
    const other = t.client();
    expect((await other.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
    const older = await resetToken(owner.email, owner.userId);
    const newer = await resetToken(owner.email, owner.userId);

    expect((await resetWith(newer, "newer-password-1")).status).toBe(200);
    const stale = await resetWith(older, "older-password-1");
    expect(stale.status).toBe(400);
    expect(await resetRows(owner.userId)).toEqual([]);

    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: "newer-password-1" });
    expect(signIn.status).toBe(200);
    expect((await owner.get("/api/account/me")).status).toBe(401);
    expect((await other.get("/api/account/me")).status).toBe(401);
  });

  it("asking for a new link ends the earlier ones before either is used (decision 079)", async () => {
    const owner = await t.signUp();
    const first = await resetToken(owner.email, owner.userId);
    const second = await resetToken(owner.email, owner.userId);
    expect((await resetRows(owner.userId)).map((r) => r.identifier)).toEqual([`reset-password:${second}`]);

    const stale = await resetWith(first, "first-link-password-1");
    expect(stale.status).toBe(400);
    // The owner app turns this message into "This reset link is invalid or has expired."
    // (apps/web/src/features/auth/components/new-password-form.tsx).
    expect(await stale.json()).toMatchObject({
      code: "INVALID_TOKEN",
      message: expect.stringMatching(/invalid token/i),
    });
    expect((await resetWith(second, "second-link-password-1")).status).toBe(200);
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: "second-link-password-1" });
    expect(signIn.status).toBe(200);
  });

  it("changing the password while signed in ends every outstanding link", async () => {
    const owner = await t.signUp();
    const link = await resetToken(owner.email, owner.userId);
    const change = await owner.post("/api/auth/change-password", {
      currentPassword: owner.password,
      newPassword: "changed-password-1",
    });
    expect(change.status).toBe(200);
    expect((await resetWith(link, "attacker-password-1")).status).toBe(400);
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: owner.email, password: "changed-password-1" });
    expect(signIn.status).toBe(200);
  });
});
