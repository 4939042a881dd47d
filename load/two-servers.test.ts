// Two server processes on one PostgreSQL behind one public address (same PUBLIC_URL and
// AUTH_SECRET, as behind a load balancer): a session and every rate limit are shared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import { browserClient, ownerWithPublishedForm } from "./support/owner";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres";
import { startServerProcess, type ServerProcess } from "./support/server-process";

const SITE = "https://quotes.example.test";
const FORM_LIMIT = 100;

let db: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  db = await createScratchDatabase("yq_two");
  const env = { TRUST_PROXY: "on", PUBLIC_URL: SITE, PUBLIC_LEADS_PER_FORM: String(FORM_LIMIT) };
  // Started together: both migrate the empty database at once, which must be safe too.
  const started = await Promise.allSettled([
    startServerProcess({ databaseUrl: db.url, env }),
    startServerProcess({ databaseUrl: db.url, env }),
  ]);
  [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : (undefined as unknown as ServerProcess)));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const me = async (client: ReturnType<typeof browserClient>, server: ServerProcess) => {
  const res = await client.get(server.url, "/api/account/me");
  return {
    status: res.status,
    email: res.status === 200 ? ((await res.json()) as { user: { email: string } }).user.email : null,
  };
};

describe("two server processes on one database", () => {
  it("share sessions: signed in on A works on B, signed out on B ends it on A", async () => {
    const { owner, email } = await ownerWithPublishedForm(a.url, SITE);
    const signIn = await owner.post(
      a.url,
      "/api/auth/sign-in/email",
      { email, password: "correct-horse-1" },
      { "x-forwarded-for": "10.9.0.1" },
    );
    expect(signIn.status).toBe(200);
    expect(await me(owner, a)).toEqual({ status: 200, email });
    expect(await me(owner, b)).toEqual({ status: 200, email });

    const cookieBefore = owner.cookie;
    expect((await owner.post(b.url, "/api/auth/sign-out", {})).status).toBe(200);
    // The old cookie, replayed against the other process, no longer opens the account.
    owner.cookie = cookieBefore;
    expect((await me(owner, a)).status).toBe(401);
    expect((await me(owner, b)).status).toBe(401);
  });

  it("share the sign-in limit of an account: five wrong passwords across A and B lock it on both", async () => {
    const { email } = await ownerWithPublishedForm(b.url, SITE);
    const attempt = (server: ServerProcess, password: string, i: number) =>
      browserClient(SITE).post(
        server.url,
        "/api/auth/sign-in/email",
        { email, password },
        { "x-forwarded-for": `10.8.0.${i}` },
      );
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? b : a, "wrong-password-1", i)).status).toBe(401);
    const onA = await attempt(a, "correct-horse-1", 10);
    const onB = await attempt(b, "correct-horse-1", 11);
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect((await onB.json()).error).toMatch(/Too many sign-in attempts/);
  });

  it("share the public per-address lead limit: 20 leads from one address across A and B, the 21st refused on both", async () => {
    const { formId } = await ownerWithPublishedForm(a.url, SITE);
    const lead = (server: ServerProcess, i: number) =>
      fetch(`${server.url}/api/public/forms/${formId}/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.7.7.7" },
        body: JSON.stringify({ answers: numberedVisitor(i, "two"), consent: true }),
      });
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await lead(i % 2 ? b : a, i)).status);
    expect(statuses).toEqual(Array(20).fill(201));
    const [overA, overB] = [await lead(a, 20), await lead(b, 21)];
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect((await overA.json()).error).toMatch(/Too many requests from your network/);
    const [{ count }] = await db.query<{ count: string }>("select count(*) from form_submissions where form_id = $1", [
      formId,
    ]);
    expect(Number(count)).toBe(20);
  });

  it("share each form's lead limit: leads from many addresses sent at once across A and B never exceed it", async () => {
    const { formId } = await ownerWithPublishedForm(a.url, SITE);
    const lead = (server: ServerProcess, i: number) =>
      fetch(`${server.url}/api/public/forms/${formId}/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.6.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ answers: numberedVisitor(i, "form"), consent: true }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string } }));
    const answers = await Promise.all(Array.from({ length: FORM_LIMIT + 40 }, (_, i) => lead(i % 2 ? b : a, i)));
    const stored = answers.filter((x) => x.status === 201).length;
    // Each process reserves a share of what is left; hits one holds unused are refused early on
    // the other, never given out twice.
    expect(stored).toBeLessThanOrEqual(FORM_LIMIT);
    expect(stored).toBeGreaterThanOrEqual(FORM_LIMIT - 10);
    const refused = answers.filter((x) => x.status !== 201);
    expect(
      refused.every((x) => x.status === 429 && /This form is receiving too many requests/.test(x.body.error ?? "")),
    ).toBe(true);
    const [{ count }] = await db.query<{ count: string }>("select count(*) from form_submissions where form_id = $1", [
      formId,
    ]);
    expect(Number(count)).toBe(stored);
  });
});
