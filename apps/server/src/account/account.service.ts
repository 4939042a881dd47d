import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema/profiles";

export type ProfileView = {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  status: string;
  subscriptionStatus: string | null;
  lastLoginAt: string | null;
};

export async function getProfile(db: Db, user: { id: string; email: string }): Promise<ProfileView> {
  // Accounts made before profiles existed (or by other tools) get their row on first read.
  await db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return {
    id: row.id,
    email: user.email,
    fullName: row.fullName,
    companyName: row.companyName,
    status: row.status,
    subscriptionStatus: row.subscriptionStatus,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function updateProfile(
  db: Db,
  user: { id: string; email: string },
  changes: { fullName: string | null; companyName: string | null },
) {
  await getProfile(db, user);
  await db
    .update(profiles)
    .set({ fullName: changes.fullName, companyName: changes.companyName, updatedAt: new Date() })
    .where(eq(profiles.id, user.id));
  return getProfile(db, user);
}
