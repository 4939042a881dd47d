import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { migrationsFolder } from "../paths";
import type { Storage } from "../storage/storage";

/** The part /readyz names when the server should get no traffic. */
type NotReadyPart = "shutting down" | "database" | "migrations" | "storage";

export type Readiness = { ready: true } | { ready: false; failed: NotReadyPart; detail: string };

/**
 * How long a migration or storage probe's result is reused. A load balancer asks every second or
 * so; writing an object to S3 that often would cost more than the answer is worth, and the
 * migrations only change when a server of another build starts.
 */
const PROBE_TTL_MS = 10_000;

type ProbeResult = { ok: true } | { ok: false; detail: string };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** The `when` of the last migration this build carries (drizzle's journal). */
function lastMigrationOfBuild(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** A probe whose result is kept for PROBE_TTL_MS; callers in the meantime share one run. */
function cachedProbe(run: () => Promise<ProbeResult>, ttlMs: number) {
  let last: { at: number; result: Promise<ProbeResult> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > ttlMs) {
      last = { at: performance.now(), result: run().catch((err) => ({ ok: false, detail: message(err) })) };
    }
    return last.result;
  };
}

export type ReadinessOptions = { database: Database; storage: Storage; migrations?: string; ttlMs?: number };

/**
 * What /readyz checks, in order: the server is not stopping, the database answers a trivial
 * query (every call: this is what breaks first), its applied migrations reach this build's last
 * one (drizzle records each migration's `when` as created_at), and storage takes and gives up a
 * tiny object.
 */
export function createReadiness({
  database,
  storage,
  migrations = migrationsFolder,
  ttlMs = PROBE_TTL_MS,
}: ReadinessOptions) {
  const expected = lastMigrationOfBuild(migrations);
  let stopping = false;

  const migrationsProbe = cachedProbe(async () => {
    const rows = (await database.db.execute(
      sql`select max(created_at)::float8 as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: number | null }[] } | { applied: number | null }[];
    const list = Array.isArray(rows) ? rows : rows.rows;
    const applied = Number(list[0]?.applied ?? 0);
    if (applied >= expected) return { ok: true };
    return { ok: false, detail: `the database's last migration is older than this build's (${applied} < ${expected})` };
  }, ttlMs);

  let probeCount = 0;
  const storageProbe = cachedProbe(async () => {
    const key = `readyz/probe-${process.pid}-${++probeCount}.txt`;
    await storage.put(key, Readable.from([Buffer.from("ok")]), "text/plain");
    await storage.delete(key);
    return { ok: true };
  }, ttlMs);

  return {
    /** From now on /readyz answers 503 "shutting down" (graceful-shutdown.ts). */
    beginShutdown() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
    async check(): Promise<Readiness> {
      if (stopping) return { ready: false, failed: "shutting down", detail: "the server is stopping" };
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        return { ready: false, failed: "database", detail: message(err) };
      }
      const [migrated, stored] = await Promise.all([migrationsProbe(), storageProbe()]);
      if (!migrated.ok) return { ready: false, failed: "migrations", detail: migrated.detail };
      if (!stored.ok) return { ready: false, failed: "storage", detail: stored.detail };
      return { ready: true };
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;
