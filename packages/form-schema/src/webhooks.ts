import { z } from "zod";
import { agreementSchema } from "./agreement/agreement-schema";
import { chargeSchema } from "./charges";
import { contactByFieldSchema } from "./contact-schemas";
import { LEAD_STATUSES, RESPONSE_STATUSES } from "./lead-lifecycle";
import { leadNoteSchema } from "./lead-work";
import { pricedQuoteSchema } from "./pricing/line-items";
import { bookedVisitsSchema } from "./scheduling/booking";

/**
 * Events an owner's webhook endpoint can subscribe to. "webhook.test" is only sent by the
 * "Send test event" button, to every endpoint that asks, whatever it subscribed to.
 */
export const WEBHOOK_EVENTS = [
  "lead.started",
  "lead.completed",
  "lead.upsell",
  "lead.updated",
  "visit.scheduled",
  "visit.rescheduled",
  "charge.succeeded",
  "charge.failed",
  "plan.cancelled",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "lead.started": "Lead started (contact details and consent given)",
  "lead.completed": "Lead completed (quote accepted or declined)",
  "lead.upsell": "Upsell (extra services chosen after accepting)",
  "lead.updated": "Lead updated (you changed its status or added a note)",
  "visit.scheduled": "Visit scheduled (the customer booked the first visit)",
  "visit.rescheduled": "Visit rescheduled (you moved a visit to another day)",
  "charge.succeeded": "Charge succeeded (a visit, month or instalment was paid on the saved card)",
  "charge.failed": "Charge failed (the saved card was declined or needs the customer)",
  "plan.cancelled": "Plan cancelled (the customer or you cancelled the rest of a plan)",
};

export const MAX_WEBHOOK_ENDPOINTS = 10;

/** What the owner sends to create or change an endpoint. */
export const webhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter the address that should receive the events.")
    .max(2000, "The address can be at most 2000 characters.")
    .refine((v) => URL.canParse(v), "Enter a full address, like https://hooks.example.com/yardquote."),
  description: z
    .string()
    .trim()
    .max(200, "The description can be at most 200 characters.")
    .nullish()
    .transform((v) => v || null),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: "Unknown event." }))
    .min(1, "Choose at least one event.")
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointUpdateSchema = webhookEndpointInputSchema.partial().extend({
  enabled: z.boolean().optional(),
});

const priceSchema = z.object({ label: z.string(), amount: z.number() });

/** The `data` of every lead event; fields a stage has not reached yet are null or empty. */
export const webhookLeadDataSchema = z.object({
  leadId: z.string(),
  submissionId: z.string(),
  formId: z.string(),
  formName: z.string(),
  createdAt: z.string(),
  contact: contactByFieldSchema,
  response: z.enum(RESPONSE_STATUSES).nullable(),
  service: z.string().nullable(),
  yardSize: z.string().nullable(),
  prices: z.array(priceSchema),
  chosen: priceSchema.nullable(),
  /**
   * The priced quote: each line (service or add-on, size or area, plan, unit price,
   * quantity, discount, tax, total, in cents) and the totals; an upsell's event carries its
   * add-ons. Null when nothing was priced (a request, a decline, a lead stored before).
   */
  priced: pricedQuoteSchema.nullable(),
  /**
   * What the customer agreed: after an upsell, the agreement with its add-ons, in
   * lead.upsell and lead.updated alike. Null for a request, a decline or a lead stored before.
   */
  agreement: agreementSchema.nullable(),
  upsellServices: z.array(z.string()),
  leadUrl: z.string(),
});
export type WebhookLeadData = z.infer<typeof webhookLeadDataSchema>;

/**
 * The `data` of lead.updated: the lead as in the other events, the owner's status,
 * every note oldest first, and which change this event is about ("area": the owner included a
 * lead kept as outside the service area, docs/decisions/120).
 */
export const webhookLeadUpdatedDataSchema = webhookLeadDataSchema.extend({
  change: z.enum(["status", "note", "area"]),
  status: z.enum(LEAD_STATUSES),
  notes: z.array(leadNoteSchema.omit({ id: true })),
});
export type WebhookLeadUpdatedData = z.infer<typeof webhookLeadUpdatedDataSchema>;

/** The `data` of visit.scheduled: the lead, and its first visit with the visits that follow. */
export const webhookVisitScheduledDataSchema = z.object({
  leadId: z.string(),
  formId: z.string(),
  leadUrl: z.string(),
  /** The zone the dates are days in (the business profile's). */
  timeZone: z.string(),
  booked: bookedVisitsSchema,
});
export type WebhookVisitScheduledData = z.infer<typeof webhookVisitScheduledDataSchema>;

/** The `data` of visit.rescheduled: the visit moved from one day to another, and the visits as they now are. */
export const webhookVisitRescheduledDataSchema = webhookVisitScheduledDataSchema.extend({
  visitId: z.string(),
  from: z.string(),
  to: z.string(),
});
export type WebhookVisitRescheduledData = z.infer<typeof webhookVisitRescheduledDataSchema>;

/** The `data` of charge.succeeded and charge.failed: the charge as the lead's billing history shows it. */
export const webhookChargeDataSchema = z.object({
  leadId: z.string(),
  formId: z.string(),
  leadUrl: z.string(),
  charge: chargeSchema,
});
export type WebhookChargeData = z.infer<typeof webhookChargeDataSchema>;

/** The `data` of plan.cancelled: who cancelled, why in their words, and how many visits it cancelled. */
export const webhookPlanCancelledDataSchema = z.object({
  leadId: z.string(),
  formId: z.string(),
  leadUrl: z.string(),
  bookingId: z.string(),
  cancelledBy: z.enum(["customer", "owner"]),
  reason: z.string().nullable(),
  cancelledVisits: z.number().int(),
});
export type WebhookPlanCancelledData = z.infer<typeof webhookPlanCancelledDataSchema>;

/** The JSON body of every delivery (the Standard Webhooks payload structure). */
export const webhookPayloadSchema = z.object({
  type: z.enum([...WEBHOOK_EVENTS, "webhook.test"]),
  timestamp: z.string(),
  data: z.union([
    webhookLeadUpdatedDataSchema,
    webhookLeadDataSchema,
    webhookVisitRescheduledDataSchema,
    webhookVisitScheduledDataSchema,
    webhookChargeDataSchema,
    webhookPlanCancelledDataSchema,
    z.object({ message: z.string() }),
  ]),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
