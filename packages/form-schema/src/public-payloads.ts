import { z } from "zod";
import { agreementSchema } from "./agreement/agreement-schema";
import { CUSTOMER_FIELD_TYPES, MAX_UPSELL_SERVICES, PRICE_FREQUENCIES, SERVICE_TYPES, YARD_SIZES } from "./constants";
import { RESPONSE_STATUSES } from "./lead-lifecycle";
import { ANSWER_MESSAGES } from "./answers";
import { contactValueSchema } from "./contact-schemas";
import { idSchema, textSchema, urlTextSchema } from "./fields";
import { measuredLawnSchema } from "./measured-lawn";
import { hiddenFieldsSchema } from "./hidden-fields";
import { trafficSourceInputSchema } from "./traffic-source";
import { pricedQuoteSchema } from "./pricing/line-items";
import { PLANS } from "./pricing/plans";

// What the public form sends to /api/public and what it gets back. They check types and bounds
// only; whether the answers fit this particular form is validateCustomerAnswers' and
// checkQuoteChoice's job. The server validates with these and the form's transport is typed
// by them, so the two cannot drift.

export const customerAnswersSchema = z.partialRecord(z.enum(CUSTOMER_FIELD_TYPES), contactValueSchema.max(500));

/** First record of a lead (POST /forms/:id/leads): the visitor's contact fields and their consent. */
export const contactPayloadSchema = z.object({
  answers: customerAnswersSchema,
  consent: z.boolean(),
  // Honeypot: hidden from people, so only bots fill it in. Any short text passes the shape, so a
  // bot gets the server's plain refusal instead of a message naming the hidden field.
  website: z.string().max(500).optional(),
  /** The page the form is on and its referrer; the server reads the campaign tags from them. */
  source: trafficSourceInputSchema.optional(),
  /** Extra values from the owner's embed code or the form's address, stored with the lead. */
  hidden: hiddenFieldsSchema.optional(),
});

/** A view of the form (POST /forms/:id/views); the body may be empty. */
export const viewPayloadSchema = z.object({ source: trafficSourceInputSchema.optional() });

/** The funnel steps the form reports for a lead as the visitor reaches them. */
export const LEAD_STEPS = ["service", "quote"] as const;
export type LeadStep = (typeof LEAD_STEPS)[number];

/** A promo code as typed; whether it applies is checkPromoCode's and the server's count's job. */
export const promoCodeInputSchema = z.string().trim().max(30, "A code has at most 30 characters.");

/**
 * Version 1 of a choice (no `version`, decision 128): `serviceType` for Mowing and Landscaping
 * services (with `yardSize` and `frequency`), or `serviceId` for a listed service (with its size
 * card `sizeId` and its `plan`). Without either, validateServiceSelection's message applies.
 * Embedded forms already on owners' sites and the public API send it, so it stays accepted;
 * upgradeQuoteChoice (choice-version.ts) makes it version 2 at the server's boundary.
 */
const serviceChoiceFields = {
  version: z.literal(1).optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
  yardSize: z.enum(YARD_SIZES).nullable().optional(),
  frequency: z.enum(PRICE_FREQUENCIES).optional(),
  serviceId: idSchema.optional(),
  sizeId: idSchema.nullable().optional(),
  plan: z.enum(PLANS).nullable().optional(),
};

/**
 * Version 2 of a choice (decision 128): every service named by the engine's id, "mowing" with a
 * yard size as `sizeId` ("small" … "custom") and a frequency as `plan`, "landscaping" with neither,
 * a listed service with its size card and plan.
 */
const choiceV2Fields = {
  version: z.literal(2),
  serviceId: idSchema,
  sizeId: idSchema.nullable().optional(),
  plan: z.enum(PLANS).nullable().optional(),
};

const answerFields = {
  responseStatus: z.enum(RESPONSE_STATUSES),
  projectDetails: textSchema.optional(),
  videoUrl: urlTextSchema.optional(),
  promoCode: promoCodeInputSchema.optional(),
  /** Why the visitor declined, when they said: the owner reads it on the lead. */
  declineReason: z.string().trim().max(500, "Please keep the reason under 500 characters.").optional(),
};

