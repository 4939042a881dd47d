import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { LAST_SUPER_ADMIN } from "./roles.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function withRole(role: "admin" | "super_admin") {
  const c = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: c.userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
  return c;
}

describe("roles", () => {
  it("defaults to user when no role is stored", async () => {
    const owner = await t.signUp();
    expect((await (await owner.get("/api/account/me")).json()).role).toBe("user");
  });

  it("guards admin routes: 401 without a session, 403 for a user, allowed for an admin", async () => {
    const target = await t.signUp();
    const path = `/api/admin/users/${target.userId}/role`;
    expect((await t.client().patch(path, { role: "admin" })).status).toBe(401);
    const user = await t.signUp();
    const forbidden = await user.patch(path, { role: "admin" });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error).toBe("Please sign in with an admin account to access this area");
    const admin = await withRole("admin");
    expect((await admin.patch(path, { role: "admin" })).status).toBe(200);
    expect((await (await target.get("/api/account/me")).json()).role).toBe("admin");
  });

  it("refuses an unknown role with a 400", async () => {
    const admin = await withRole("admin");
    const res = await admin.patch(`/api/admin/users/${admin.userId}/role`, { role: "owner" });
    expect(res.status).toBe(400);
  });

  it("never demotes the last super admin", async () => {
    const only = await withRole("super_admin");
    const res = await only.patch(`/api/admin/users/${only.userId}/role`, { role: "user" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(LAST_SUPER_ADMIN);
    const second = await withRole("super_admin");
    expect((await second.patch(`/api/admin/users/${only.userId}/role`, { role: "user" })).status).toBe(200);
  });
});
