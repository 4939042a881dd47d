import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder } from "../paths";
import { adminQuery, withDatabase } from "../test/global-setup";
import { openPglite, openPostgres, type Database } from "./client";
import { migrateDatabase } from "./migrate";
import { auditLog } from "./schema/audit";

// Migration 0020 (the audit log, decision 083) was written while 0019 was being written: the
// journal may hold 0020 with no entry of idx 19. Drizzle's migrator reads the journal's entries in
// their order and never looks at idx, so a gap must not stop it.
const config = inject("testDb");
const AUDIT_TAG = "0020_audit_log";

/** The checkout's migrations up to 0020 with every entry between 0018 and 0020 left out. */
function folderWithGap() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "yq-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const audit = journal.entries.find((entry) => entry.tag === AUDIT_TAG);
  if (!audit) throw new Error(`No migration ${AUDIT_TAG} in ${migrationsFolder}`);
  journal.entries = journal.entries.filter((entry) => entry.idx <= 18 || entry.idx === audit.idx);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, idxs: journal.entries.map((e) => e.idx) };
}

async function emptyDatabase(): Promise<Database> {
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

let database: Database;
let gap: ReturnType<typeof folderWithGap>;
beforeAll(async () => {
  database = await emptyDatabase();
  gap = folderWithGap();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(gap.folder, { recursive: true, force: true });
});

describe("the audit log's migration (0020)", () => {
  it("applies after 0018 with no 19 in the journal, and the table takes entries", async () => {
    expect(gap.idxs.slice(-2)).toEqual([18, 20]);
    await migrateDatabase(database, gap.folder);
    await database.db.insert(auditLog).values({ action: "role.changed", actorId: null, details: { to: "admin" } });
    const rows = await database.db.select().from(auditLog);
    expect(rows).toEqual([
      expect.objectContaining({ action: "role.changed", details: { to: "admin" }, address: null }),
    ]);
  });
});