const quoteResponseFields = z.object({ ...serviceChoiceFields, ...answerFields });

/** A version-2 quote choice: what the public form sends and every handler works on. */
export const quoteChoiceV2Schema = z.object({ ...choiceV2Fields, ...answerFields });

/** One service, named one way: a service type or a listed service's id, never both. */
function namesOneService(choice: { serviceType?: unknown; serviceId?: unknown }, ctx: z.RefinementCtx) {
  if (choice.serviceType == null && choice.serviceId == null) {
    ctx.addIssue({ code: "custom", path: ["serviceType"], message: ANSWER_MESSAGES.serviceType.message });
  } else if (choice.serviceType != null && choice.serviceId != null) {
    ctx.addIssue({ code: "custom", path: ["serviceId"], message: "Please select one service, not two." });
  }
}

/** The accept / decline of a quote, or the Submit of a project request (recorded as accept). */
export const quoteResponsePayloadSchema = z.discriminatedUnion("version", [
  quoteChoiceV2Schema,
  quoteResponseFields.superRefine(namesOneService),
]);

/** The visitor's upsell picks; an empty list is "no thanks" and ends the flow. */
export const upsellPayloadSchema = z.object({
  selectedUpsellServiceIds: z.array(idSchema).max(MAX_UPSELL_SERVICES),
});

/**
 * The secret a lead's first record answers with; every later request of that lead presents it
 * (in the body or as a Bearer header: the public API uses no cookies).
 */
export const leadTokenSchema = z.string().max(200);

/** The answer to a lead's first record; `outsideArea` only where the form has a service area. */
export const leadStartedSchema = z.object({
  leadId: z.string(),
  token: leadTokenSchema,
  outsideArea: z.boolean().optional(),
  message: z.string().optional(),
  /** Miles the server measured to the address, where a travel fee applies (shown; the server prices its own). */
  travelMiles: z.number().optional(),
});

/**
 * POST /leads/:id/response: the quote response (version 2 or 1) with the lead's token and the
 * contact answers again (a visitor may have corrected them). A version-1 serviceType may be
 * missing here so a missing choice gets validateServiceSelection's message (answers.ts) rather
 * than a schema error.
 */
const leadResponseFields = {
  token: leadTokenSchema.optional(),
  answers: customerAnswersSchema.optional(),
  /** A lawn measured on the map (outlines or a typed area); the server measures it again. */
  lawn: measuredLawnSchema.optional(),
};

export const leadResponseRequestSchema = z.discriminatedUnion("version", [
  quoteChoiceV2Schema.extend(leadResponseFields),
  quoteResponseFields.extend({
    ...leadResponseFields,
    serviceType: z.enum(SERVICE_TYPES).nullable().optional(),
    serviceId: idSchema.nullable().optional(),
  }),
]);

/** POST /leads/:id/steps: a step reached, with the lead's token. */
export const leadStepRequestSchema = z.object({ step: z.enum(LEAD_STEPS), token: leadTokenSchema.optional() });

/**
 * POST /leads/:id/prices-shown: the quote the form is showing: the service, its size and the plan
 * picked on the card and the lawn measured, never a price: the server prices it. Version 2 names
 * the service by its id; version 1, mowing by its tier (`yardSize`, `frequency`).
 */
export const priceShownRequestSchema = z.discriminatedUnion("version", [
  z.object({
    ...choiceV2Fields,
    token: leadTokenSchema.optional(),
    lawn: measuredLawnSchema.optional(),
  }),
  z
    .object({
      version: z.literal(1).optional(),
      token: leadTokenSchema.optional(),
      /** The mowing tier shown; absent when a listed service's quote is shown. */
      yardSize: z.enum(YARD_SIZES).optional(),
      frequency: z.enum(PRICE_FREQUENCIES).optional(),
      lawn: measuredLawnSchema.optional(),
      /** A listed service's quote: its id, the size card and the plan picked. */
      serviceId: idSchema.optional(),
      sizeId: idSchema.nullable().optional(),
      plan: z.enum(PLANS).nullable().optional(),
    })
    .refine((shown) => (shown.yardSize === undefined) !== (shown.serviceId === undefined), {
      message: "Name either the yard size or the listed service the quote is for.",
      path: ["yardSize"],
    }),
]);

