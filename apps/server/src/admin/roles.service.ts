import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import type { Role } from "@yq/form-schema/roles";
import { userRoles } from "../db/schema/profiles";
import { HttpError } from "../lib/http-error";
import { BY_OPERATOR, recordAudit, type AuditBy } from "../audit/audit.service";

export const LAST_SUPER_ADMIN = "The last super admin cannot be demoted. Make another user super admin first.";

/**
 * Sets a role; the platform always keeps at least one super admin once it has one. The change and
 * its audit entry are written together; `by` defaults to the operator's command line.
 */
export async function setRole(db: Db, userId: string, role: Role, by: AuditBy = BY_OPERATOR) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, "User not found");
    const [current] = await tx.select().from(userRoles).where(eq(userRoles.userId, userId)).for("update");
    if (current?.role === "super_admin" && role !== "super_admin") {
      // Lock every super admin row so two concurrent demotions cannot both pass the check.
      const others = await tx
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.role, "super_admin"), ne(userRoles.userId, userId)))
        .for("update");
      if (others.length === 0) throw new HttpError(409, LAST_SUPER_ADMIN);
    }
    await tx
      .insert(userRoles)
      .values({ userId, role, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
    await recordAudit(tx, {
      ...by,
      action: "role.changed",
      targetId: userId,
      details: { from: current?.role ?? "user", to: role },
    });
  });
}

export async function userIdByEmail(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new HttpError(404, `No account uses the email ${email}.`);
  return user.id;
}
