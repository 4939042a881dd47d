import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDatabase, journalEntry, migrationsFolderWith } from "../test/migration-folders";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { auditLog } from "./schema/audit";

// Migration 0020 (the audit log) was written while 0019 was being written: the
// journal may hold 0020 with no entry of idx 19. Drizzle's migrator reads the journal's entries in
// their order and never looks at idx, so a gap must not stop it.
const AUDIT_TAG = "0020_audit_log";

/** The checkout's migrations up to 0020 with every entry between 0018 and 0020 left out. */
const folderWithGap = () =>
  migrationsFolderWith((entry, entries) => entry.idx <= 18 || entry.idx === journalEntry(entries, AUDIT_TAG).idx);

let database: Database;
let gap: ReturnType<typeof folderWithGap>;
beforeAll(async () => {
  database = await emptyDatabase();
  gap = folderWithGap();
});
afterAll(async () => {
  await database.close();
  gap.remove();
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
