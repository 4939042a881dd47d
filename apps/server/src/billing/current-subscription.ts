import { ACTIVE_SUBSCRIPTION_STATUSES } from "@yq/form-schema/subscription-status";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The database or a transaction on it. */
export type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
import { subscriptions } from "../db/schema/platform";

/** The subscription that describes a user best: a live one first, then the most recent. */
export async function currentSubscription(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      sql`case when ${inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES])} then 0 else 1 end`,
      sql`${subscriptions.updatedAt} desc`,
    )
    .limit(1);
  return row ?? null;
}
