import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrationsFolder } from "../paths";
import type { Storage } from "../storage/storage";
import { createTestApp, type TestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import { createReadiness } from "./readiness";

let t: TestApp;
const folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** The checkout's migrations with one more, later entry in the journal: a build newer than the database. */
function newerBuildMigrations() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-migrations-"));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_next" });
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  return dir;
}

/** Storage whose writes fail, as a full disk or a bucket without write access does. */
const readOnlyStorage = (): Storage => ({
  put: async (_key: string, body: Readable) => {
    body.resume();
    throw new Error("EROFS: read-only file system");
  },
  get: async () => null,
  delete: async () => undefined,
  list: async () => [],
});

describe("/healthz and /readyz", () => {
  it("answer ok and ready on a working server, and leave no probe behind", async () => {
    const live = await t.app.request("/healthz");
    expect(live.status).toBe(200);
    expect(await live.text()).toBe("ok");
    const ready = await t.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ready: true });
    expect(await t.deps.storage.list("readyz")).toEqual([]);
  });

  it("names the part that fails: storage, migrations, the database, a stop", async () => {
    const { database } = t.deps;
    const storage = await createReadiness({ database, storage: readOnlyStorage() }).check();
    expect(storage).toEqual({ ready: false, failed: "storage", detail: "EROFS: read-only file system" });

    const migrations = await createReadiness({
      database,
      storage: t.deps.storage,
      migrations: newerBuildMigrations(),
    }).check();
    expect(migrations).toMatchObject({ ready: false, failed: "migrations" });

    const stopping = createReadiness({ database, storage: t.deps.storage });
    expect(await stopping.check()).toEqual({ ready: true });
    stopping.beginShutdown();
    expect(await stopping.check()).toMatchObject({ ready: false, failed: "shutting down" });

    const closed = await openTestDatabase();
    const readiness = createReadiness({ database: closed, storage: t.deps.storage });
    await closed.close();
    expect(await readiness.check()).toMatchObject({ ready: false, failed: "database" });
  });

  it("probes storage and migrations once per interval, however often it is asked", async () => {
    let writes = 0;
    const counting: Storage = {
      ...t.deps.storage,
      put: (key, body, type) => {
        writes += 1;
        return t.deps.storage.put(key, body, type);
      },
    };
    // The interval is read from performance.now(), held still here and moved past the interval by
    // hand: however slow the machine, the 20 checks fall inside one interval and the next outside.
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const readiness = createReadiness({ database: t.deps.database, storage: counting, ttlMs: 1_500 });
      await Promise.all(Array.from({ length: 20 }, () => readiness.check()));
      expect(writes).toBe(1);
      vi.advanceTimersByTime(1_600);
      await readiness.check();
      expect(writes).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
