import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { embeddingAnswer } from "./embedding.service";

const doc = routeDocs({
  name: "Public form",
  description: "What the public form page calls: no cookies; a lead's later steps present its token.",
});

// The Origin header the browser sends with embed.js's cross-origin request: the host page's.
const embeddingHeaders = z.object({ origin: z.string().max(300).optional() });

/** Under /api/public: embed.js asks whether its host page may embed the form (decision 084). */
export const embeddingRoutes = new Hono<AppEnv>().get(
  "/forms/:id/embedding",
  doc("Whether the page asking may embed the form", {
    description:
      "embed.js asks before it inserts the form's iframe; the host page is the request's `Origin`. Readable from any site.",
    success: { schema: z.object({ allowed: z.literal(true) }), description: "The page may embed the form." },
    errors: { 403: "The form's owner listed the sites that may embed it, and this page is not on one of them." },
  }),
  idParams("Form not found", "id"),
  validate("header", embeddingHeaders),
  async (c) => {
    // Any site may read the answer: it says no more than the page's own CSP header.
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "no-store");
    const { origin } = c.req.valid("header");
    const answer = await embeddingAnswer(c.get("deps"), c.req.raw, c.req.param("id"), origin);
    return answer.allowed ? c.json({ allowed: true as const }) : c.json({ error: answer.error }, 403);
  },
);
