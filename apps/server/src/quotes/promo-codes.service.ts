import { checkPromoCode, PROMO_MESSAGES } from "@yq/form-schema/pricing/promo-codes";
import type { PricingSettings, PromoCode } from "@yq/form-schema/pricing/pricing-settings";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { promoCodeUses } from "../db/schema/forms";
import { HttpError } from "../lib/http-error";
import { businessIdentity } from "../mail/business-identity";
import { acceptingForm } from "./public-form";

// Promo codes on the server: the document says what a code is worth and until when
// (checkPromoCode, in the owner's time zone); how many accepts used it is counted in
// promo_code_uses by the accept's own statement (answer-insert.sql.ts), so the limit holds under
// parallel accepts. Every refusal is 422 with the message the visitor sees under the code field.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD" of `now` in a time zone (en-CA writes dates that way), as a code's expiresOn is written. */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The form's code named `code`, valid today in the owner's time zone; refused with its message otherwise. */
export function validPromoCode(settings: PricingSettings, code: string, timeZone: string): PromoCode {
  const checked = checkPromoCode(settings, code, dateIn(timeZone));
  if (!checked.ok) throw new HttpError(422, checked.message);
  return checked.promo;
}

/** How many accepted quotes used the code so far. */
async function usesOf(db: Db, formId: string, codeId: string): Promise<number> {
  const [row] = await db
    .select({ uses: promoCodeUses.uses })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.formId, formId), eq(promoCodeUses.codeId, codeId)));
  return row?.uses ?? 0;
}

/** What the public form learns of a code it may apply: POST /api/public/forms/:id/promo-code. */
export async function checkFormPromoCode(deps: AppDeps, formId: string, code: string) {
  const form = await acceptingForm(deps, formId);
  const business = await businessIdentity(deps.db, form.row.userId);
  const promo = validPromoCode(form.document.pricingSettings, code, business.timeZone);
  // Only a hint to the visitor: the accept takes the use atomically and may still find it gone.
  if (promo.maxUses !== null && (await usesOf(deps.db, formId, promo.id)) >= promo.maxUses) {
    throw new HttpError(422, PROMO_MESSAGES.usedUp);
  }
  return { code: promo.code, kind: promo.kind, value: promo.value, scope: promo.scope };
}
