import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleRows = (userId: string) => t.db.select().from(userRoles).where(eq(userRoles.userId, userId));

describe("the role row of an account", () => {
  it("is written as user at the first sign-in (sign-up signs in)", async () => {
    const owner = await t.signUp();
    expect((await roleRows(owner.userId)).map((r) => r.role)).toEqual(["user"]);
  });

  it("is written for an older account that has none when it signs in, and an existing role is kept", async () => {
    const owner = await t.signUp();
    await t.db.delete(userRoles).where(eq(userRoles.userId, owner.userId));
    const again = t.client();
    expect((await again.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
    expect((await roleRows(owner.userId)).map((r) => r.role)).toEqual(["user"]);

    await t.db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, owner.userId));
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    expect((await roleRows(owner.userId)).map((r) => r.role)).toEqual(["admin"]);
  });
});
