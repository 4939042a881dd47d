import type { PricingSettings, PromoCode, PublicPricingSettings } from "./pricing-settings";

// Promo codes as the document defines them. Whether a code's uses are used up is
// the server's count, taken atomically with the accept; this only knows the document.

export type PromoCheck = { ok: true; promo: PromoCode } | { ok: false; message: string };

export const PROMO_MESSAGES = {
  unknown: "This code is not valid.",
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
} as const;

/** Codes match without regard to case or surrounding spaces. */
export function samePromoCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** Past its last day ("YYYY-MM-DD" dates compare as text). */
const expired = (promo: PromoCode, today: string) => promo.expiresOn !== null && today > promo.expiresOn;

/** `today` is "YYYY-MM-DD" in the owner's time zone: a code works through its last day. */
export function checkPromoCode(settings: PricingSettings, code: string, today: string): PromoCheck {
  const promo = settings.promoCodes.find((p) => p.enabled && samePromoCode(p.code, code));
  if (!promo) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (expired(promo, today)) return { ok: false, message: PROMO_MESSAGES.expired };
  return { ok: true, promo };
}

/**
 * Whether a visitor could apply one of the form's codes today: one is switched on and not past
 * its last day (its uses are the server's count). The public document's `hasPromoCodes`
 * (toPublicDocument) is this, so the public form asks for a code only where one may work.
 */
export function hasUsablePromoCode(settings: Pick<PricingSettings, "promoCodes">, today: string): boolean {
  return settings.promoCodes.some((p) => p.enabled && !expired(p, today));
}

/**
 * Whether the form asks the visitor for a code: the public document's flag, or in the builder's
 * preview (the owner's document, without the flag) its own codes, by `today`.
 */
export function offersPromoCodes(settings: PublicPricingSettings, today: string): boolean {
  return settings.hasPromoCodes ?? hasUsablePromoCode(settings, today);
}
