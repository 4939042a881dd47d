import type { PromoCode, PricingSettings } from "./pricing-settings";

// Promo codes as the document defines them (decision 097). Whether a code's uses are used up is
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

/** `today` is "YYYY-MM-DD" in the owner's time zone: a code works through its last day. */
export function checkPromoCode(settings: PricingSettings, code: string, today: string): PromoCheck {
  const promo = settings.promoCodes.find((p) => p.enabled && samePromoCode(p.code, code));
  if (!promo) return { ok: false, message: PROMO_MESSAGES.unknown };
  if (promo.expiresOn !== null && today > promo.expiresOn) return { ok: false, message: PROMO_MESSAGES.expired };
  return { ok: true, promo };
}
