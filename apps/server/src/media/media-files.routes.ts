import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/http-error";

/** Uploaded files, served from storage at /media/<bucket>/<path>. */
export const mediaFileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  let object;
  try {
    // Inside the try: a malformed escape ("/media/%") is a missing file, not a 500 (found by fuzzing).
    const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ""));
    object = await c.get("deps").storage.get(key);
  } catch {
    object = null;
  }
  if (!object) throw new HttpError(404, "Not found");
  c.header("Content-Type", object.contentType);
  c.header("Content-Length", String(object.size));
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(Readable.toWeb(object.body) as ReadableStream);
});
