import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { UUID_SOURCE } from "@yq/form-schema/ids";
import type { AppEnv } from "../app-env";
import type { Env } from "../env";
import { addressPath } from "./address-path";
import { loggedPath } from "./logged-path";
import { BOOT_SCRIPT_SOURCE } from "./embed-boot-script";
import { BoundedCache } from "./bounded-cache";
import { HttpError } from "./http-error";
import { tileImageSources } from "./map-settings";
import { countInFlight } from "./requests-in-flight";
import { allowedOrigins, refusedOriginMessage } from "./site-origin";

/**
 * Per request: its id, the shared dependencies, the response's security headers and id (one
 * write of the headers, after the route), and one log line.
 */
export const requestContext = (deps: AppEnv["Variables"]["deps"]): MiddlewareHandler<AppEnv> => {
  const headers = securityHeaders(deps.env);
  return async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    const started = performance.now();
    await countInFlight(next);
    // Framing is granted by the public form's route (embed/embed.routes.ts sets the form's sources),
    // and only at the address it answers exactly: any other spelling of it refuses framing.
    const frameAncestors = c.get("frameAncestors");
    const embeddable =
      frameAncestors !== undefined && isEmbeddable(addressPath(c.req.url)) ? headers.embeddable(frameAncestors) : null;
    setResponseHeaders(c, embeddable ?? headers.others, requestId);
    deps.logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
};

// The public form's own address and nothing else: a prefix match also let `/forms/embed/x/y` or
// a form's address with a trailing slash be framed, and a match ignoring case let
// `/FORMS/EMBED/<id>`, which the routes do not answer as the form, be framed. The
// id as the owner app writes it (lowercase), the path as sent (a percent-encoded letter is not it).
const EMBEDDABLE_PATH = new RegExp(`^/forms/embed/${UUID_SOURCE}$`);

/** Paths other sites may frame: the public form page only. Everything else refuses framing. */
const isEmbeddable = (path: string) => EMBEDDABLE_PATH.test(path);

