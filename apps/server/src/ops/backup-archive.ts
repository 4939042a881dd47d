import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { extract, pack } from "tar-stream";

/**
 * A backup of the embedded mode is one tar file:
 * - `yardquote-backup.json`: what it is (format, when, the database's last migration);
 * - `database.tar.gz`: the PGlite data folder as PGlite's own dumpDataDir writes it;
 * - `uploads/<key>`: every finished upload (DATA_DIR/uploads), under its storage key.
 */
const MANIFEST = "yardquote-backup.json";
const DATABASE_ENTRY = "database.tar.gz";
const UPLOADS = "uploads/";
const BACKUP_FORMAT = 1;

type BackupManifest = { format: number; createdAt: string; database: "pglite"; uploads: number };

/** Files of the uploads folder, relative to it; uploads still being written (`.part-`) are left out. */
async function uploadFiles(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.includes(".part-"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Writes the archive to `file` (through a temporary name, so a failed backup never leaves a file
 * that looks complete). Uploads are read after the database dump was taken: a file is written
 * before the row that refers to it, so every upload the dump knows is already on disk.
 */
export async function writeBackupArchive(file: string, database: Uint8Array, uploadsDir: string) {
  const files = await uploadFiles(uploadsDir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: "pglite",
    uploads: files.length,
  };
  const temp = `${file}.partial-${process.pid}`;
  const tar = pack();
  const written = pipeline(tar, fs.createWriteStream(temp));
  try {
    const add = (name: string, body: string | Uint8Array) =>
      new Promise<void>((resolve, reject) => tar.entry({ name }, body, (err) => (err ? reject(err) : resolve())));
    await add(MANIFEST, JSON.stringify(manifest, null, 2));
    await add(DATABASE_ENTRY, database);
    for (const name of files) {
      const full = path.join(uploadsDir, name);
      const stat = await fsp.stat(full).catch(() => null);
      // Deleted since it was listed: the dump was taken before, and may still name it.
      if (!stat) continue;
      const entry = tar.entry({ name: UPLOADS + name, size: stat.size, mtime: stat.mtime });
      await pipeline(fs.createReadStream(full), entry);
    }
    tar.finalize();
    await written;
    await fsp.rename(temp, file);
  } catch (err) {
    tar.destroy();
    await written.catch(() => undefined);
    await fsp.rm(temp, { force: true });
    throw err;
  }
  return manifest;
}

export type ReadBackup = { manifest: BackupManifest; database: Uint8Array<ArrayBuffer>; uploads: number };

/** Unpacks one upload under `root`; a name that would leave it stops the restore. */
async function writeUpload(root: string, name: string, entry: NodeJS.ReadableStream) {
  const target = path.resolve(root, name.slice(UPLOADS.length));
  if (!target.startsWith(root + path.sep)) throw new Error(`The backup holds a file outside uploads/: ${name}`);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await pipeline(entry, fs.createWriteStream(target));
}

/**
 * Reads an archive: the manifest and the database into memory, each upload written under
 * `uploadsDir` as it comes. The manifest comes first, so nothing is written for a file that is
 * not a backup.
 */
export async function readBackupArchive(file: string, uploadsDir: string): Promise<ReadBackup> {
  const notABackup = `${file} is not a YardQuote backup (npm run cli -- backup writes one).`;
  const got: { manifest?: BackupManifest; database?: Uint8Array<ArrayBuffer>; uploads: number } = { uploads: 0 };
  const root = path.resolve(uploadsDir);
  const tar = extract();
  // Settled whatever happens below: a stop half way destroys the stream and rejects it.
  const read = pipeline(fs.createReadStream(file), tar).then(
    () => null,
    (err: unknown) => err,
  );
  try {
    for await (const entry of tar) {
      const { name, type } = entry.header;
      if (!got.manifest && name !== MANIFEST) throw new Error(notABackup);
      if (name === MANIFEST || name === DATABASE_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        if (name === DATABASE_ENTRY) got.database = body;
        else got.manifest = JSON.parse(body.toString("utf8")) as BackupManifest;
        if (got.manifest?.format !== BACKUP_FORMAT) throw new Error(`${file} is a backup of another format.`);
      } else if (name.startsWith(UPLOADS) && type === "file") {
        await writeUpload(root, name, entry as unknown as NodeJS.ReadableStream);
        got.uploads += 1;
      } else {
        entry.resume();
      }
    }
  } catch (err) {
    tar.destroy();
    await read;
    // What tar-stream says of a file that is no tar at all ("Unexpected end of data") helps nobody.
    throw got.manifest ? err : new Error(notABackup);
  }
  const failed = await read;
  if (failed) throw failed;
  if (!got.manifest || !got.database) throw new Error(`${file} has no database: it is not a complete backup.`);
  return { manifest: got.manifest, database: got.database, uploads: got.uploads };
}