/** The quote a follow-up link reopens, in version 2: the service, its size, plan and lawn. */
export const resumedChoiceV2Schema = z.object({
  version: z.literal(2),
  serviceId: idSchema,
  sizeId: idSchema.nullable(),
  plan: z.enum(PLANS).nullable(),
  lawn: measuredLawnSchema.nullable(),
});

/**
 * The quote a follow-up link reopens: the last one the form showed the lead. Version 1 (no
 * `version`) names mowing by its service type; the form reads either (upgradeResumedChoice).
 */
export const resumedChoiceSchema = z.discriminatedUnion("version", [
  resumedChoiceV2Schema,
  z
    .object({
      version: z.literal(1).optional(),
      /** Mowing's quote names the service type; a listed service's quote its id. */
      serviceType: z.enum(SERVICE_TYPES).optional(),
      yardSize: z.enum(YARD_SIZES).nullable(),
      frequency: z.enum(PRICE_FREQUENCIES).nullable(),
      lawn: measuredLawnSchema.nullable(),
      serviceId: idSchema.optional(),
      sizeId: idSchema.nullable().optional(),
      plan: z.enum(PLANS).nullable().optional(),
    })
    .superRefine(namesOneService),
]);

/**
 * What was agreed, as the server stored it with the accept: the result's summary after Stripe
 * Checkout returns, when the browser no longer knows the choice.
 */
export const agreedQuoteSchema = z.object({
  /** Mowing or Landscaping; null for a listed one (serviceName names it). */
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  yardSize: z.enum(YARD_SIZES).nullable(),
  areaSqFt: z.number().nullable(),
  price: z.object({ label: z.string(), amount: z.number() }).nullable(),
  addOns: z.array(z.string()),
  /** The service as the owner names it ("Mowing Service", "Driveway Plowing"); absent on older records. */
  serviceName: z.string().optional(),
  /** The priced quote's lines and totals in cents; null for a request, absent on older records. */
  priced: pricedQuoteSchema.nullable().optional(),
  /** What was agreed, add-ons in; absent for a request and for records stored before agreements. */
  agreement: agreementSchema.nullable().optional(),
});

/** POST /leads/:id/upsell: the picks with the lead's token. */
export const leadUpsellRequestSchema = upsellPayloadSchema.extend({ token: leadTokenSchema.optional() });

export type ContactPayload = z.infer<typeof contactPayloadSchema>;
/** A choice as sent: version 1 or 2 (decision 128). */
export type QuoteChoice = z.infer<typeof quoteResponsePayloadSchema>;
export type QuoteChoiceV1 = Extract<QuoteChoice, { serviceType?: unknown }>;
export type QuoteChoiceV2 = z.infer<typeof quoteChoiceV2Schema>;
export type UpsellPayload = z.infer<typeof upsellPayloadSchema>;
export type LeadStarted = z.infer<typeof leadStartedSchema>;
export type LeadResponseRequest = z.infer<typeof leadResponseRequestSchema>;
export type ViewPayload = z.infer<typeof viewPayloadSchema>;
export type PriceShownRequest = z.infer<typeof priceShownRequestSchema>;
export type ResumedChoiceV2 = z.infer<typeof resumedChoiceV2Schema>;
/** A reopened quote as received, either version (the server builds version 2, leads/prices-shown.ts). */
export type ResumedChoice = z.infer<typeof resumedChoiceSchema>;
export type ResumedChoiceV1 = Exclude<ResumedChoice, ResumedChoiceV2>;
export type AgreedQuote = z.infer<typeof agreedQuoteSchema>;
export type LeadStepRequest = z.infer<typeof leadStepRequestSchema>;
export type LeadUpsellRequest = z.infer<typeof leadUpsellRequestSchema>;
