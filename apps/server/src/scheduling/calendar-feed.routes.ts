import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/http-error";
import { FEED_NOT_FOUND, feedCalendar } from "./calendar-feed.service";

/**
 * The owner's calendar feed at /calendar/<secret>.ics, outside /api: calendar apps fetch it with
 * no session and no Origin, and the secret in the address is its only credential.
 */
export const calendarFeedRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param("file"))?.[1];
  if (!secret) throw new HttpError(404, FEED_NOT_FOUND);
  const { db, env } = c.get("deps");
  const body = await feedCalendar(db, secret, new URL(env.publicUrl).hostname);
  // Never kept by a cache on the way: a renewed address must stop answering at once.
  c.header("Cache-Control", "private, no-store");
  return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8" });
});
