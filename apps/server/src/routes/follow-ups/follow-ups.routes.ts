import { escapeHtml } from "@yq/form-schema/rich-text";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/http-error";
import { validate } from "../../lib/validate";
import { resumeLead, unsubscribe } from "./follow-ups.service";

const tokenBody = z.object({ token: z.string().min(1).max(200) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:0;background:#2f6b2f;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * The two links of a follow-up email, under /api/public/follow-ups. The unsubscribe link opens a
 * page with a button: mail scanners open links, and opening must not unsubscribe anyone.
 */
export const followUpsRoutes = new Hono<AppEnv>()
  .post("/resume", validate("json", tokenBody), async (c) =>
    c.json(await resumeLead(c.get("deps").db, c.req.valid("json").token)),
  )
  .get("/unsubscribe", (c) => {
    const token = c.req.query("token") ?? "";
    return c.html(
      page(
        "Unsubscribe from follow-up emails",
        `<p>You will not get follow-up emails about unfinished quotes from this business again.</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  })
  .post("/unsubscribe", async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    try {
      const { email } = await unsubscribe(c.get("deps").db, token);
      return c.html(
        page(
          "You are unsubscribed",
          `<p>${escapeHtml(email)} will not get follow-up emails from this business again.</p>`,
        ),
      );
    } catch (err) {
      if (err instanceof HttpError) return c.html(page("Link not valid", `<p>${escapeHtml(err.message)}</p>`), 404);
      throw err;
    }
  });
