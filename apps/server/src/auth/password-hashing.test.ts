// Hashing cannot stall the server (decision 024): it runs on threads of its own behind a
// bounded queue, and a full queue answers 503 with Retry-After.
import { readFile } from "node:fs/promises";
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await readFile(thisFile);
    const readMs = performance.now() - started;
    await Promise.all(flood);
    expect(readMs).toBeLessThan(100);
  });

  it("answers 503 with Retry-After once the hashing queue is full, and recovers", async () => {
    hashing.configurePasswordHashing({ threads: 1, maxQueued: 2 });
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
    expect((await busy[0].json()).message).toMatch(/try again/i);
    const later = await t
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: owner.email, password: owner.password },
        { "x-forwarded-for": "10.77.1.1" },
      );
    expect(later.status).toBe(200);
  });
});
