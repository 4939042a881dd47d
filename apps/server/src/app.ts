import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./app-env";
import type { Env } from "./env";
import { loadSession } from "./auth/session";
import { APP_PATHS, isAppPath } from "@yq/form-schema/app-paths";
import { UUID_SOURCE } from "@yq/form-schema/ids";
import { addressPath } from "./lib/address-path";
import { builtFileResponse, IMMUTABLE, REVALIDATE } from "./lib/built-files";
import { compressAnswers } from "./lib/compress-answers";
import { HttpError } from "./lib/http-error";
import { withPublicOrigin } from "./lib/site-origin";
import { jsonBodyLimit, originCheck, rejectUnstorableText, requestContext } from "./lib/middleware";
import { webDist } from "./paths";
import { apiRoutes } from "./api";
import { authRoutes } from "./auth/auth.routes";
import { embedRoutes } from "./embed/embed.routes";
import { internalRoutes } from "./internal/internal.routes";
import { mediaFileRoutes } from "./media/media-files.routes";
import { calendarFeedRoutes } from "./scheduling/calendar-feed.routes";
import { customerPageRoutes } from "./customer-page/customer-page.routes";
import { openApiRoutes } from "./openapi/openapi.routes";
import { backupRoutes } from "./ops/backup.routes";
import { createOps } from "./ops/ops";
import { opsRoutes, type Ops } from "./ops/ops.routes";

/** `ops`: the server process's health checks and metrics (main.ts); built here when absent (tests). */
export type AppOptions = { cliToken?: () => string | null; ops?: Ops };

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const ops = options.ops ?? createOps(deps);

  // Before every middleware: health checks and metrics skip the request log and the limits.
  app.route("/", opsRoutes(ops));
  if (ops.metrics) app.use(ops.metrics.middleware);
  app.use(requestContext(deps));
  app.use(compressAnswers);
  app.use("/api/*", jsonBodyLimit, rejectUnstorableText, originCheck, loadSession);
  app.route("/api/auth", authRoutes);
  app.route("/api/internal", internalRoutes(options.cliToken ?? (() => null)));
  app.route("/api/internal", backupRoutes(options.cliToken ?? (() => null)));
  app.route("/api", apiRoutes);
  // The API description reads the finished app's routes when first asked.
  app.route(
    "/api",
    openApiRoutes(() => app.routes),
  );
  app.all("/api/*", () => {
    throw new HttpError(404, "Not found");
  });
  app.route("/media", mediaFileRoutes);
  app.route("/calendar", calendarFeedRoutes);
  app.route("/plan", customerPageRoutes);
  app.route("/", embedRoutes);
  mountWebApp(app, deps.env);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json({ error: err.message }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // Raised by Hono itself, e.g. a body that is not valid JSON.
      const message = /json/i.test(err.message)
        ? "The request body is not valid JSON."
        : err.message || "The request is not valid.";
      return c.json({ error: message }, err.status);
    }
    deps.logger.error({ reqId: c.get("requestId"), err }, "unhandled error");
    return c.json(
      { error: `Something went wrong on our side. Please try again. (Reference: ${c.get("requestId")})` },
      500,
    );
  });
  return app;
}

/**
 * The built owner app (decision 026): hashed files under /assets/ cached for a year, a missing one
 * a 404 (never the app page, which a browser would keep as that script for a year), other files
 * of the build (favicon, screenshots) revalidated, the app's screens the app page, revalidated,
 * and any other address 404.
 */
function mountWebApp(app: Hono<AppEnv>, env: Env) {
  app.get("/assets/*", async (c) => {
    const file = await builtFileResponse(
      c,
      path.join(webDist, "assets"),
      c.req.path.slice("/assets/".length),
      IMMUTABLE,
    );
    return file ?? notFound(c);
  });
  // Browsers ask for /favicon.ico on any page without an icon link (the public form, the
  // follow-up pages): the build's one icon is the SVG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
  app.get("*", async (c) => {
    const file = await builtFileResponse(c, webDist, c.req.path.slice(1), REVALIDATE);
    if (file && !/\.html$/.test(c.req.path)) return file;
    // The app redirects an address it does not know to the dashboard: served at every address,
    // any spelling of one (`/FORMS/EMBED/<id>`) was a signed-in dashboard.
    if (!isAppPath(addressPath(c.req.url))) return pageNotFound(c);
    const page = await appPage(c, env);
    if (page) return page;
    return c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503);
  });
}

