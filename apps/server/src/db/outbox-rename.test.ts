import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { claimDue } from "../outbox/claim";
import { migrationsFolder } from "../paths";
import { adminQuery, withDatabase } from "../test/global-setup";
import { openPglite, openPostgres, type Database } from "./client";
import { migrateDatabase } from "./migrate";
import { outbox } from "./schema/outbox";

// Migration 0017 renames mail_outbox to outbox in place (decision 073): a message queued by the
// version before it must still be there afterwards, whole, and be claimed by the worker.
const RENAME_TAG = "0017_outbox";
const config = inject("testDb");

/** The checkout's migrations without the rename and what follows it. */
function foldersBeforeRename() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "yq-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const rename = journal.entries.find((entry) => entry.tag === RENAME_TAG);
  if (!rename) throw new Error(`No migration ${RENAME_TAG} in ${migrationsFolder}`);
  journal.entries = journal.entries.filter((entry) => entry.idx < rename.idx);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database of this test's own: PGlite in memory, or a new PostgreSQL database. */
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
let before: string;
beforeAll(async () => {
  database = await emptyDatabase();
  before = foldersBeforeRename();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe("the outbox's rename (migration 0017)", () => {
  it("keeps a message queued before it, and the worker still claims it", async () => {
    const { db } = database;
    await migrateDatabase(database, before);
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
