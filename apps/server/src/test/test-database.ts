import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client";
import { adminQuery, withDatabase } from "./global-setup";

/** A migrated database of this test file's own, dropped by close(). */
export async function openTestDatabase(): Promise<Database> {
  const config = inject("testDb");
  if (config.kind === "pglite") {
    return openPglite(undefined, new Blob([fs.readFileSync(config.file)]));
  }
  const name = `yq_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(config.url, `create database ${name} template ${config.template}`);
  // close() drops the database with (force) while the pool may still be ending a connection.
  const database = await openPostgres(withDatabase(config.url, name), 5, () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(config.url, `drop database if exists ${name} with (force)`);
    },
  };
}
