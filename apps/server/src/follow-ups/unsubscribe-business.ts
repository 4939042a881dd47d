import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadFollowUps } from "../db/schema/follow-ups";
import { forms } from "../db/schema/forms";
import { businessIdentity } from "../mail/business-identity";
import { hashLeadToken } from "../leads/lead-token";

/** The business an unsubscribe link is about, by name; null for a link not valid or an unnamed account. */
export async function businessOfUnsubscribeLink(db: Db, token: string): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: forms.userId })
    .from(leadFollowUps)
    .innerJoin(forms, eq(forms.id, leadFollowUps.formId))
    .where(eq(leadFollowUps.unsubscribeTokenHash, hashLeadToken(token)));
  return row ? (await businessIdentity(db, row.userId)).name : null;
}
