import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../db/schema/auth";
import { profiles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";

// Found by the fuzz tests: `name: null` reached the NOT NULL column and answered 500, and a
// sign-up name of any length became the profile's Full Name (120 characters everywhere else).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("update-user refuses a name that is not text with 400 and still accepts a valid one", async () => {
  const owner = await t.signUp();
  for (const body of [{ name: null }, { name: 5 }, { name: "x".repeat(121) }, { image: 3 }]) {
    const res = await owner.post("/api/auth/update-user", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/name|image/i);
  }
  expect((await owner.post("/api/auth/update-user", "not json", { "content-type": "application/json" })).status).toBe(
    400,
  );
  expect((await owner.post("/api/auth/update-user", { name: "Pat Owner" })).status).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, owner.userId));
  expect(row.name).toBe("Pat Owner");
});

it("sign-up refuses a name over 120 characters and stores a trimmed Full Name", async () => {
  const long = await t.client().post("/api/auth/sign-up/email", {
    email: "long@example.com",
    password: "correct-horse-1",
    companyName: "Green Lawns",
    name: "💥".repeat(121),
  });
  expect(long.status).toBe(400);
  expect((await long.json()).error).toBe("name: Name can be at most 120 characters.");
  const res = await t.client().post("/api/auth/sign-up/email", {
    email: "trim@example.com",
    password: "correct-horse-1",
    companyName: "Green Lawns",
    name: "  Pat Owner ",
  });
  expect(res.status).toBe(200);
  const me = (await (
    await t.client().post("/api/auth/sign-in/email", { email: "trim@example.com", password: "correct-horse-1" })
  ).json()) as { user: { id: string } };
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.user.id));
  expect(profile.fullName).toBe("Pat Owner");
});
