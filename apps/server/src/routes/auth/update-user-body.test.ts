import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { createTestApp, type TestApp } from "../../test/test-app";

// Found by the fuzz tests: `name: null` reached the NOT NULL column and answered 500.
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
  expect((await owner.post("/api/auth/update-user", "not json", { "content-type": "application/json" })).status).toBe(400);
  expect((await owner.post("/api/auth/update-user", { name: "Pat Owner" })).status).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, owner.userId));
  expect(row.name).toBe("Pat Owner");
});
