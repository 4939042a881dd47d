import { z } from "zod";
import { lineItemSchema, quoteTotalsSchema } from "../pricing/line-items";
import { PLANS } from "../pricing/plans";
import { AGREEMENT_VERSION, type Agreement } from "./agreement";

// The stored and sent shape of an agreement (agreement.ts): in the lead's quote
// snapshot, in the accept's answer to the form, in the webhook payload. Apart from agreement.ts
// so the visitor's service step computes one without loading zod.

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const agreementLineSchema = lineItemSchema.extend({
  timing: z.enum(["each", "once"]),
  firstCents: cents.min(0),
  eachCents: cents.min(0).nullable(),
});

export const agreementSchema = z.object({
  version: z.literal(AGREEMENT_VERSION),
  agreedOn: day,
  plan: z.enum(PLANS),
  lines: z.array(agreementLineSchema),
  extras: z.array(agreementLineSchema),
  promoCode: z.string().nullable(),
  taxLabel: z.string().nullable(),
  totals: quoteTotalsSchema.omit({ firstChargeCents: true }),
  recurring: z.array(z.object({ unit: z.enum(["visit", "push", "round"]), cents: cents.min(0) })),
  onceCents: cents.min(0),
  firstChargeCents: cents.min(0),
  instalments: z.object({ amountsCents: z.array(cents.min(0)), dates: z.array(day) }).nullable(),
  payment: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.enum(["deposit", "full"]), amountCents: cents.min(1) }),
      z.object({ kind: z.literal("card"), amountCents: z.null() }),
    ])
    .nullable(),
  dueTodayCents: cents.min(0),
  termValueCents: cents.min(0),
  termOccurrences: z.number().int().min(1),
}) satisfies z.ZodType<Agreement>;
