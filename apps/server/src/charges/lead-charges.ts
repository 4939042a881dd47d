import type { ChargeView } from "@yq/form-schema/charges";
import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "../billing/current-subscription";
import { charges } from "../db/schema/charges";
import { chargeView } from "./charge-outcome";

/**
 * The lead's charges, newest first, as the owner's billing panel and the customer's page show
 * them. Only the owner's: another owner's lead has none here.
 */
export async function leadCharges(db: Queryable, userId: string, leadId: string): Promise<ChargeView[]> {
  const rows = await db
    .select()
    .from(charges)
    .where(and(eq(charges.leadId, leadId), eq(charges.userId, userId)))
    .orderBy(desc(charges.createdAt), desc(charges.id));
  return rows.map(chargeView);
}
