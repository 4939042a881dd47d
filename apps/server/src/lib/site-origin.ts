import { isIP } from "node:net";
import os from "node:os";
import type { Env } from "../env";

type OriginEnv = Pick<Env, "PUBLIC_URL" | "publicUrl" | "trustedOrigins" | "TRUST_PROXY">;

const lastValue = (header: string | null) => header?.split(",").at(-1)?.trim() || null;

/**
 * The address this request came to: its scheme and Host. Behind a load balancer (TRUST_PROXY)
 * the balancer's X-Forwarded-Proto / X-Forwarded-Host say what the browser used.
 */
export function requestOrigin(request: Request, env: Pick<Env, "TRUST_PROXY">): string {
  const url = new URL(request.url);
  let protocol = url.protocol;
  let host = request.headers.get("host") || url.host;
  if (env.TRUST_PROXY) {
    const proto = lastValue(request.headers.get("x-forwarded-proto"));
    const forwardedHost = lastValue(request.headers.get("x-forwarded-host"));
    if (proto === "http" || proto === "https") protocol = `${proto}:`;
    if (forwardedHost) host = forwardedHost;
  }
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** PUBLIC_URL reduced to its origin (a path in it does not take part in origin checks). */
const configuredOrigin = (env: Pick<Env, "PUBLIC_URL">) => (env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null);

/**
 * Origins whose pages may make changes: PUBLIC_URL when it is set, otherwise the address the
 * request came to (so the embedded default works at localhost, 127.0.0.1 or the machine's network
 * address alike), plus TRUSTED_ORIGINS in both cases.
 */
export function allowedOrigins(request: Request, env: OriginEnv): string[] {
  return [configuredOrigin(env) ?? requestOrigin(request, env), ...env.trustedOrigins];
}

/**
 * Where a signed-in owner's own request should send them back (Stripe Checkout's return pages):
 * PUBLIC_URL, or the address they are using. Their request passed the origin check, so its
 * address is one their browser really used.
 */
export const ownerOrigin = (request: Request, env: OriginEnv) =>
  configuredOrigin(env) ? env.publicUrl : requestOrigin(request, env);

/** What a refused caller is told: which origin was refused and which setting would allow it. */
export function refusedOriginMessage(origin: string | null, request: Request, env: OriginEnv): string {
  const configured = configuredOrigin(env);
  if (!origin) {
    return "This change was refused because the request did not say which page sent it. Reload the page and try again.";
  }
  if (configured) {
    return (
      `This change was refused because it came from ${origin}, and this server only accepts changes from ` +
      `${allowedOrigins(request, env).join(", ")}. Open the app at ${configured}, or add ${origin} to the ` +
      "server's TRUSTED_ORIGINS setting and restart it."
    );
  }
  const own = requestOrigin(request, env);
  return (
    `This change was refused because it came from ${origin}, while this server was reached at ${own}. ` +
    `Open the app at ${own}, or set PUBLIC_URL (and TRUSTED_ORIGINS for other addresses) in the server's settings and restart it.`
  );
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Names and addresses of this machine, as a browser on it or on its network would write them. */
function ownHostnames(): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  const hostname = os.hostname().toLowerCase();
  names.add(hostname);
  names.add(`${hostname}.local`);
  for (const list of Object.values(os.networkInterfaces())) {
    for (const info of list ?? []) names.add(info.family === "IPv6" ? `[${info.address.split("%")[0]}]` : info.address);
  }
  return names;
}

/** Is this host name (from a URL) this machine itself? Any port: a container may map another. */
export function isOwnMachine(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host.endsWith(".localhost") || (isIP(host) === 4 && host.startsWith("127."))) return true;
  return ownHostnames().has(host);
}

/**
 * The origin for links in emails that a request causes (password reset, email confirmation, lead
 * alerts). PUBLIC_URL when set. Otherwise the address the request came to, but only when that
 * address is this machine itself: anyone can send a request with a made-up Host header, and a
 * reset link pointing at their site would hand them the token. Any other address gets the
 * fallback http://localhost:PORT (and the README says to set PUBLIC_URL for a public server).
 */
export function linkOrigin(request: Request | undefined, env: OriginEnv): string {
  const configured = configuredOrigin(env);
  if (configured) return env.publicUrl;
  if (!request) return env.publicUrl;
  const origin = requestOrigin(request, env);
  return isOwnMachine(new URL(origin).hostname) ? origin : env.publicUrl;
}

/** A link Better Auth built on the request's address, moved to linkOrigin (path and query kept). */
export function relink(url: string, request: Request | undefined, env: OriginEnv): string {
  const target = new URL(url);
  const base = new URL(linkOrigin(request, env));
  target.protocol = base.protocol;
  target.host = base.host;
  return target.toString();
}

/**
 * The owner app writes links and embed codes on PUBLIC_URL when it is set (even when the owner
 * opened it at a TRUSTED_ORIGINS address), else on the address in the browser: PUBLIC_URL goes
 * into the page as a meta tag, read by apps/web/src/features/forms/utils/public-origin.ts.
 */
export function withPublicOrigin(html: string, env: Pick<Env, "PUBLIC_URL" | "publicUrl">): string {
  if (!env.PUBLIC_URL) return html;
  const escaped = env.publicUrl.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return html.replace("</head>", `<meta name="yq-public-origin" content="${escaped}" /></head>`);
}
