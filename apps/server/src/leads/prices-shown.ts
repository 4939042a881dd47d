import type { YardSize } from "@yq/form-schema/constants";
import type { ResumedChoiceV2 } from "@yq/form-schema/public-payloads";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { leadPricesShown } from "../db/schema/lead-work";

// The prices a visitor was shown, as the lead keeps them: the public form records them
// (quotes/prices-shown.service.ts) and a follow-up link reopens the last one.

/** The newest price shown to a lead (a list of one, or none). */
export const lastPriceShown = (db: Db, leadId: string) =>
  db
    .select()
    .from(leadPricesShown)
    .where(eq(leadPricesShown.leadId, leadId))
    .orderBy(desc(leadPricesShown.createdAt), desc(leadPricesShown.id))
    .limit(1);

/**
 * The choice a follow-up link reopens: the last quote shown to the lead, or null. A typed area
 * has no outlines and comes back as the typed area; the form checks it against the live prices.
 */
export async function lastChoiceShown(db: Db, leadId: string): Promise<ResumedChoiceV2 | null> {
  const [last] = await lastPriceShown(db, leadId);
  if (!last) return null;
  const lawn = last.lawnOutlines
    ? { outlines: last.lawnOutlines }
    : last.lawnAreaSqFt !== null
      ? { typedAreaSqFt: last.lawnAreaSqFt }
      : null;
  const service = last.quote.service;
  if (service) {
    // A listed service reopens with its size card, plan and lawn; the form checks them against its live prices.
    const plan = last.quote.priced?.lines.find((l) => l.kind === "service")?.plan ?? null;
    return { version: 2, serviceId: service.id, sizeId: service.sizeId ?? null, plan, lawn };
  }
  // Mowing, in the engine's words (decision 128): its yard size is the size, its frequency the plan.
  return {
    version: 2,
    serviceId: "mowing",
    sizeId: (last.quote.yardSize as YardSize | null) ?? null,
    plan: last.quote.chosen?.frequency ?? null,
    lawn,
  };
}
