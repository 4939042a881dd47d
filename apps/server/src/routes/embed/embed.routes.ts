import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { FORM_NOT_AVAILABLE, NOT_TAKING_QUOTES, publicFormState } from "../public/public-form";
import { publicDocumentForPage } from "./page-document";
import { BoundedCache } from "../../lib/bounded-cache";
import { builtFileResponse, IMMUTABLE } from "../../lib/built-files";
import { mapConfig } from "../../lib/map-settings";
import { embedDist } from "../../paths";
import { readEmbedAssets, type EmbedAssets } from "./embed-assets";
import { formPage, messagePage } from "./embed-page";
import { fontFor } from "./font-assets";
import { renderFormHtml } from "./render-form";

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
    if (state.kind === "inactive")
      return c.html(messagePage("This form is not available", NOT_TAKING_QUOTES, assets), 403);
    const cached = pages.get(state.row.id);
    if (cached && cached.version === state.version && cached.assets === assets) return c.html(cached.html);
    const document = publicDocumentForPage(toPublicDocument(state.document));
    const font = fontFor(assets?.fonts, document.customization.fontFamily);
    const data = { formId: state.row.id, document, map: mapConfig(c.get("deps").env) };
    const html = formPage(state.row.name || "Get Your Quote", data, assets, font, renderFormHtml(data));
    pages.set(state.row.id, { version: state.version, assets, html });
    return c.html(html);
  })
  .get("/embed.js", async (c) => {
    // Not hashed (owners paste its address once), so caches revalidate after five minutes.
    const file = await builtFileResponse(c, embedDist, "embed.js", "public, max-age=300");
    if (!file) return c.text("// The embed loader is not built yet. Run `npm run build`.", 503);
    file.headers.set("Content-Type", "text/javascript; charset=utf-8");
    file.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    return file;
  })
  // Hashed names under assets/ (the build's other files, its manifest, are not served).
  .get("/embed-assets/assets/*", async (c) => {
    const file = await builtFileResponse(
      c,
      path.join(embedDist, "assets"),
      c.req.path.slice("/embed-assets/assets/".length),
      IMMUTABLE,
    );
    return file ?? c.text("Not found", 404);
  })
  .get("/embed-assets/*", (c) => c.text("Not found", 404));
