import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../app-env";
import { HttpError } from "./http-error";

export const requestContext = (deps: AppEnv["Variables"]["deps"]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    deps.logger.info(
      { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };

/** Paths other sites may frame: the public form only. Everything else refuses framing. */
export const isEmbeddable = (path: string) => path.startsWith("/forms/embed/");

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const embeddable = isEmbeddable(c.req.path);
  c.header(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      "script-src 'self'",
      // Inline style elements come from the toast and dialog libraries; scripts stay strict.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${embeddable ? "*" : "'none'"}`,
    ].join("; "),
  );
  if (!embeddable) c.header("X-Frame-Options", "DENY");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  c.header("Cross-Origin-Opener-Policy", embeddable ? "unsafe-none" : "same-origin");
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a cookie-carrying mutation must come from our own origin. Public endpoints use no
 * cookies (their tokens travel in the body), and the Stripe webhook is verified by signature.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
  const origin = c.req.header("origin");
  if (!origin || !allowedOrigins(c).has(origin)) {
    throw new HttpError(403, "This request came from another site and was refused. Reload the page and try again.");
  }
  return next();
};

function allowedOrigins(c: Context<AppEnv>) {
  const own = new Set([c.var.deps.env.publicUrl]);
  const host = c.req.header("host");
  if (host) own.add(`${new URL(c.req.url).protocol}//${host}`);
  return own;
}

/** JSON bodies are small; upload routes stream and check their own (larger) limits. */
export const jsonBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/\/(media|video)(\/|$)/.test(c.req.path)) return next();
  return bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new HttpError(413, "The request is too large (the limit is 1 MB).");
    },
  })(c, next);
};

const NUL_IN_JSON = /(?:^|[^\\])(?:\\\\)*\\u0000/;
export const NUL_REFUSED = "The request contains a NUL character (\\u0000), which no field accepts. Remove it and try again.";

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so one reaching a query is a 500. No field of
 * ours has a use for it: refuse it once here, in the address and in any JSON body, for every
 * route (Better Auth's included) instead of in each schema.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw new HttpError(400, NUL_REFUSED);
  if (!SAFE_METHODS.has(c.req.method) && /json/i.test(c.req.header("content-type") ?? "")) {
    // A clone, because Better Auth reads the original request's body itself.
    const text = await c.req.raw.clone().text();
    if (text.includes("\u0000") || NUL_IN_JSON.test(text)) throw new HttpError(400, NUL_REFUSED);
  }
  return next();
};
