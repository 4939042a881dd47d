import path from "node:path";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { FORM_NOT_AVAILABLE } from "../quotes/public-form";
import { builtFileResponse, IMMUTABLE } from "../lib/built-files";
import { embedDist } from "../paths";
import { readEmbedAssets } from "./embed-assets";
import { messagePage } from "./embed-page";
import { embedPage } from "./embed.service";
import { embeddingCheck, embeddingCheckScript } from "./embedding.service";
import { validate } from "../lib/validate";
import { isUuid } from "@yq/form-schema/ids";
import { z } from "zod";

const noStore = "no-store";

// What embed.js sends: the form and its host page's origin (location.origin: "null" for a page
// without one, e.g. a file).
const embeddingCheckQuery = z.object({
  form: z.string().refine(isUuid, "form: not a form id"),
  origin: z.string().min(1).max(300),
});

/** A script of the loader's build for owners' websites. */
async function loaderScript(c: Context<AppEnv>, name: string) {
  // Not hashed (owners paste its address once), so caches revalidate after five minutes.
  const file = await builtFileResponse(c, embedDist, name, "public, max-age=300");
  if (!file) return c.text("// The embed loader is not built yet. Run `npm run build`.", 503);
  file.headers.set("Content-Type", "text/javascript; charset=utf-8");
  file.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  return file;
}

/**
 * The public form page /forms/embed/:id (frameable by the sites its owner listed, or any site when
 * none, see lib/middleware.ts), its
 * hashed assets under /embed-assets/, and the /embed.js loader for owners' websites.
 */
export const embedRoutes = new Hono<AppEnv>()
  .get("/forms/embed", (c) => c.html(messagePage("Form ID is missing", FORM_NOT_AVAILABLE, readEmbedAssets()), 404))
  .get("/forms/embed/", (c) => c.html(messagePage("Form ID is missing", FORM_NOT_AVAILABLE, readEmbedAssets()), 404))
  .get("/forms/embed/:id", async (c) => {
    c.header("Cache-Control", noStore);
    const page = await embedPage(c.get("deps"), c.req.param("id"), c.get("requestId"));
    // The CSP frame-ancestors of this form, any site for its message page (lib/middleware.ts writes
    // the header, at this exact address only).
    c.set("frameAncestors", page.frameAncestors ?? "*");
    return c.html(page.html, page.status);
  })
  .get("/embed.js", (c) => loaderScript(c, "embed.js"))
  // The popup, slide-in and full-page chrome, which embed.js loads for those modes.
  .get("/embed-chrome.js", (c) => loaderScript(c, "embed-chrome.js"))
  // Whether embed.js may insert the form on its host page, as a script.
  .get("/embed-check.js", validate("query", embeddingCheckQuery), async (c) => {
    const { form, origin } = c.req.valid("query");
    const check = await embeddingCheck(c.get("deps"), c.req.raw, form, origin);
    return c.body(embeddingCheckScript(check), 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": noStore,
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  })
  // Hashed names under assets/ (the build's other files, its manifest, are not served).
  .get("/embed-assets/assets/*", async (c) => {
    const file = await builtFileResponse(
      c,
      path.join(embedDist, "assets"),
      c.req.path.slice("/embed-assets/assets/".length),
      IMMUTABLE,
    );
    // The form's font files are fetched in CORS mode by the popup's button on the owner's site;
    // they are public and carry no cookies.
    file?.headers.set("Access-Control-Allow-Origin", "*");
    return file ?? c.text("Not found", 404);
  })
  .get("/embed-assets/*", (c) => c.text("Not found", 404));
