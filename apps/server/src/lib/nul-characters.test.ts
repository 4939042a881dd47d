import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { insertForm, VALID_ANSWERS, visitorHeaders } from "../routes/public/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { NUL_REFUSED } from "./middleware";

// Found by the fuzz tests: PostgreSQL refuses U+0000 in text and jsonb, so it used to be a 500.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
});
afterAll(() => t.close());

const lead = (city: string) =>
  t.client().post(`/api/public/forms/${formId}/leads`, { answers: { ...VALID_ANSWERS, city }, consent: true }, visitorHeaders());

describe("a NUL character in a request", () => {
  it("is refused with 400 in a public body, an owner body, a sign-up and a query string", async () => {
    for (const res of [
      await lead("Spring\u0000field"),
      await owner.patch("/api/account/profile", { fullName: "\u0000", companyName: null }),
      await t.client().post("/api/auth/sign-up/email", { email: "nul@example.com", password: "correct-horse-1", name: "a\u0000" }),
      await owner.get(`/api/forms/${formId}/leads?q=%00`),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: NUL_REFUSED });
    }
  });

  it("does not refuse text that only spells it out (an escaped backslash before u0000)", async () => {
    const res = await lead("C:\\u0000 street");
    expect(res.status).toBe(201);
    const { leadId } = (await res.json()) as { leadId: string };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row.city).toBe("C:\\u0000 street");
  });
});
