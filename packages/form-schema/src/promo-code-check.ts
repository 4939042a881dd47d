import { z } from "zod";
import { PROMO_KINDS, PROMO_SCOPES } from "./pricing/pricing-settings";

// POST /api/public/forms/:id/promo-code: the public form asks whether a code applies
// before the visitor accepts. Any text is checked (a wrong one answers "This code is not valid.",
// 422), so only a length bound is enforced here.

export const promoCodeCheckRequestSchema = z.object({ code: z.string().max(100) });

/** A valid code, what the public form needs to show its discount; the server prices it again on accept. */
export const promoCodeCheckSchema = z.object({
  /** The code as the owner wrote it. */
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** Percent or dollars, by kind. */
  value: z.number(),
  scope: z.enum(PROMO_SCOPES),
});

export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;
