import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase;

export type Database =
  | { kind: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> }
  | { kind: "pglite"; db: Db; pglite: PGlite; close: () => Promise<void> };

/**
 * The session setting of the connections rawQuery (raw-query.ts) runs on. Left to itself
 * (plan_cache_mode auto) PostgreSQL planned the public statements again at every execution:
 * their array parameters make each custom plan look cheaper than the generic one, and planning
 * one of them took longer than running it (decision 067). Drizzle's statements keep the default
 * on their own pool: a generic plan would ignore the values their plans depend on.
 */
const GENERIC_PLANS = "-c plan_cache_mode=force_generic_plan";

// The pool whose connections keep one plan per statement, by the drizzle instance it serves.
const statementPools = new WeakMap<Db, pg.Pool>();

/** The pool rawQuery sends `db`'s statements through (openPostgres: set to GENERIC_PLANS), if any. */
export const statementPoolOf = (db: Db): pg.Pool | undefined => statementPools.get(db);

/**
 * `onIdleError`: PostgreSQL may close a pooled connection while it sits idle (a restart, a
 * failover, an idle timeout of the server or of a proxy). The pool drops that connection and
 * opens a new one for the next query, but it reports the closure as an 'error' event, which
 * without a listener ends the process.
 */
export async function openPostgres(
  url: string,
  max = 10,
  onIdleError: (err: Error) => void = (err) => console.error(`A database connection was closed: ${err.message}`),
): Promise<Extract<Database, { kind: "postgres" }>> {
  const pool = new pg.Pool({ connectionString: url, max });
  const statementPool = new pg.Pool({ connectionString: url, max, options: GENERIC_PLANS });
  for (const each of [pool, statementPool]) each.on("error", onIdleError);
  const db = drizzleNodePg({ client: pool });
  statementPools.set(db, statementPool);
  return { db, kind: "postgres", pool, close: async () => void (await Promise.all([pool.end(), statementPool.end()])) };
}

// PGlite runs initdb's postgresql.conf (shared_buffers = 128MB), and its WASM PostgreSQL touches
// the whole buffer pool at start: ~100 MB of resident memory before a single row is read. One
// embedded server's data fits in far less, and what does not is still in the OS page cache
// (bench/RESULTS.md: idle RSS 440 -> ~330 MB).
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** dataDir undefined keeps the database in memory (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}
