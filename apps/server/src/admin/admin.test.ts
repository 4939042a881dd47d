import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { profiles, userRoles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function admin(role: "admin" | "super_admin" = "admin") {
  const c = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: c.userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
  return c;
}

describe("admin dashboard", () => {
  it("counts users, forms, active users and today's settings updates, and lists 5 recent forms and leads", async () => {
    const a = await admin();
    const owner = await t.signUp();
    await t.db.update(profiles).set({ fullName: "Pat Mower" }).where(eq(profiles.id, owner.userId));
    const idle = await t.signUp();
    // Signed in long ago and no session used since: not active.
    await t.db
      .update(profiles)
      .set({ lastLoginAt: new Date(Date.now() - 40 * 86400_000) })
      .where(eq(profiles.id, idle.userId));
    await t.db.execute(`update sessions set updated_at = now() - interval '40 days' where user_id = '${idle.userId}'`);

    const [form] = await t.db.insert(forms).values({ userId: owner.userId, name: "Spring Mowing" }).returning();
    await t.db.insert(forms).values({
      userId: idle.userId,
      name: "Old Form",
      formType: "other",
      updatedAt: new Date(Date.now() - 3 * 86400_000),
    });
    const [root] = await t.db
      .insert(formSubmissions)
      .values({ formId: form.id, customerName: "Casey Client", submissionStage: "consent_given" })
      .returning();
    // The complete stage of the same lead must not appear as a second submission.
    await t.db.insert(formSubmissions).values({
      formId: form.id,
      customerName: "Casey Client",
      parentSubmissionId: root.id,
      submissionStage: "complete",
    });

    const res = await a.get("/api/admin/stats");
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats).toMatchObject({ totalUsers: 3, totalForms: 2, activeUsers: 2, settingsUpdated: 1 });
    expect(stats.recentForms.map((f: { name: string }) => f.name)).toEqual(["Old Form", "Spring Mowing"]);
    expect(stats.recentForms[1]).toMatchObject({ createdBy: "Pat Mower" });
    expect(stats.recentForms[0]).toMatchObject({ createdBy: idle.email });
    expect(stats.recentSubmissions).toEqual([
      { id: root.id, formName: "Spring Mowing", customer: "Casey Client", createdAt: expect.any(String) },
    ]);
  });

  it("shows at most 5 recent items", async () => {
    const a = await admin();
    for (let i = 0; i < 6; i++) {
      const o = await t.signUp();
      await t.db.insert(forms).values({ userId: o.userId, name: `Form ${i}` });
    }
    const stats = await (await a.get("/api/admin/stats")).json();
    expect(stats.recentForms).toHaveLength(5);
    expect(stats.recentForms[0].name).toBe("Form 5");
  });
});

describe("admin users", () => {
  it("lists every account with company, role, status, last login and subscription", async () => {
    const a = await admin("super_admin");
    const owner = await t.signUp();
    await t.db
      .update(profiles)
      .set({
        fullName: "Robin Lawn",
        companyName: "Green Co",
        subscriptionStatus: "trialing",
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(profiles.id, owner.userId));
    const res = await a.get("/api/admin/users");
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list[0]).toMatchObject({
      id: owner.userId,
      email: owner.email,
      fullName: "Robin Lawn",
      companyName: "Green Co",
      role: "user",
      status: "active",
      subscriptionStatus: "trialing",
      lastLoginAt: expect.any(String),
    });
    expect(list.find((u: { id: string }) => u.id === a.userId)).toMatchObject({ role: "super_admin" });
  });

  it("changes a role and the change shows in the list", async () => {
    const a = await admin();
    const owner = await t.signUp();
    expect((await a.patch(`/api/admin/users/${owner.userId}/role`, { role: "admin" })).status).toBe(200);
    const list = await (await a.get("/api/admin/users")).json();
    expect(list.find((u: { id: string }) => u.id === owner.userId).role).toBe("admin");
    expect((await a.patch(`/api/admin/users/no-such-user/role`, { role: "admin" })).status).toBe(404);
  });
});
