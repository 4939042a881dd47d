import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// drizzle's migrator applies only the migrations whose journal time is later than the last one
// applied, and the journal's times were set ahead of the calendar by hand: a migration generated
// today gets an earlier time than the one before it and an existing database would skip it.
// `npm run db:generate` therefore needs its new entry's `when` set after the previous one.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, "apps/server/src/db/migrations");

type Entry = { idx: number; when: number; tag: string };
const entries = (JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: Entry[] })
  .entries;

describe("the migration journal", () => {
  it("numbers its migrations in rising order, one file each", () => {
    expect(entries.filter((entry, i) => i > 0 && entry.idx <= entries[i - 1]!.idx)).toEqual([]);
    for (const entry of entries) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, "0") + "_"), entry.tag).toBe(true);
      expect(fs.existsSync(path.join(folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
    }
  });

  it("gives each migration a time later than the one before, so none is skipped", () => {
    const late = entries.filter((entry, i) => i > 0 && entry.when <= entries[i - 1]!.when).map((e) => e.tag);
    expect(late, "set each listed entry's `when` after the previous entry's").toEqual([]);
  });
});