/**
 * The page as built (its precompressed copies, an ETag), or with PUBLIC_URL written into it as a
 * meta tag when that is set (then compressed per answer like any large HTML).
 */
async function appPage(c: Context<AppEnv>, env: Env) {
  const name = appPageFor(c.req.path, c.req.header("Cookie"));
  // The same address answers two pages, by the session cookie.
  const byCookie = signedInShellFor(c.req.path) !== undefined;
  if (!env.PUBLIC_URL) {
    const page = await builtFileResponse(c, webDist, name, REVALIDATE);
    if (page && byCookie) page.headers.append("Vary", "Cookie");
    return page;
  }
  const file = path.join(webDist, name);
  if (!fs.existsSync(file)) return null;
  const html = withPublicOrigin(fs.readFileSync(file, "utf8"), env);
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  c.header("Cache-Control", REVALIDATE);
  c.header("ETag", etag);
  if (byCookie) c.header("Vary", "Cookie", { append: true });
  if (
    c.req
      .header("If-None-Match")
      ?.split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag)
  )
    return c.body(null, 304);
  return c.html(html);
}

/** The pages prerendered at build time (scripts/prerender-pages.mjs, decisions 027 and 061). */
const PRERENDERED: Record<string, string> = { "/": "index.html", "/auth": "auth.html" };
/**
 * Signed-in screens prerendered in their loading state (decisions 098 and 123, the names
 * scripts/prerender-pages.mjs writes), sent to a request with a session cookie: a visitor without
 * one is sent to sign in by the app, and would see the screen flash first. Whether the cookie is
 * still good is the app's first question. A form's screens by their pattern: one page for any form.
 */
const SIGNED_IN_SHELLS: [RegExp, string][] = (
  [
    [APP_PATHS.dashboard, "dashboard.html"],
    [APP_PATHS.forms, "forms.html"],
    [APP_PATHS.formDetails, "form-details.html"],
    [APP_PATHS.formSubmissions, "form-submissions.html"],
    [APP_PATHS.editForm, "form-edit.html"],
    [APP_PATHS.leads, "leads.html"],
    [APP_PATHS.schedule, "schedule.html"],
    [APP_PATHS.profile, "profile.html"],
    [APP_PATHS.subscription, "subscription.html"],
  ] as const
).map(([route, file]) => [new RegExp(`^${route.replace(/:[a-z]+/g, UUID_SOURCE)}$`), file]);
const signedInShellFor = (requestPath: string) => SIGNED_IN_SHELLS.find(([route]) => route.test(requestPath))?.[1];
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=[^;\s]/;

/**
 * The landing and sign-in pages are prerendered at build time, the owner's screens for a request
 * with a session cookie; every other route starts from the empty shell app.html (a build without
 * the prerender step has only index.html).
 */
function appPageFor(requestPath: string, cookie: string | undefined) {
  const prerendered =
    PRERENDERED[requestPath] ?? (cookie && SESSION_COOKIE.test(cookie) ? signedInShellFor(requestPath) : undefined);
  if (prerendered && fs.existsSync(path.join(webDist, prerendered))) return prerendered;
  if (requestPath === "/" || !fs.existsSync(path.join(webDist, "app.html"))) return "index.html";
  return "app.html";
}

const notFound = (c: Context) => {
  c.header("Cache-Control", "no-store");
  return c.text("Not found", 404);
};

// Drawn in the app's colours with a few inline rules: the app's stylesheet is a hashed build file,
// and a typo in an address should still look like the product.
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  "<title>Page not found - YardQuote</title><style>" +
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f0;color:#1c2a1c;" +
  "font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  "main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e4e4dc;border-radius:12px}" +
  "h1{margin:0 0 .5rem;font-size:1.5rem}p{margin:0;color:#4a5a4a}a{color:#2e6b22;font-weight:600}</style>" +
  "<main><h1>Page not found</h1>" +
  '<p>There is no page at this address. Check it for a typing mistake, or go to <a href="/dashboard">your ' +
  'dashboard</a> or the <a href="/">home page</a>.</p></main></html>';

const pageNotFound = (c: Context) => {
  c.header("Cache-Control", "no-store");
  return c.html(NOT_FOUND_PAGE, 404);
};
