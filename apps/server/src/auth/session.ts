import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-env";
import type { Db } from "../db/client";
import { isAdminRole, type Role } from "@yq/form-schema/roles";
import { userRoles } from "../db/schema/profiles";
import { HttpError } from "../lib/http-error";
import { withDoc } from "../lib/route-doc";
import { authCall } from "./auth-call";
import { noteSessionSeen } from "./sessions.service";

const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

async function roleOf(db: Db, userId: string): Promise<Role> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? "user";
}

/** Reads the session cookie (if any) once per request; routes then ask for what they need. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header("cookie")) return next();
  const { auth, db } = c.get("deps");
  const result = await authCall(() => auth.api.getSession({ headers: c.req.raw.headers }));
  if (result) {
    const { user, session } = result;
    c.set("sessionId", session.id);
    c.set("user", {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role: await roleOf(db, user.id),
      twoFactorEnabled: user.twoFactorEnabled === true,
    });
    await noteSessionSeen(c, db, session);
  }
  return next();
};

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new HttpError(401, SESSION_EXPIRED);
  return user;
}

// withDoc: the API description marks the routes behind each guard (lib/route-doc.ts).
export const requireUser = withDoc<MiddlewareHandler<AppEnv>>(
  async (c, next) => {
    currentUser(c);
    return next();
  },
  { kind: "session" },
);

const NOT_ADMIN = "Please sign in with an admin account to access this area";
export const TWO_FACTOR_NEEDED =
  "Admin accounts must use two-factor authentication here. Set it up on your profile to open the admin area.";

/**
 * With ADMIN_TWO_FACTOR on, an admin who has not set up two-factor sign-in yet is refused the
 * admin area (the owner app sends them to their profile to do it).
 */
export const mustEnrolTwoFactor = (c: Context<AppEnv>, user: SessionUser) =>
  c.get("deps").env.ADMIN_TWO_FACTOR && isAdminRole(user.role) && !user.twoFactorEnabled;

export const requireAdmin = withDoc<MiddlewareHandler<AppEnv>>(
  async (c, next) => {
    const user = currentUser(c);
    if (!isAdminRole(user.role)) throw new HttpError(403, NOT_ADMIN);
    if (mustEnrolTwoFactor(c, user)) throw new HttpError(403, TWO_FACTOR_NEEDED);
    return next();
  },
  { kind: "role", refused: NOT_ADMIN },
);

const NOT_SUPER_ADMIN = "Only a super admin can open the audit log.";

/** The super admins' part of the admin area (the audit log): 403 for admins and owners alike. */
export const requireSuperAdmin = withDoc<MiddlewareHandler<AppEnv>>(
  async (c, next) => {
    if (currentUser(c).role !== "super_admin") throw new HttpError(403, NOT_SUPER_ADMIN);
    return next();
  },
  { kind: "role", refused: NOT_SUPER_ADMIN },
);
