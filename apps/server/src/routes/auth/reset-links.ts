import { and, eq, like } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import type { Db } from "../../db/client";
import { verifications } from "../../db/schema/auth";

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

/** A password changed while signed in ends the account's reset links too. */
export async function endResetLinksAfterChange(c: Context<AppEnv>, path: string, response: Response) {
  const user = c.get("user");
  if (path === "/api/auth/change-password" && response.ok && user) await endResetLinks(c.get("deps").db, user.id);
}
