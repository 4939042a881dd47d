import fs from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding, isCompressibleType, type Encoding } from "./content-encoding";

/** Hashed names never change content: caches keep them a year without asking again. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Names that stay while their content changes (the app page, /embed.js): caches ask each time. */
export const REVALIDATE = "no-cache";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

async function fileSize(file: string) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** `relative` inside `root`, or null for anything that could leave it or is not a plain name. */
function resolveInside(root: string, relative: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || /\.(br|gz)$/.test(decoded)) return null;
  const full = path.resolve(root, `.${path.posix.sep}${decoded}`);
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * A file of a build folder: its brotli or gzip copy written at build time when the
 * browser takes one (Vary: Accept-Encoding either way), an ETag so a revalidation costs a 304.
 * Null when no such file exists, so the caller answers 404 rather than some other page.
 */
export async function builtFileResponse(c: Context, root: string, relative: string, cacheControl: string) {
  const file = resolveInside(root, relative);
  const stat = file && (await fileSize(file));
  if (!file || !stat) return null;
  const type = getMimeType(file) ?? "application/octet-stream";
  const headers = new Headers({ "Content-Type": type, "Cache-Control": cacheControl });
  let body = file;
  let encoding: Encoding | null = null;
  if (isCompressibleType(type)) {
    headers.set("Vary", "Accept-Encoding");
    const available: Encoding[] = [];
    for (const candidate of ["br", "gzip"] as const) {
      if (await fileSize(file + SUFFIX[candidate])) available.push(candidate);
    }
    encoding = chooseEncoding(c.req.header("Accept-Encoding"), available);
    if (encoding) {
      body = file + SUFFIX[encoding];
      headers.set("Content-Encoding", encoding);
    }
  }
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
  headers.set("ETag", etag);
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const content = await fs.readFile(body);
  headers.set("Content-Length", String(content.length));
  return new Response(
    c.req.method === "HEAD" ? null : new Uint8Array(content.buffer, content.byteOffset, content.length),
    { status: 200, headers },
  );
}
