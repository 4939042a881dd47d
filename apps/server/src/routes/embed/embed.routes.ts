import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { FORM_NOT_AVAILABLE, NOT_TAKING_QUOTES, publicFormState, toPublicDocument } from "../public/public-form";
import { publicDocumentForPage } from "./page-document";
import { BoundedCache } from "../../lib/bounded-cache";
import { embedDist } from "../../paths";
import { readEmbedAssets, type EmbedAssets } from "./embed-assets";
import { formPage, messagePage } from "./embed-page";
import { fontFor } from "./font-assets";

const noStore = "no-store";

// The page of a form version (sanitising and inlining its texts is the costly part), rebuilt
// when the stored form or the embed build changes.
const pages = new BoundedCache<string, { version: string; assets: EmbedAssets | null; html: string }>(500);

/**
 * The public form page /forms/embed/:id (frameable by any site, see lib/middleware.ts), its
 * hashed assets under /embed-assets/, and the /embed.js loader for owners' websites.
 */
export const embedRoutes = new Hono<AppEnv>()
  .get("/forms/embed", (c) => c.html(messagePage("Form ID is missing", FORM_NOT_AVAILABLE, readEmbedAssets()), 404))
  .get("/forms/embed/", (c) => c.html(messagePage("Form ID is missing", FORM_NOT_AVAILABLE, readEmbedAssets()), 404))
  .get("/forms/embed/:id", async (c) => {
    const assets = readEmbedAssets();
    c.header("Cache-Control", noStore);
    let state;
    try {
      state = await publicFormState(c.get("deps"), c.req.param("id"));
    } catch (err) {
      c.get("deps").logger.error({ err, reqId: c.get("requestId") }, "public form load failed");
      return c.html(messagePage("Failed to load form", "Please reload the page to try again.", assets), 500);
    }
    if (state.kind === "missing") return c.html(messagePage("Form not found", FORM_NOT_AVAILABLE, assets), 404);
    if (state.kind === "unpublished") {
      return c.html(messagePage("This form is not currently published", FORM_NOT_AVAILABLE, assets), 404);
    }
    if (state.kind === "inactive") return c.html(messagePage("This form is not available", NOT_TAKING_QUOTES, assets), 403);
    const cached = pages.get(state.row.id);
    if (cached && cached.version === state.version && cached.assets === assets) return c.html(cached.html);
    const document = publicDocumentForPage(toPublicDocument(state.document));
    const font = fontFor(assets?.fonts, document.customization.fontFamily);
    const html = formPage(state.row.name || "Get Your Quote", { formId: state.row.id, document }, assets, font);
    pages.set(state.row.id, { version: state.version, assets, html });
    return c.html(html);
  })
  .get("/embed.js", (c) => {
    const file = path.join(embedDist, "embed.js");
    if (!fs.existsSync(file)) return c.text("// The embed loader is not built yet. Run `npm run build`.", 503);
    c.header("Content-Type", "text/javascript; charset=utf-8");
    // Not hashed (owners paste its address once), so caches revalidate after five minutes.
    c.header("Cache-Control", "public, max-age=300");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(fs.readFileSync(file, "utf8"));
  })
  // Hashed names: a file never changes, so caches keep it for a year.
  .use("/embed-assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  })
  .use(
    "/embed-assets/*",
    serveStatic({
      root: path.relative(process.cwd(), embedDist),
      rewriteRequestPath: (p) => p.replace(/^\/embed-assets/, ""),
    }),
  )
  .get("/embed-assets/*", (c) => c.text("Not found", 404));
