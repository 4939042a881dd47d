import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security baseline", () => {
  it("sends CSP with frame-ancestors 'none', nosniff and a referrer policy on pages and API answers", async () => {
    for (const path of ["/", "/dashboard", "/api/account/session", "/api/nope"]) {
      const res = await t.app.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("refuses a cookie-carrying mutation from another origin, or without an origin", async () => {
    const owner = await t.signUp();
    const foreign = await t.app.request("/api/account/profile", {
      method: "PATCH",
      headers: { cookie: owner.cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Mallory", companyName: null }),
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error).toMatch(
      /refused because it came from https:\/\/evil\.example.*TRUSTED_ORIGINS/,
    );
    const missing = await t.app.request("/api/account/profile", {
      method: "PATCH",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Mallory", companyName: null }),
    });
    expect(missing.status).toBe(403);
    const profile = await (await owner.get("/api/account/profile")).json();
    expect(profile.fullName).toBeNull();
  });

  it("accepts the same mutation from our own origin", async () => {
    const owner = await t.signUp();
    const res = await owner.patch(
      "/api/account/profile",
      { fullName: "Pat Green", companyName: null },
      { origin: TEST_ORIGIN },
    );
    expect(res.status).toBe(200);
  });

  it("limits JSON bodies to 1 MB with a readable 413", async () => {
    const owner = await t.signUp();
    const res = await owner.patch("/api/account/profile", {
      fullName: "x".repeat(1024 * 1024 + 10),
      companyName: null,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
  });

  it("answers unknown API paths with a JSON 404 and unknown pages with the app", async () => {
    const api = await t.app.request("/api/does-not-exist");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: "Not found" });
  });

  it("answers malformed JSON with a 400 the caller can act on", async () => {
    const owner = await t.signUp();
    const res = await owner.patch("/api/account/profile", "{not json", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBeTruthy();
  });
});

describe("unexpected errors", () => {
  it("answer 500 with a reference and no internals when the database is gone", async () => {
    const broken = await createTestApp();
    const owner = await broken.signUp();
    await broken.deps.database.close();
    const res = await owner.get("/api/account/profile");
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error).toMatch(/^Something went wrong on our side\. Please try again\. \(Reference: [\w-]+\)$/);
    expect(JSON.stringify(body)).not.toMatch(/pglite|drizzle|select|stack/i);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});
