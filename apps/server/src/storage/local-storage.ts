import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type Storage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
};

/** Files under DATA_DIR/uploads; written to a temporary name first so a failed upload leaves nothing. */
export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body: Readable) {
      const target = fullPath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.part-${process.pid}-${Date.now()}`;
      try {
        await pipeline(body, fs.createWriteStream(temp));
        await fsp.rename(temp, target);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
      return { size: (await fsp.stat(target)).size };
    },
    async get(key) {
      const target = fullPath(key);
      try {
        const stat = await fsp.stat(target);
        if (!stat.isFile()) return null;
        const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
        return { body: fs.createReadStream(target), size: stat.size, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fsp.rm(fullPath(key), { force: true });
    },
    async list(prefix) {
      const base = path.join(root, prefix);
      const entries = await fsp.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile() && !e.name.includes(".part-"))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
    },
  };
}
