import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { formSubmissions } from "../db/schema/submissions";
import { insertForm, visitorHeaders } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { UNSTORABLE_REFUSED } from "./middleware";

// Found by the fuzz tests, both used to answer 500: PostgreSQL refuses U+0000 in text and jsonb,
// and Better Auth's URL handling throws on a lone surrogate.
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
  t
    .client()
    .post(
      `/api/public/forms/${formId}/leads`,
      { answers: { ...VISITOR_ANSWERS, city }, consent: true },
      visitorHeaders(),
    );

describe("a NUL character or a lone surrogate in a request", () => {
  it("is refused with 400 in a public body, an owner body, an auth body and a query string", async () => {
    for (const res of [
      await lead("Spring\ud800field"),
      await owner.post("/api/auth/send-verification-email", { email: owner.email, callbackURL: "\udc00" }),
      await owner.get(`/api/forms/${formId}/leads?q=%ED%A0%80`),
      await lead("Spring\u0000field"),
      await owner.patch("/api/account/profile", { fullName: "\u0000", companyName: null }),
      await t.client().post("/api/auth/sign-up/email", {
        email: "nul@example.com",
        password: "correct-horse-1",
        companyName: "Green Lawns",
        name: "a\u0000",
      }),
      await owner.get(`/api/forms/${formId}/leads?q=%00`),
      await owner.post(`/api/forms/${formId}/media/small`, new Uint8Array([71, 73, 70, 56, 57, 97]), {
        "content-type": "image/gif",
        "x-file-name": "a%00.gif",
      }),
      // The sign-in limiter reads the email whatever the Content-Type claims.
      await t.client().post("/api/auth/sign-in/email", JSON.stringify({ email: "a\u0000b", password: "x" }), {
        "content-type": "application/x-www-form-urlencoded",
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: UNSTORABLE_REFUSED });
    }
  });

  it("does not refuse emoji (paired surrogates) or text that only spells an escape out", async () => {
    expect((await lead("🏡 Spring\\ud800field")).status).toBe(201);
    const res = await lead("C:\\u0000 street");
    expect(res.status).toBe(201);
    const { leadId } = (await res.json()) as { leadId: string };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId));
    expect(row.city).toBe("C:\\u0000 street");
  });
});
