import { Zip, ZipDeflate } from "fflate";

/** One file of an archive: its path inside the zip and its text, produced piece by piece. */
export type ZipEntry = { name: string; content: AsyncIterable<string> | Iterable<string> };

const encoder = new TextEncoder();

/**
 * A zip archive of `entries`, produced as it is read: each entry is deflated while
 * its text is generated, and nothing asks for the next piece before the reader took the bytes of
 * the last one, so an export of many leads never sits whole in memory.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate calls back synchronously while the pieces are pushed; the loop below hands them on.
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else if (chunk.length > 0) ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for await (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    for await (const text of entry.content) {
      file.push(encoder.encode(text));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
