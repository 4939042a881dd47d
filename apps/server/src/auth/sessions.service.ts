import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import type { Db } from "../db/client";
import { sessions } from "../db/schema/auth";
import { clientIp } from "../lib/client-ip";
import { HttpError } from "../lib/http-error";
import { authCall } from "./auth-call";
import { deviceName } from "./device-name";

/** How stale a session's "last seen" may get before a request writes it again. */
const SEEN_EVERY_MS = 5 * 60 * 1000;

export const SESSION_NOT_FOUND = "That session has already ended.";

export type SessionView = {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

/**
 * Writes when and from where a session was last used, at most every five minutes unless the
 * address changed, so the profile can say "last seen" without a write per request. Better Auth
 * only touches a session once a day (auth.ts, updateAge) and keeps no address.
 */
export async function noteSessionSeen(
  c: Context<AppEnv>,
  db: Db,
  session: { id: string; updatedAt: Date | string; ipAddress?: string | null },
) {
  const ip = clientIp(c);
  const address = ip === "unknown" ? null : ip.replace(/^::ffff:(?=\d+\.)/i, "");
  const stale = Date.now() - new Date(session.updatedAt).getTime() > SEEN_EVERY_MS;
  if (!stale && (address === null || address === session.ipAddress)) return;
  await db
    .update(sessions)
    .set({ updatedAt: new Date(), ...(address ? { ipAddress: address } : {}) })
    .where(eq(sessions.id, session.id));
}

type SessionRow = {
  id: string;
  token: string;
  createdAt: Date;
  updatedAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** The account's live sessions from Better Auth (tokens never leave the server). */
async function accountSessions(deps: Pick<AppDeps, "auth">, headers: Headers): Promise<SessionRow[]> {
  return (await authCall(() => deps.auth.api.listSessions({ headers }))) as SessionRow[];
}

export async function listAccountSessions(
  deps: Pick<AppDeps, "auth">,
  headers: Headers,
  currentId: string | null,
): Promise<SessionView[]> {
  const rows = await accountSessions(deps, headers);
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      address: row.ipAddress || null,
      signedInAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.updatedAt).toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/**
 * Ends one of the account's own sessions. Better Auth deletes its row, and every request reads
 * the session from the database (auth/session.ts, no cookie cache), so its cookie is refused at
 * once. Another account's session, or one already ended, is "not found".
 */
export async function endSession(deps: Pick<AppDeps, "auth">, headers: Headers, currentId: string | null, id: string) {
  if (id === currentId) throw new HttpError(400, "This is the session you are using. Use Log out to end it.");
  const target = (await accountSessions(deps, headers)).find((row) => row.id === id);
  if (!target) throw new HttpError(404, SESSION_NOT_FOUND);
  await authCall(() => deps.auth.api.revokeSession({ headers, body: { token: target.token } }));
}

/** Ends every session of the account but this one. */
export async function endOtherSessions(deps: Pick<AppDeps, "auth">, headers: Headers) {
  await authCall(() => deps.auth.api.revokeOtherSessions({ headers }));
}
