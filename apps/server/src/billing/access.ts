import { ACTIVE_SUBSCRIPTION_STATUSES } from "@yq/form-schema/subscription-status";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { subscriptions } from "../db/schema/platform";

export const billingEnabled = (deps: Pick<AppDeps, "env">) => Boolean(deps.env.STRIPE_SECRET_KEY);

/** Whether the owner's public forms take leads. Billing off: every account counts as subscribed. */
export async function accountIsActive(deps: Pick<AppDeps, "env" | "db">, userId: string): Promise<boolean> {
  if (!billingEnabled(deps)) return true;
  const rows = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ACTIVE_SUBSCRIPTION_STATUSES])))
    .limit(1);
  return rows.length > 0;
}
