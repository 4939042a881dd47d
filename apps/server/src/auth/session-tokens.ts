import { HttpError } from "../lib/http-error";

// A session's token is its cookie: httpOnly, so no script of the page can read it. Better Auth
// also writes it into JSON answers (sign-in, sign-up, the two-factor verifies, get-session,
// list-sessions and more), where any script injected into the owner app could.

/**
 * Better Auth's routes that exist to hand out session tokens or to act on one. The owner app
 * lists and ends sessions by their id at /api/account/sessions (sessions.routes.ts), which calls
 * them on the server.
 */
const TOKEN_ROUTES = new Set(["/api/auth/list-sessions", "/api/auth/revoke-session"]);

/** Refuses a browser's call of a route that hands out or takes a session token. */
export function refuseTokenRoutes(path: string) {
  if (TOKEN_ROUTES.has(path)) {
    throw new HttpError(404, "Not found. Sessions are listed and ended at /api/account/sessions.");
  }
}

/**
 * Better Auth's answer without a session token in its body: `token` is taken out wherever it
 * appears (a session's, each listed session's). Where the answer itself said whether it signed
 * the browser in (a token, or null while an email must be confirmed first), it says so as
 * `signedIn`. The cookie is set as before.
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = text.includes('"token"') ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const headers = new Headers(response.headers);
  if (body === undefined) return new Response(text, { status: response.status, headers });
  if (isRecord(body) && "token" in body) body.signedIn = typeof body.token === "string";
  headers.delete("content-length");
  return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, stripTokens(item)]),
  );
}
