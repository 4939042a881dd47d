import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { unsubscribeAnswer, unsubscribePage } from "./follow-up-pages";
import { resumeLead } from "./follow-ups.service";

const tokenBody = z.object({ token: z.string().min(1).max(200) });

/**
 * The two links of a follow-up email, under /api/public/follow-ups. The unsubscribe link opens a
 * page with a button: mail scanners open links, and opening must not unsubscribe anyone.
 */
export const followUpsRoutes = new Hono<AppEnv>()
  .post("/resume", validate("json", tokenBody), async (c) =>
    c.json(await resumeLead(c.get("deps").db, c.req.valid("json").token)),
  )
  .get("/unsubscribe", (c) => c.html(unsubscribePage(c.req.query("token") ?? "")))
  .post("/unsubscribe", async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    const answer = await unsubscribeAnswer(c.get("deps").db, token);
    return c.html(answer.html, answer.status);
  });
