import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema/auth";

/**
 * Ends every outstanding password-reset link of an account. Better Auth stores each link as a
 * verification `reset-password:<token>` whose value is the user's id, and removes only the one
 * that was used: an older link would otherwise still change the password afterwards.
 */
export async function endResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}

/**
 * Ends every earlier reset link of an account when a new one is issued (`token`, kept): a link
 * sitting in an old mail or a shared inbox must stop working as soon as a newer one is asked for,
 * not only once one is used.
 */
export async function endEarlierResetLinks(db: Db, userId: string, token: string) {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, "reset-password:%"),
        eq(verifications.value, userId),
        ne(verifications.identifier, `reset-password:${token}`),
      ),
    );
}

/** A password changed while signed in (`userId`, null when signed out) ends the account's reset links too. */
export async function endResetLinksAfterChange(db: Db, userId: string | null, path: string, response: Response) {
  if (path === "/api/auth/change-password" && response.ok && userId) await endResetLinks(db, userId);
}
