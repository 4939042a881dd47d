import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import type { Role } from "@yq/form-schema/roles";
import { profiles, userRoles } from "../db/schema/profiles";

export type AdminUser = {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  role: Role;
  status: string;
  lastLoginAt: string | null;
  subscriptionStatus: string | null;
};

/** Every account with its role, most recently updated profile first. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      role: userRoles.role,
      status: profiles.status,
      lastLoginAt: profiles.lastLoginAt,
      subscriptionStatus: profiles.subscriptionStatus,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(sql`${profiles.updatedAt} desc nulls last`, desc(users.createdAt), users.id);
  return rows.map((r) => ({
    ...r,
    role: r.role ?? "user",
    // A profile without a status reads as inactive.
    status: r.status ?? "inactive",
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
}
