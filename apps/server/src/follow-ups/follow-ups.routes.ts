import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { unsubscribeAnswer, unsubscribePage } from "./follow-up-pages";
import { resumeLead } from "./follow-ups.service";

const tokenBody = z.object({ token: z.string().min(1).max(200) });
const doc = routeDocs({ name: "Follow-ups", description: "The two links of a follow-up email." });
const html = { mediaType: "text/html" };

/**
 * The two links of a follow-up email, under /api/public/follow-ups. The unsubscribe link opens a
 * page with a button: mail scanners open links, and opening must not unsubscribe anyone.
 */
export const followUpsRoutes = new Hono<AppEnv>()
  .post(
    "/resume",
    doc("Reopen a quote from its follow-up link", {
      description: "Answers what the public form needs to show the visitor's quote again.",
      examples: { link: { token: "the-token-of-the-email-link" } },
      errors: { 404: "The link has expired.", 409: "The quote was already answered." },
    }),
    validate("json", tokenBody),
    async (c) => c.json(await resumeLead(c.get("deps").db, c.req.valid("json").token)),
  )
  .get(
    "/unsubscribe",
    doc("The unsubscribe page", {
      description: "A page with a button: opening the link unsubscribes no one (mail scanners open links).",
      parameters: [{ in: "query", name: "token", description: "The token of the email's link.", required: true }],
      success: { ...html, description: "The page." },
    }),
    async (c) => c.html(await unsubscribePage(c.get("deps").db, c.req.query("token") ?? "")),
  )
  .post(
    "/unsubscribe",
    doc("Unsubscribe from follow-up emails", {
      description:
        "The page's button: a form post carrying `token`; answers a page saying what happened (status 404 for a " +
        "link that is not valid).",
      body: { mediaTypes: ["application/x-www-form-urlencoded"], description: "`token`, the link's token." },
      success: { ...html, description: "The page saying the address is unsubscribed." },
    }),
    async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form.token === "string" ? form.token : "";
      const answer = await unsubscribeAnswer(c.get("deps").db, token);
      return c.html(answer.html, answer.status);
    },
  );
