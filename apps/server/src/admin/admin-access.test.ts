import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Every route of /api/admin; a new route must be added here. */
const ROUTES: [method: "get" | "post" | "patch" | "delete", path: string, body?: unknown][] = [
  ["get", "/api/admin/stats"],
  ["get", "/api/admin/users"],
  ["patch", `/api/admin/users/${SOME_ID}/role`, { role: "admin" }],
  ["get", "/api/admin/media"],
  ["post", "/api/admin/media?size=small", new Uint8Array(Buffer.from("GIF89a"))],
  ["patch", `/api/admin/media/${SOME_ID}`, { isActive: false }],
  ["delete", `/api/admin/media/${SOME_ID}`],
  ["get", "/api/admin/media-migration"],
  ["post", "/api/admin/media-migration"],
];

const call = (client: ReturnType<TestApp["client"]>, [method, path, body]: (typeof ROUTES)[number]) =>
  method === "get" || method === "delete" ? client[method](path) : client[method](path, body);

describe("admin routes are for admins only", () => {
  it.each(ROUTES)("%s %s answers 401 without a session", async (...route) => {
    const res = await call(t.client(), route);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Your session has expired. Please sign in again." });
  });

  it("every route answers 403 to a user", async () => {
    const user = await t.signUp();
    for (const route of ROUTES) {
      const res = await call(user, route);
      expect(res.status, `${route[0]} ${route[1]}`).toBe(403);
      expect(await res.json()).toEqual({ error: "Please sign in with an admin account to access this area" });
    }
  });
});