/** `frameAncestors`: null refuses framing; the public form page's sources otherwise. */
const contentSecurityPolicy = (frameAncestors: string | null, imageSources: string[]) =>
  [
    "default-src 'self'",
    // The public form's boot script by its hash (lib/embed-boot-script.ts); no other inline script.
    frameAncestors !== null ? `script-src 'self' ${BOOT_SCRIPT_SOURCE}` : "script-src 'self'",
    // Inline style elements come from the toast and dialog libraries; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles come from the imagery server (TILE_URL_TEMPLATE), named here when it is plain http.
    ["img-src 'self' data: blob: https:", ...imageSources].join(" "),
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors ?? "'none'"}`,
  ].join("; ");

const common = { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" };
function securityHeaders(env: Env) {
  const images = tileImageSources(env);
  // The public form page's headers by its frame-ancestors sources: "*" for every form that lists
  // no sites, one entry per distinct list otherwise (embed/embed.routes.ts sets the sources).
  const embeddableFor = (frameAncestors: string) => ({
    "Content-Security-Policy": contentSecurityPolicy(frameAncestors, images),
    ...common,
    "Cross-Origin-Opener-Policy": "unsafe-none",
  });
  const anySite = embeddableFor("*");
  const listed = new BoundedCache<string, Record<string, string>>(500);
  return {
    embeddable: (frameAncestors: string) => {
      if (frameAncestors === "*") return anySite;
      let set = listed.get(frameAncestors);
      if (!set) listed.set(frameAncestors, (set = embeddableFor(frameAncestors)));
      return set;
    },
    others: {
      "Content-Security-Policy": contentSecurityPolicy(null, images),
      "X-Frame-Options": "DENY",
      ...common,
      "Cross-Origin-Opener-Policy": "same-origin",
    },
  };
}

/**
 * Headers on the finished response, set in place: c.header() after next() re-wraps the body as
 * a stream, which takes every response off @hono/node-server's fast path for string bodies. A
 * response whose headers are immutable (one from fetch()) still gets them through c.header().
 */
function setResponseHeaders(c: Context<AppEnv>, headers: Record<string, string>, requestId: string) {
  try {
    const target = c.res.headers;
    for (const name in headers) target.set(name, headers[name]);
    target.set("X-Request-Id", requestId);
  } catch {
    for (const name in headers) c.header(name, headers[name]);
    c.header("X-Request-Id", requestId);
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a cookie-carrying mutation must come from an allowed origin (lib/site-origin.ts). Sign-in
 * and sign-up carry no cookie yet, but the auth library checks their Origin too: checking it here
 * first gives a refused owner a message that says what to set instead of "Invalid origin".
 * Public endpoints use no cookies (their tokens travel in the body), and the Stripe webhook is
 * verified by signature.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
  const isAuthCall = c.req.path.startsWith("/api/auth/") && origin !== null;
  if (!c.req.header("cookie") && !isAuthCall) return next();
  const { env } = c.get("deps");
  if (!origin || !allowedOrigins(c.req.raw, env).includes(origin)) {
    throw new HttpError(403, refusedOriginMessage(origin, c.req.raw, env));
  }
  return next();
};

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** JSON bodies are small; upload routes stream and check their own (larger) limits. */
const isUpload = (path: string) => /\/(media|video)(\/|$)/.test(path);

const JSON_BODY_LIMIT = 1024 * 1024;
const bodyTooLarge = () => new HttpError(413, "The request is too large (the limit is 1 MB).");
const streamedBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw bodyTooLarge();
  },
});

/**
 * A declared Content-Length is checked from the header alone; only a chunked body is counted as
 * it streams. Hono's bodyLimit looks at `c.req.raw.body` first, which turns @hono/node-server's
 * lightweight request into a full fetch Request with a web stream: on a small public request
 * that cost more than everything else the middleware chain does.
 */
export const jsonBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isUpload(c.req.path)) return next();
  const declared = c.req.header("content-length");
  if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return streamedBodyLimit(c, next);
  if (Number(declared) > JSON_BODY_LIMIT) throw bodyTooLarge();
  return next();
};

// In JSON.stringify's output a NUL or a lone surrogate is always an escape; paired surrogates
// (emoji) are written as themselves. An even run of backslashes before it is literal text.
const UNSTORABLE_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
export const UNSTORABLE_REFUSED =
  "The request contains a character that cannot be stored (a NUL or a broken emoji half). Remove it and try again.";

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a lone UTF-16 surrogate is not text at all
 * (it breaks URL encoding in the auth library and is mangled on the way to the database). No
 * field of ours has a use for either: refuse them once here, in the address and in any JSON
 * body, for every route (Better Auth's included) instead of in each schema.
 */
export const rejectUnstorableText: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The address, and an upload's URL-encoded file name (stored as the original name).
  const encodedNul = /%00|%ed%[ab][0-9a-f]/i;
  if (encodedNul.test(c.req.url) || encodedNul.test(c.req.header("x-file-name") ?? ""))
    throw new HttpError(400, UNSTORABLE_REFUSED);
  // Every body but the streamed uploads: some readers (the sign-in limiter) parse JSON whatever
  // the Content-Type says.
  if (!SAFE_METHODS.has(c.req.method) && !isUpload(c.req.path)) {
    // Hono keeps what c.req.text() read for the route's own parsing; Better Auth reads the raw
    // request itself, so its routes get a clone instead.
    const text = c.req.path.startsWith("/api/auth/") ? await c.req.raw.clone().text() : await c.req.text();
    if (text.includes("\u0000")) throw new HttpError(400, UNSTORABLE_REFUSED);
    if (text.includes("\\u")) {
      let normal: string | undefined;
      try {
        normal = JSON.stringify(JSON.parse(text));
      } catch {
        // Not JSON: the route's own parsing answers 400.
      }
      if (normal && UNSTORABLE_ESCAPE.test(normal)) throw new HttpError(400, UNSTORABLE_REFUSED);
    }
  }
  return next();
};
