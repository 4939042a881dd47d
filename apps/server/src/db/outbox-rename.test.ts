import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimDue } from "../outbox/claim";
import { emptyDatabase, journalEntry, migrationsFolderWith } from "../test/migration-folders";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { outbox } from "./schema/outbox";

// Migration 0017 renames mail_outbox to outbox in place: a message queued by the
// version before it must still be there afterwards, whole, and be claimed by the worker.
const RENAME_TAG = "0017_outbox";

/** The checkout's migrations without the rename and what follows it. */
const foldersBeforeRename = () =>
  migrationsFolderWith((entry, entries) => entry.idx < journalEntry(entries, RENAME_TAG).idx);

let database: Database;
let before: ReturnType<typeof foldersBeforeRename>;
beforeAll(async () => {
  database = await emptyDatabase();
  before = foldersBeforeRename();
});
afterAll(async () => {
  await database.close();
  before.remove();
});

describe("the outbox's rename (migration 0017)", () => {
  it("keeps a message queued before it, and the worker still claims it", async () => {
    const { db } = database;
    await migrateDatabase(database, before.folder);
    await db.execute(`insert into mail_outbox (dedupe_key, kind, "to", subject, "text", html, reply_to, attempts)
      values ('queued-before-rename', 'lead_alert', 'owner@example.com', 'New lead', 'Jane', '<p>Jane</p>',
        'jane@example.com', 2)`);
    const [queued] = (await db.execute("select * from mail_outbox")).rows;

    await migrateDatabase(database);
    const rows = await db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: queued.id,
      dedupeKey: "queued-before-rename",
      kind: "lead_alert",
      to: "owner@example.com",
      subject: "New lead",
      text: "Jane",
      html: "<p>Jane</p>",
      replyTo: "jane@example.com",
      status: "pending",
      attempts: 2,
      sentAt: null,
    });
    const [claimed] = await claimDue(db, 10, 60_000);
    expect(claimed).toMatchObject({ id: queued.id, status: "sending", attempts: 3 });
    const [{ n }] = (await db.execute("select count(*)::int as n from pg_tables where tablename = 'mail_outbox'"))
      .rows as { n: number }[];
    expect(n).toBe(0);
  });
});
