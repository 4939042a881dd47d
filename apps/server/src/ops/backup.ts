import fs from "node:fs";
import path from "node:path";
import { openPglite, type Database } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import type { Env } from "../env";
import { readCliInfo } from "../internal/cli-token";
import { acquireDataDirLock, lockHolder } from "../lib/data-lock";
import { readBackupArchive, writeBackupArchive } from "./backup-archive";
import { dumpEmbeddedDatabase } from "./database-dump";

type BackupEnv = Pick<Env, "DATABASE_URL" | "S3_BUCKET" | "dataDir">;

const ON_POSTGRES =
  "DATABASE_URL is set: back up PostgreSQL with pg_dump and the uploads with your object store's tool " +
  "(docs/deployment.md, Backups).";

const pgFolder = (env: BackupEnv) => path.join(env.dataDir, "pg");
const uploadsFolder = (env: BackupEnv) => path.join(env.dataDir, "uploads");

/** The running server's copy of its database (GET /api/internal/backup, ops/backup.routes.ts). */
async function dumpFromRunningServer(dataDir: string, pid: number): Promise<Uint8Array<ArrayBuffer>> {
  const info = readCliInfo(dataDir);
  if (!info || info.pid !== pid) {
    throw new Error(`The server using ${dataDir} (pid ${pid}) is still starting. Try again in a few seconds.`);
  }
  const res = await fetch(`http://127.0.0.1:${info.port}/api/internal/backup`, {
    headers: { "x-cli-token": info.token },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `The running server answered ${res.status}.`);
  }
  return new Uint8Array(await res.arrayBuffer());
}

/** Opens the embedded database itself (no server runs), locked as a server would lock it. */
async function withOwnDatabase<T>(env: BackupEnv, run: (database: Database) => Promise<T>) {
  const release = acquireDataDirLock(env.dataDir);
  try {
    const database = await openPglite(pgFolder(env));
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * `npm run cli -- backup <file>`: the embedded database and the uploads as one archive
 * (backup-archive.ts), taken while the server runs (it makes the database's copy) or while none
 * does (the CLI opens the database itself). Returns what to tell the operator.
 */
export async function backupEmbedded(env: BackupEnv, file: string): Promise<string> {
  if (env.DATABASE_URL) throw new Error(ON_POSTGRES);
  const holder = lockHolder(env.dataDir);
  const database =
    holder !== null
      ? await dumpFromRunningServer(env.dataDir, holder)
      : await withOwnDatabase(env, async (db) => {
          if (db.kind !== "pglite") throw new Error("not the embedded database");
          return dumpEmbeddedDatabase(db.pglite);
        });
  const target = path.resolve(file);
  const manifest = await writeBackupArchive(target, database, uploadsFolder(env));
  const uploads = env.S3_BUCKET
    ? `The uploads are in the bucket ${env.S3_BUCKET}: back it up with your object store's tool.`
    : `${manifest.uploads} upload(s).`;
  return `Backed up ${env.dataDir} to ${target}: the database (${Math.round(database.byteLength / 1024)} KB), ${uploads}`;
}

/**
 * `npm run cli -- restore <file>`: refused while a server uses DATA_DIR. The archive is unpacked
 * beside the data first (a broken archive changes nothing), the database opened once (which
 * replays its log and checks it) and migrated to this build; then the current `pg/` and
 * `uploads/` are moved aside into `before-restore-<time>/` and the restored ones put in place.
 */
export async function restoreEmbedded(env: BackupEnv, file: string): Promise<string> {
  if (env.DATABASE_URL) throw new Error(ON_POSTGRES);
  const holder = lockHolder(env.dataDir);
  if (holder !== null) {
    throw new Error(
      `A server (pid ${holder}) is using ${env.dataDir}. Stop it (for example systemctl stop yardquote), ` +
        "run the restore again, then start the server.",
    );
  }
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`No backup at ${source}.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const staging = path.join(env.dataDir, `restoring-${stamp}`);
  const aside = path.join(env.dataDir, `before-restore-${stamp}`);
  const release = acquireDataDirLock(env.dataDir);
  fs.mkdirSync(staging, { recursive: true });
  try {
    const read = await readBackupArchive(source, path.join(staging, "uploads"));
    const restored = await openPglite(path.join(staging, "pg"), new Blob([read.database]));
    try {
      await migrateDatabase(restored);
    } finally {
      await restored.close();
    }
    fs.mkdirSync(aside);
    for (const name of ["pg", "uploads"]) {
      const current = path.join(env.dataDir, name);
      if (fs.existsSync(current)) fs.renameSync(current, path.join(aside, name));
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), current);
    }
    return (
      `Restored ${source} (taken ${read.manifest.createdAt}, ${read.uploads} upload(s)) into ${env.dataDir}. ` +
      `The data it replaced is in ${aside}: delete it once the restored server looks right.`
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
