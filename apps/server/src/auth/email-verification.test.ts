import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EMAIL_VERIFICATION: "on" });
});
afterAll(() => t.close());

describe("with email verification on", () => {
  it("creates the account without a session, queues the confirmation, and refuses sign-in until confirmed", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/sign-up/email", {
      email: "verify@example.com",
      password: "password-123",
      companyName: "Green Lawns",
      name: "",
    });
    expect(res.status).toBe(200);
    // Not signed in until the email is confirmed; the answer carries no token.
    const body = await res.json();
    expect(body.signedIn).toBe(false);
    expect(body).not.toHaveProperty("token");
    expect((await c.get("/api/account/me")).status).toBe(401);

    const queued = await t.db.select().from(outbox);
    expect(queued.map((m) => m.to)).toContain("verify@example.com");

    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: "verify@example.com", password: "password-123" });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });
});
