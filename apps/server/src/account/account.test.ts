import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("profile", () => {
  it("starts with the business name given at sign-up, UTC, active, and the account's email", async () => {
    const owner = await t.signUp();
    const res = await owner.get("/api/account/profile");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: owner.email,
      fullName: null,
      companyName: "Green Lawns",
      timeZone: "UTC",
      status: "active",
    });
  });

  it("records the last sign-in", async () => {
    const owner = await t.signUp();
    const profile = await (await owner.get("/api/account/profile")).json();
    expect(Date.now() - new Date(profile.lastLoginAt).getTime()).toBeLessThan(60_000);
  });

  it("saves trimmed names and clears empty ones", async () => {
    const owner = await t.signUp();
    const saved = await owner.patch("/api/account/profile", {
      fullName: "  Pat Green ",
      companyName: "Green Lawns LLC",
    });
    expect(await saved.json()).toMatchObject({ fullName: "Pat Green", companyName: "Green Lawns LLC" });
    const cleared = await owner.patch("/api/account/profile", { fullName: "   ", companyName: null });
    expect(await cleared.json()).toMatchObject({ fullName: null, companyName: null });
  });

  it("refuses a name over 120 characters and keeps the old value", async () => {
    const owner = await t.signUp();
    await owner.patch("/api/account/profile", { fullName: "Pat", companyName: null });
    const res = await owner.patch("/api/account/profile", { fullName: "x".repeat(121), companyName: null });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("fullName: Full Name can be at most 120 characters.");
    expect((await (await owner.get("/api/account/profile")).json()).fullName).toBe("Pat");
  });

  it("is the signed-in owner's own: one owner's change never touches another's", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.patch("/api/account/profile", { fullName: "Alice", companyName: "A Co" });
    expect((await (await b.get("/api/account/profile")).json()).fullName).toBeNull();
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/account/profile")).status).toBe(401);
    expect((await t.client().patch("/api/account/profile", { fullName: "x", companyName: null })).status).toBe(401);
  });

  it("answers the session question with null, not 401, when signed out", async () => {
    const res = await t.client().get("/api/account/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });
});
