import { isUuid } from "@yq/form-schema/ids";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../billing/current-subscription";
import { forms } from "../db/schema/forms";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";

/**
 * The lead's complete record (not an upsell: its payment columns) with its owner's connected
 * account, or null. `accepted` asks for an accepted one only (a card update, card-update.ts); the
 * accept's own Checkout (lead-checkout.ts) reads the record whatever its answer and refuses itself.
 */
export async function leadRecordWithAccount(db: Queryable, leadId: string, { accepted = false } = {}) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({
      record: formSubmissions,
      accountId: profiles.stripeAccountId,
      chargesEnabled: profiles.stripeChargesEnabled,
    })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .leftJoin(profiles, eq(profiles.id, forms.userId))
    .where(
      and(
        eq(formSubmissions.leadId, leadId),
        eq(formSubmissions.submissionStage, "complete"),
        eq(formSubmissions.isUpsell, false),
        accepted ? eq(formSubmissions.responseStatus, "accept") : undefined,
      ),
    );
  return row ?? null;
}
