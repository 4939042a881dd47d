import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { GENERIC_PLANS, sendStatementsThrough } from "./raw-query";
import { upgradeStoredDocuments } from "./upgrade-documents";

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase;

export type Database =
  | { kind: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> }
  | { kind: "pglite"; db: Db; pglite: PGlite; close: () => Promise<void> };

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
  sendStatementsThrough(db, statementPool);
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

export async function migrateDatabase(database: Database) {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    await upgradeStoredDocuments(database.db);
    return;
  }
  // Several processes may start at once against one PostgreSQL: only one migrates at a time.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock(727272)");
    const locked = drizzleNodePg({ client });
    await migrateNodePg(locked, { migrationsFolder });
    // On the client that holds the lock: a second one from the pool may never come (a pool of one).
    await upgradeStoredDocuments(locked);
  } finally {
    await client.query("select pg_advisory_unlock(727272)").catch(() => undefined);
    client.release();
  }
}
