// Hashing cannot stall the server: it runs on threads of its own at the
// lowest priority, password requests take turns, and a line too long answers 503 with Retry-After.
import { readdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { scryptSync, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import * as hashing from "./password-hash";

const thisFile = fileURLToPath(import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
});
afterAll(() => t.close());

describe("password hashing", () => {
  it("still verifies a hash stored before hashing moved to worker threads", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("old-password-1".normalize("NFKC"), salt, 64, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 2 ** 17 * 8,
    });
    const stored = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    expect(await hashing.verifyPassword({ hash: stored, password: "old-password-1" })).toBe(true);
    expect(await hashing.verifyPassword({ hash: stored, password: "old-password-2" })).toBe(false);
  });

  it("leaves file reads fast while many hashes run", async () => {
    const flood = Array.from({ length: 12 }, (_, i) => hashing.hashPassword(`flood-password-${i}`));
    // The hashes are posted to their threads once the microtasks are drained.
    await new Promise(setImmediate);
    const started = performance.now();
    await readFile(thisFile);
    const readMs = performance.now() - started;
    await Promise.all(flood);
    expect(readMs).toBeLessThan(100);
  });

  it("answers 503 with Retry-After once the hashing queue is full, and recovers", async () => {
    hashing.configurePasswordHashing({ threads: 1, maxWaitMs: 1 });
    const owner = await t.signUp();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.client().post(
          "/api/auth/sign-in/email",
          { email: `nobody${i}@example.com`, password: "wrong-horse-1" },
          {
            "x-forwarded-for": `10.77.0.${i + 1}`,
          },
        ),
      ),
    );
    const busy = attempts.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(Number(busy[0].headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await busy[0].json()).error).toMatch(/Please try again in \d+ seconds?\./);
    const later = await t
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: owner.email, password: owner.password },
        { "x-forwarded-for": "10.77.1.1" },
      );
    expect(later.status).toBe(200);
  });

  it("answers a sign-in still waiting at its limit with 503 and Retry-After, however long the turns ahead take", async () => {
    const maxWaitMs = 2_000;
    hashing.configurePasswordHashing({ threads: 1, maxWaitMs });
    // The turns ahead are held until every sign-in behind them has its answer: without a deadline
    // on the wait, those let in to wait would never get one (and the test would time out).
    const { auth } = t.deps;
    const handler = auth.handler;
    let holding = 0;
    let answered = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const burst = 16; // more than the two turns and the line the estimate lets in
    auth.handler = async (request: Request) => {
      holding += 1;
      await released;
      return handler(request);
    };
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: burst }, async (_, i) => {
          const res = await t
            .client()
            .post(
              "/api/auth/sign-in/email",
              { email: `held${i}@example.com`, password: "wrong-horse-1" },
              { "x-forwarded-for": `10.79.0.${i + 1}` },
            );
          const ms = performance.now() - started;
          if (++answered + holding === burst) release();
          return { res, ms };
        }),
      );
      const refused = answers.filter((a) => a.res.status === 503);
      expect(holding).toBe(2);
      expect(refused).toHaveLength(burst - 2);
      for (const { res, ms } of refused) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await res.json()).error).toMatch(/too many sign-in attempts.*try again in \d+ seconds?/i);
        // The limit, and what the in-process request itself costs on a loaded machine.
        expect(ms).toBeLessThan(maxWaitMs + 1_000);
      }
      // Some waited in line, and were answered only when their time was up.
      expect(refused.filter(({ ms }) => ms >= maxWaitMs).length).toBeGreaterThan(2);
    } finally {
      auth.handler = handler;
      release();
    }
  }, 30_000);

  it("runs the hashing threads at the lowest CPU priority", async () => {
    if (process.platform !== "linux") return;
    await hashing.hashPassword("priority-password-1");
    // Each thread's nice value is field 19 of its stat line, the 17th after the ")" of its name.
    const niceOf = (tid: string | number) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    };
    expect(readdirSync("/proc/self/task").map(niceOf)).toContain(19);
    // The thread that answers requests keeps its own: the main thread, whose id is the process's
    // (not the first listed: thread ids wrap around on a long run and a newer one may sort first).
    expect(niceOf(process.pid)).toBe(0);
  });

  it("keeps a media GET quick while a burst of sign-ins waits its turn", async () => {
    hashing.configurePasswordHashing({ threads: 1, maxWaitMs: 3_000 });
    const key = "form-media/hashing-test/photo.png";
    await t.deps.storage.put(key, Readable.from([Buffer.alloc(200 * 1024, 7)]), "image/png");
    const get = async () => {
      const started = performance.now();
      const res = await t.app.request(`/media/${key}`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const signIn = (i: number) =>
      t
        .client()
        .post(
          "/api/auth/sign-in/email",
          { email: `burst${i}@example.com`, password: "wrong-horse-1" },
          { "x-forwarded-for": `10.78.${i >> 8}.${i & 255}` },
        );
    expect((await signIn(999)).status).toBe(401); // the sign-in path warmed up
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await get());

    // Better Auth calls in flight: without turns, all forty at once on the main thread.
    const { auth } = t.deps;
    const handler = auth.handler;
    let inFlight = 0;
    let most = 0;
    auth.handler = async (request: Request) => {
      most = Math.max(most, ++inFlight);
      try {
        return await handler(request);
      } finally {
        inFlight -= 1;
      }
    };
    try {
      let done = false;
      const burst = Promise.all(Array.from({ length: 40 }, (_, i) => signIn(i))).finally(() => (done = true));
      const during: number[] = [];
      while (!done) {
        during.push(await get());
      }
      const answers = await burst;

      expect(most).toBeLessThanOrEqual(2); // one hashing thread, one request prepared
      for (const res of answers) {
        expect([401, 503]).toContain(res.status);
        if (res.status === 503) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect((await res.json()).error).toMatch(/too many sign-in attempts.*try again in \d+ seconds?/i);
        }
      }
      expect(answers.filter((r) => r.status === 401).length).toBeGreaterThan(1);
      // Relative to the same GET with nothing else running, with room for a loaded machine.
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      expect(during.length).toBeGreaterThan(5);
      expect(median(during)).toBeLessThan(Math.max(5 * median(idle), 50));
    } finally {
      auth.handler = handler;
    }
  });
});
