import { listedServiceId, upgradeQuoteChoice } from "@yq/form-schema/choice-version";
import type { PriceShownRequest, QuoteChoiceV2 } from "@yq/form-schema/public-payloads";
import { checkQuoteChoice } from "@yq/form-schema/quote-choice";
import { quoteSnapshot } from "@yq/form-schema/quote-snapshot";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { leadPricesShown } from "../db/schema/lead-work";
import { HttpError } from "../lib/http-error";
import { applyMeasuredLawn } from "./measured-lawn";
import { pricedAnswer } from "./priced-answer";
import { findLead } from "../leads/lead-access";
import { lastPriceShown } from "../leads/prices-shown";
import { leadDocument } from "./quotes.service";
import { assertInsideArea, leadTravelMiles } from "./service-area.service";

/** A visitor moving points on the map reports each new price; past this a lead's timeline is noise. */
const MAX_PRICES_SHOWN_PER_LEAD = 50;

/**
 * The quote shown as a version-2 choice (docs/decisions/128-one-quote-choice.md): a plan picked is
 * priced as the card's choice (an accept); none prices the offer alone (a decline). Version 1
 * names mowing by its tier and frequency, a listed service by its id, size card and plan.
 */
function shownChoice(shown: PriceShownRequest): QuoteChoiceV2 {
  if (shown.version === 2) {
    const plan = shown.plan ?? null;
    return {
      version: 2,
      serviceId: shown.serviceId,
      sizeId: shown.sizeId ?? null,
      plan,
      responseStatus: plan ? "accept" : "decline",
    };
  }
  const plan = shown.frequency ?? shown.plan ?? null;
  const named = shown.serviceId
    ? { serviceId: shown.serviceId, sizeId: shown.sizeId ?? null, plan }
    : { serviceType: "mowing" as const, yardSize: shown.yardSize, frequency: shown.frequency };
  const upgraded = upgradeQuoteChoice({ ...named, responseStatus: plan ? "accept" : "decline" });
  if (!upgraded.ok) throw new HttpError(400, upgraded.message);
  return upgraded.choice;
}

/**
 * Records the quote the public form shows a lead, mowing's or a listed service's, priced here from the
 * version of the form the lead was started on and the lawn measured again by the server: the
 * browser sends the choice, never a figure. The same quote as the last row is not stored twice.
 * Returns whether a row was stored.
 */
export async function recordPriceShown(
  deps: AppDeps,
  leadId: string,
  token: string | undefined,
  shown: PriceShownRequest,
): Promise<boolean> {
  const root = await findLead(deps.db, leadId, token);
  assertInsideArea(root);
  const document = await leadDocument(deps, root);
  const choice = shownChoice(shown);
  const listed = listedServiceId(choice);
  const measured = applyMeasuredLawn(document, choice, shown.lawn, listed);
  const area = measured.columns.lawnAreaSqFt;
  const problem = checkQuoteChoice(measured.document, choice, area);
  if (problem) throw new HttpError(400, problem);
  const row = {
    leadId,
    formId: root.formId,
    // The priced quote of the plan shown, from the form as published; none without a plan.
    quote: {
      ...quoteSnapshot(measured.document, choice),
      priced: pricedAnswer(document, choice, area, null, leadTravelMiles(document, root.location)),
    },
    lawnAreaSqFt: area === null ? null : Math.round(area),
    lawnOutlines: measured.columns.lawnOutlines,
  };
  const [last] = await lastPriceShown(deps.db, leadId);
  if (last && same(last, row)) return false;
  const [{ count }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadPricesShown)
    .where(eq(leadPricesShown.leadId, leadId));
  if (count >= MAX_PRICES_SHOWN_PER_LEAD) return false;
  await deps.db.insert(leadPricesShown).values(row);
  return true;
}

type Comparable = Pick<typeof leadPricesShown.$inferSelect, "quote" | "lawnAreaSqFt" | "lawnOutlines">;
// jsonb stores an object's keys in an order of its own: compared with the keys sorted.
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;
const canonical = (row: Comparable) => JSON.stringify([row.quote, row.lawnAreaSqFt, row.lawnOutlines], sortedKeys);
const same = (a: Comparable, b: Comparable) => canonical(a) === canonical(b);
