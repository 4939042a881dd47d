import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

const gzipAsync = promisify(gzip);

/**
 * A consistent copy of the embedded database, taken online. PGlite's dumpDataDir packs the data
 * folder while holding its query lock, so no statement runs during the copy; what PostgreSQL
 * still held in memory is in the write-ahead log the copy includes, and is replayed when the copy
 * is opened, as after a crash. The checkpoint before it writes those pages out first, so that
 * replay is short. Requests wait for the copy; it is packed uncompressed and compressed after the
 * lock is released, on zlib's thread, so they do not wait for the compression too.
 */
export async function dumpEmbeddedDatabase(pglite: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  await pglite.exec("CHECKPOINT");
  const tar = await pglite.dumpDataDir("none");
  const packed = await gzipAsync(new Uint8Array(await tar.arrayBuffer()));
  return new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
}
