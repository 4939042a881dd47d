import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding, varyOnEncoding } from "./content-encoding";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below about one packet, compressing saves nothing a visitor would notice. */
const COMPRESS_MIN_BYTES = 1024;
const DYNAMIC_TYPE = /^(text\/html|application\/json)/i;

/**
 * HTML and JSON answers of the routes (decision 026), compressed when large enough and the browser
 * takes brotli or gzip: brotli at quality 5 (about gzip -9's size at gzip -6's speed), on libuv's
 * threads. Built files come precompressed (lib/built-files.ts), uploads and media are left as
 * stored. A client that asks for no encoding (the load tools) costs one header lookup.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!DYNAMIC_TYPE.test(res.headers.get("Content-Type") ?? "") || c.req.path.startsWith("/media/")) return;
  try {
    varyOnEncoding(res.headers);
  } catch {
    c.header("Vary", "Accept-Encoding", { append: true });
  }
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding || !res.body || c.req.method === "HEAD" || res.status === 206 || res.headers.has("Content-Encoding"))
    return;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
  const declared = Number(res.headers.get("Content-Length") ?? NaN);
  if (declared < COMPRESS_MIN_BYTES) return;
  const plain = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let body: Buffer = plain;
  if (plain.length >= COMPRESS_MIN_BYTES) {
    body =
      encoding === "br"
        ? await brotli(plain, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
          })
        : await gzip(plain, { level: 6 });
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  }
  headers.set("Content-Length", String(body.length));
  // Assigned fresh so no header of the read-out answer (its length) is merged back in.
  c.res = undefined;
  c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
};
