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
