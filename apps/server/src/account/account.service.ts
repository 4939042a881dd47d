import type { ProfileView } from "@yq/form-schema/business-profile";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema/profiles";
import { mediaUrl } from "../storage/storage";

export async function getProfile(db: Db, user: { id: string; email: string }): Promise<ProfileView> {
  // Accounts made before profiles existed (or by other tools) get their row on first read.
  await db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return {
    id: row.id,
    email: user.email,
    fullName: row.fullName,
    companyName: row.companyName,
    phone: row.phone,
    logoUrl: row.logoPath ? mediaUrl(row.logoPath) : null,
    timeZone: row.timeZone,
    status: row.status,
    subscriptionStatus: row.subscriptionStatus,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** Changes what the owner sent; a field left out (phone, time zone) keeps its stored value. */
export async function updateProfile(
  db: Db,
  user: { id: string; email: string },
  changes: { fullName: string | null; companyName: string | null; phone?: string | null; timeZone?: string },
) {
  await getProfile(db, user);
  await db
    .update(profiles)
    .set({
      fullName: changes.fullName,
      companyName: changes.companyName,
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, user.id));
  return getProfile(db, user);
}
