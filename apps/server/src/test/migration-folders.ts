import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client";
import { migrationsFolder } from "../paths";
import { adminQuery, withDatabase } from "./global-setup";

export type JournalEntry = { idx: number; tag: string };

/**
 * A copy of the checkout's migrations whose journal keeps only the entries `keep` accepts, to
 * migrate a database to an earlier state (or with a gap) before the migration under test.
 * Removed again by the returned `remove`.
 */
export function migrationsFolderWith(keep: (entry: JournalEntry, entries: JournalEntry[]) => boolean) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "yq-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: JournalEntry[] };
  const all = journal.entries;
  journal.entries = all.filter((entry) => keep(entry, all));
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return {
    folder,
    idxs: journal.entries.map((entry) => entry.idx),
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** The journal entry of a migration, or an error naming it. */
export function journalEntry(entries: JournalEntry[], tag: string): JournalEntry {
  const entry = entries.find((e) => e.tag === tag);
  if (!entry) throw new Error(`No migration ${tag} in ${migrationsFolder}`);
  return entry;
}

/** An empty database of the test's own, not migrated: PGlite in memory, or a new PostgreSQL database. */
export async function emptyDatabase(): Promise<Database> {
  const config = inject("testDb");
  if (config.kind === "pglite") return openPglite();
  const name = `yq_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(config.url, `create database ${name}`);
  const database = await openPostgres(withDatabase(config.url, name), 2, () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(config.url, `drop database if exists ${name} with (force)`);
    },
  };
}
