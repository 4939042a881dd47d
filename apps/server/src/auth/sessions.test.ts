// The profile's list of sessions, and ending them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/auth";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});
afterAll(() => t.close());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type SessionView = { id: string; device: string; address: string | null; lastSeenAt: string; current: boolean };

/** The account signed in once more, from a device and address of its own. */
async function signInElsewhere(owner: { email: string; password: string }, userAgent: string, address: string) {
  const c = t.client();
  const headers = { "user-agent": userAgent, "x-forwarded-for": address };
  const res = await c.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password }, headers);
  expect(res.status).toBe(200);
  return {
    get: (url: string) => c.get(url, headers),
    post: (url: string, body?: unknown) => c.post(url, body, headers),
    delete: (url: string) => c.delete(url, headers),
  };
}

const listOf = async (client: { get: (url: string) => Promise<Response> }) => {
  const res = await client.get("/api/account/sessions");
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessions: SessionView[] }).sessions;
};

describe("the account's sessions", () => {
  it("lists each device in plain words, its address and when it was last seen, this one marked", async () => {
    const owner = await t.signUp();
    const phone = await signInElsewhere(owner, PHONE, "203.0.113.7");
    const laptop = await signInElsewhere(owner, LAPTOP, "198.51.100.20");
    // Each is seen once, as a browser does right after signing in.
    expect((await phone.get("/api/account/me")).status).toBe(200);

    const list = await listOf(laptop);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: "Chrome on Windows", address: "198.51.100.20" });
    expect(list.find((s) => s.device === "Safari on iPhone")).toMatchObject({ current: false, address: "203.0.113.7" });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    for (const s of list) expect(Date.now() - new Date(s.lastSeenAt).getTime()).toBeLessThan(60_000);
    // Tokens stay on the server.
    expect(JSON.stringify(list)).not.toMatch(/token/i);
  });

  it("ends one session at once: its cookie gets 401 on the next request", async () => {
    const owner = await t.signUp();
    const phone = await signInElsewhere(owner, PHONE, "203.0.113.8");
    expect((await phone.get("/api/account/me")).status).toBe(200);
    const target = (await listOf(owner)).find((s) => s.device === "Safari on iPhone")!;

    const ended = await owner.delete(`/api/account/sessions/${target.id}`);
    expect(ended.status).toBe(200);
    expect((await phone.get("/api/account/me")).status).toBe(401);
    expect((await owner.get("/api/account/me")).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, target.id))).toEqual([]);
    expect((await owner.delete(`/api/account/sessions/${target.id}`)).status).toBe(404);
  });

  it("answers 404 for another account's session and leaves it running", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const theirs = (await listOf(stranger))[0];
    const res = await owner.delete(`/api/account/sessions/${theirs.id}`);
    expect(res.status).toBe(404);
    expect((await stranger.get("/api/account/me")).status).toBe(200);
  });

  it("does not end this session through the list (log out does)", async () => {
    const owner = await t.signUp();
    const mine = (await listOf(owner)).find((s) => s.current)!;
    expect((await owner.delete(`/api/account/sessions/${mine.id}`)).status).toBe(400);
    expect((await owner.get("/api/account/me")).status).toBe(200);
  });

  it("signs out of every other session and keeps this one", async () => {
    const owner = await t.signUp();
    const phone = await signInElsewhere(owner, PHONE, "203.0.113.9");
    const laptop = await signInElsewhere(owner, LAPTOP, "198.51.100.21");
    const res = await owner.post("/api/account/sessions/end-others");
    expect(res.status).toBe(200);
    expect((await phone.get("/api/account/me")).status).toBe(401);
    expect((await laptop.get("/api/account/me")).status).toBe(401);
    expect((await owner.get("/api/account/me")).status).toBe(200);
    expect(await listOf(owner)).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/account/sessions")).status).toBe(401);
    expect((await t.client().post("/api/account/sessions/end-others")).status).toBe(401);
  });
});
