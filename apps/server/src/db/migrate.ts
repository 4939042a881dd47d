import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths";
import type { Database } from "./client";
import { upgradeStoredDocuments } from "./upgrade-documents";

/**
 * The SQL migrations of `folder` not applied yet, then the data migration of stored form
 * documents. A folder other than the checkout's is for tests that migrate step by step: the data
 * migration reads the forms table as the current schema has it, so it runs only once every
 * migration of the checkout is applied.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder) {
  const complete = folder === migrationsFolder;
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    if (complete) await upgradeStoredDocuments(database.db);
    return;
  }
  // Several processes may start at once against one PostgreSQL: only one migrates at a time.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock(727272)");
    const locked = drizzleNodePg({ client });
    await migrateNodePg(locked, { migrationsFolder: folder });
    // On the client that holds the lock: a second one from the pool may never come (a pool of one).
    if (complete) await upgradeStoredDocuments(locked);
  } finally {
    await client.query("select pg_advisory_unlock(727272)").catch(() => undefined);
    client.release();
  }
}
