import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { Storage } from "../storage/storage";
import { HttpError } from "./http-error";

export interface UploadMessage {
  title: string;
  message: string;
}

/** What one kind of upload accepts; the messages are the ones the person sees. */
export interface UploadRules {
  /** Canonical MIME types, after `canonicalType` (e.g. "video/quicktime", not "video/mov"). */
  allowedTypes: readonly string[];
  maxBytes: number;
  messages: { invalidType: UploadMessage; tooLarge: UploadMessage; empty: UploadMessage };
  /** Maps a declared or sniffed type to its canonical name; identity when absent. */
  canonicalType?: (type: string, fileName?: string) => string;
}

export interface StreamUploadInput {
  body: ReadableStream<Uint8Array> | null;
  /** The Content-Type the client declared (checked too, but the content decides). */
  declaredType: string;
  /** Content-Length, when the client sent one: rejects too-large files before reading them. */
  declaredSize: number | null;
  fileName?: string;
  rules: UploadRules;
  storage: Storage;
  /** The storage key, chosen once the real type is known (its extension follows the content). */
  keyFor: (type: string) => string;
}

export interface StoredUpload {
  key: string;
  type: string;
  size: number;
}

/** Enough bytes for file-type to recognise every format we accept (its own default sample). */
const SNIFF_BYTES = 4100;

/** Upload errors carry the toast title in a header: a client shows upload-rules.ts's title and message as a pair. */
export function uploadError(status: 400 | 413 | 415, problem: UploadMessage) {
  return new HttpError(status, problem.message, { "X-Error-Title": problem.title });
}

class LimitExceeded extends Error {}

/**
 * Streams a raw request body into storage under the upload rules: the declared size is checked
 * first, the real type is sniffed from the first bytes, and bytes are counted on the way to
 * storage so a body that passes the limit is cut off and deleted. At most one chunk beyond
 * SNIFF_BYTES is ever held in memory; nothing stays in storage when the upload is rejected.
 */
export async function streamUpload(input: StreamUploadInput): Promise<StoredUpload> {
  const { rules } = input;
  const canonical = rules.canonicalType ?? ((type: string) => type);
  const declared = canonical(input.declaredType.split(";")[0]!.trim().toLowerCase(), input.fileName);
  if (declared !== "" && !rules.allowedTypes.includes(declared)) throw uploadError(415, rules.messages.invalidType);
  if (input.declaredSize !== null && input.declaredSize > rules.maxBytes)
    throw uploadError(413, rules.messages.tooLarge);
  if (!input.body || input.declaredSize === 0) throw uploadError(400, rules.messages.empty);

  const reader = input.body.getReader();
  let total = 0;
  const stop = () => reader.cancel().catch(() => undefined);

  // Read just enough to know what the file really is.
  const headChunks: Uint8Array[] = [];
  let done = false;
  while (total < SNIFF_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    headChunks.push(next.value);
    total += next.value.byteLength;
  }
  if (total === 0) throw uploadError(400, rules.messages.empty);
  if (total > rules.maxBytes) {
    await stop();
    throw uploadError(413, rules.messages.tooLarge);
  }
  const head = Buffer.concat(headChunks);
  const sniffed = await fileTypeFromBuffer(head);
  const type = sniffed ? canonical(sniffed.mime) : "";
  if (!rules.allowedTypes.includes(type)) {
    await stop();
    throw uploadError(415, rules.messages.invalidType);
  }

  async function* counted() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      total += next.value.byteLength;
      if (total > rules.maxBytes) {
        await stop();
        throw new LimitExceeded();
      }
      yield next.value;
    }
  }

  const key = input.keyFor(type);
  try {
    // Readable.from pulls the generator only as fast as storage writes: no whole-file buffer.
    await input.storage.put(key, Readable.from(counted(), { objectMode: false }), type);
  } catch (err) {
    await input.storage.delete(key).catch(() => undefined);
    if (err instanceof LimitExceeded) throw uploadError(413, rules.messages.tooLarge);
    await stop();
    throw err;
  }
  return { key, type, size: total };
}

/** Content-Length as a number, or null when absent or not a number. */
export function declaredLength(header: string | undefined): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
