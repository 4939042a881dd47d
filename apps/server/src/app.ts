import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./app-env";
import type { Env } from "./env";
import { loadSession } from "./auth/session";
import { HttpError } from "./lib/http-error";
import { withPublicOrigin } from "./lib/site-origin";
import { jsonBodyLimit, originCheck, rejectUnstorableText, requestContext } from "./lib/middleware";
import { webDist } from "./paths";
import { apiRoutes } from "./routes/api";
import { authRoutes } from "./routes/auth/auth.routes";
import { embedRoutes } from "./routes/embed/embed.routes";
import { internalRoutes } from "./routes/internal/internal.routes";
import { mediaFileRoutes } from "./routes/media/media-files.routes";

export type AppOptions = { cliToken?: () => string | null };

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestContext(deps));
  app.use("/api/*", jsonBodyLimit, rejectUnstorableText, originCheck, loadSession);
  app.route("/api/auth", authRoutes);
  app.route("/api/internal", internalRoutes(options.cliToken ?? (() => null)));
  app.route("/api", apiRoutes);
  app.all("/api/*", () => {
    throw new HttpError(404, "Not found");
  });
  app.route("/media", mediaFileRoutes);
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

/** The built owner app: hashed assets cached for a year, every other path answers index.html. */
function mountWebApp(app: Hono<AppEnv>, env: Env) {
  const indexFile = path.join(webDist, "index.html");
  // Hashed names: a file never changes, so caches keep it for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root: path.relative(process.cwd(), webDist) }));
  app.use("*", serveStatic({ root: path.relative(process.cwd(), webDist) }));
  app.get("*", (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(withPublicOrigin(fs.readFileSync(indexFile, "utf8"), env));
  });
}
