import type { Readable } from "node:stream";

type StoredObject = { body: Readable; size: number; contentType: string };

/**
 * Where uploaded files live: a local folder by default, an S3-compatible store in production.
 * Keys look like "<bucket>/<path>" and are served at /media/<key>.
 */
export interface Storage {
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

/** Rejects keys that could escape their bucket ("..", absolute paths, odd characters). */
export function assertSafeKey(key: string) {
  if (
    !/^[a-z0-9-]+\/[A-Za-z0-9._\-/]+$/.test(key) ||
    key.split("/").some((part) => part === ".." || part === "." || part === "")
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function mediaUrl(key: string) {
  return `/media/${key}`;
}
