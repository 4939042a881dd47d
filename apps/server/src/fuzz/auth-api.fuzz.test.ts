// Malformed bodies against the auth routes (Better Auth behind our limiter): no 5xx, and no
// account, session or profile stored from a broken request.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { malformedBody } from "./malformed";
import { newTally, no5xx, send } from "./fuzz-client";
import { invalidRows } from "./stored-invariants";

const tally = newTally();
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  owner = await t.signUp();
});
afterAll(() => t.close());

// Password hashing is deliberately slow (scrypt), so the routes that hash get fewer runs.
const ROUTES: { path: string; valid: () => unknown; runs: number; signedIn?: boolean }[] = [
  {
    path: "/api/auth/sign-up/email",
    valid: () => ({
      email: `fz${Math.random().toString(36).slice(2)}@example.com`,
      password: "correct-horse-1",
      companyName: "Green Lawns",
      name: "Pat",
    }),
    runs: 150,
  },
  {
    path: "/api/auth/sign-in/email",
    valid: () => ({ email: owner.email, password: "wrong-horse-1", rememberMe: true }),
    runs: 150,
  },
  {
    path: "/api/auth/request-password-reset",
    valid: () => ({ email: owner.email, redirectTo: "/auth/reset-password" }),
    runs: 400,
  },
  {
    path: "/api/auth/reset-password",
    valid: () => ({ token: "not-a-real-token", newPassword: "another-horse-2" }),
    runs: 450,
  },
  {
    path: "/api/auth/change-password",
    valid: () => ({ currentPassword: "wrong-horse-1", newPassword: "another-horse-2", revokeOtherSessions: false }),
    runs: 120,
    signedIn: true,
  },
  { path: "/api/auth/update-user", valid: () => ({ name: "Pat Owner", image: null }), runs: 400, signedIn: true },
  {
    path: "/api/auth/send-verification-email",
    valid: () => ({ email: owner.email, callbackURL: "/dashboard" }),
    runs: 200,
  },
  { path: "/api/auth/revoke-session", valid: () => ({ token: "not-a-session" }), runs: 300, signedIn: true },
];

for (const route of ROUTES) {
  it(`POST ${route.path}`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), async (i) => {
        const [body] = fc.sample(malformedBody(route.valid()), { numRuns: 1, seed: i });
        return no5xx(
          await send(t, tally, {
            method: "POST",
            url: route.path,
            body,
            cookie: route.signedIn ? owner.cookie : undefined,
          }),
        );
      }),
      { numRuns: route.runs, endOnFailure: true },
    );
  });
}

it("sent every body, answered none with 5xx, stored nothing invalid and left the owner signed in", async () => {
  expect(tally.sent).toBeGreaterThanOrEqual(ROUTES.reduce((n, r) => n + r.runs, 0));
  expect([...tally.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(await invalidRows(t.db)).toEqual([]);
  expect((await owner.get("/api/account/me")).status).toBe(200);
});
