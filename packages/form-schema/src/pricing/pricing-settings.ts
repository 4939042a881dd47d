import { z } from "zod";
import { idSchema, priceSchema, shortTextSchema } from "../fields";

// A form's money rules beside its prices: a minimum charge, sales tax and promo
// codes. How many times a code was used is not here: the server counts uses in its own table,
// atomically, so two visitors cannot both take a code's last use.

export const MAX_PROMO_CODES = 20;

export const PROMO_KINDS = ["percent", "amount"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * first: one unit of the chosen plan (a visit, round or push; a season or a job is one unit, so the
 * code comes off all of it, spread over a season's instalments); every: each unit (engine.ts).
 */
export const PROMO_SCOPES = ["first", "every"] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** Letters, digits, - and _; matched without regard to case ("spring10" is SPRING10). */
export const promoCodeTextSchema = z
  .string()
  .trim()
  .min(3, "A code has at least 3 characters.")
  .max(30, "A code has at most 30 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only.");

export const promoCodeSchema = z.object({
  id: idSchema,
  enabled: z.boolean(),
  code: promoCodeTextSchema,
  kind: z.enum(PROMO_KINDS),
  /** Percent (1-100) or dollars, by kind. */
  value: z.number().min(0).max(100_000),
  scope: z.enum(PROMO_SCOPES),
  /** Last day the code works, "YYYY-MM-DD" in the owner's time zone; null for no end. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** Accepted quotes the code may be used on; null for no limit. */
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
});

export const TAX_DISPLAYS = ["before_tax", "after_tax"] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

export const pricingSettingsSchema = z.object({
  /**
   * Dollars: no visit, push, round, job or season is priced below it, a code's discount included;
   * 0 for none.
   */
  minimumCharge: priceSchema,
  /** Percent, up to three decimals (8.875); 0 for no tax. */
  taxRate: z.number().min(0).max(30),
  taxLabel: shortTextSchema,
  /** Whether the visitor's prices are shown without tax (added at the total) or with it. */
  taxDisplay: z.enum(TAX_DISPLAYS),
  promoCodes: z
    .array(promoCodeSchema)
    .max(MAX_PROMO_CODES)
    .refine(
      (codes) => new Set(codes.map((c) => c.code.toUpperCase())).size === codes.length,
      "Each promo code must be different.",
    ),
});

/**
 * The settings as the public document carries them (public-document.ts): its codes
 * emptied, and in their place whether one is switched on and not past its last day
 * (hasUsablePromoCode, promo-codes.ts). Absent in the builder's preview, whose document keeps its codes.
 */
export const publicPricingSettingsSchema = pricingSettingsSchema.extend({ hasPromoCodes: z.boolean().optional() });

export type PromoCode = z.infer<typeof promoCodeSchema>;
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;
export type PublicPricingSettings = z.infer<typeof publicPricingSettingsSchema>;

/** A form without the group (stored before it existed) prices exactly as before: no minimum, tax or codes. */
export function defaultPricingSettings(): PricingSettings {
  return { minimumCharge: 0, taxRate: 0, taxLabel: "Sales tax", taxDisplay: "before_tax", promoCodes: [] };
}
