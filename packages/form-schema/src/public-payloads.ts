import { z } from "zod";
import { CUSTOMER_FIELD_TYPES, MAX_UPSELL_SERVICES, PRICE_FREQUENCIES, SERVICE_TYPES, YARD_SIZES } from "./constants";
import { idSchema, textSchema, urlTextSchema } from "./fields";
import { RESPONSE_STATUSES } from "./submission";

// Shapes of what the public form sends. They check types and bounds only; whether the answers
// fit this particular form is validateCustomerAnswers' and checkQuoteChoice's job.

export const customerAnswersSchema = z.partialRecord(z.enum(CUSTOMER_FIELD_TYPES), z.string().max(500));

/** First record of a lead: the visitor's contact fields and their consent. */
export const contactPayloadSchema = z.object({
  answers: customerAnswersSchema,
  consent: z.boolean(),
  // Honeypot: hidden from people, so only bots fill it in.
  website: z.string().max(0).optional(),
});

/** The accept / decline of a quote, or the Submit of a project request (recorded as accept). */
export const quoteResponsePayloadSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  yardSize: z.enum(YARD_SIZES).nullable().optional(),
  responseStatus: z.enum(RESPONSE_STATUSES),
  projectDetails: textSchema.optional(),
  videoUrl: urlTextSchema.optional(),
  frequency: z.enum(PRICE_FREQUENCIES).optional(),
});

/** The visitor's upsell picks; an empty list is "no thanks" and ends the flow. */
export const upsellPayloadSchema = z.object({
  selectedUpsellServiceIds: z.array(idSchema).max(MAX_UPSELL_SERVICES),
});

export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type QuoteChoice = z.infer<typeof quoteResponsePayloadSchema>;
export type UpsellPayload = z.infer<typeof upsellPayloadSchema>;
