import { z } from "zod";
import {
  CUSTOMER_FIELD_TYPES,
  ESSENTIAL_CUSTOMER_FIELDS,
  FORM_DOCUMENT_VERSION,
  FORM_STATUSES,
  FORM_TYPES,
  LIMITS,
  MAX_UPSELL_SERVICES,
} from "./constants";
import { customizationSchema } from "./customization";
import { defaultFollowUpSettings, followUpSettingsSchema } from "./follow-up";
import { sameVisitorDaysSchema } from "./lead-identity";
import {
  boundedRichTextSchema,
  idSchema,
  priceSchema,
  richTextSchema,
  shortTextSchema,
  textSchema,
  urlTextSchema,
} from "./fields";
import { defaultMeasurementSettings, measurementSettingsSchema } from "./measurement-settings";
import { defaultPaymentSettings, paymentSettingsSchema } from "./payment-settings";
import { defaultTrackingSettings, trackingSettingsSchema } from "./tracking-settings";
import { defaultEmbedSettings, embedSettingsSchema } from "./embed-settings";
import { listedServicesSchema } from "./pricing/listed-services";
import { defaultServiceArea, serviceAreaSchema } from "./service-area";
import { PRICE_UNITS } from "./pricing/plans";
import { defaultPricingSettings, pricingSettingsSchema } from "./pricing/pricing-settings";

// The draft schema: what save and autosave accept. Every group must be present and well typed,
// but nothing a visitor needs is enforced here (an unfinished form must still autosave); that is
// publishProblems' job.

export const notificationSettingsSchema = z.object({
  // Any bounded text: autosave runs while the owner is still typing the address. Mail is only
  // sent to an address that passes isValidNotificationEmail.
  email: z.string().max(320).nullable(),
  notifications_enabled: z.boolean(),
});

export const customerFieldSchema = z.object({
  id: idSchema,
  type: z.enum(CUSTOMER_FIELD_TYPES),
  required: z.boolean(),
  enabled: z.boolean(),
  order: z.number().int().min(0).max(99),
});

export const consentLinkSchema = z.object({ text: shortTextSchema, url: urlTextSchema });

export const consentSchema = z.object({
  enabled: z.boolean(),
  text: textSchema,
  richText: richTextSchema,
  links: z.array(consentLinkSchema).max(LIMITS.consentLinks),
});

export const customerFieldsSchema = z.object({
  fields: z.array(customerFieldSchema).superRefine((fields, ctx) => {
    for (const type of CUSTOMER_FIELD_TYPES) {
      const count = fields.filter((f) => f.type === type).length;
      if (count !== 1) ctx.addIssue({ code: "custom", message: `Field ${type} must appear exactly once` });
    }
    for (const f of fields) {
      if (ESSENTIAL_CUSTOMER_FIELDS.includes(f.type) && !(f.required && f.enabled)) {
        ctx.addIssue({ code: "custom", message: `Field ${f.type} must stay required and enabled` });
      }
    }
  }),
  consent: consentSchema,
  /** The owner's window for "the same person" (lead-identity.ts); absent: the default. */
  sameVisitorWithinDays: sameVisitorDaysSchema.optional(),
});

export const serviceSchema = z.object({
  enabled: z.boolean(),
  name: shortTextSchema,
  description: textSchema,
  image: urlTextSchema,
  /**
   * The typed "price range" of the earlier builder. Kept so stored documents and older builder
   * tabs stay valid, but no longer edited or shown: a service card's range is derived from its
   * prices by the engine (quoteServices(doc)[i].fromCents).
   */
  priceRange: z.object({ min: priceSchema, max: priceSchema }).default(() => ({ min: 0, max: 0 })),
});

export const servicesSchema = z.object({
  mowing: serviceSchema,
  landscaping: serviceSchema,
  // Optional on input so a builder tab opened before listed services still saves.
  listed: listedServicesSchema.default(() => []),
});

export const includedServiceSchema = z.object({ name: shortTextSchema, enabled: z.boolean() });

export const yardSizeSchema = z.object({
  enabled: z.boolean(),
  description: textSchema,
  media: urlTextSchema,
  weeklyPrice: priceSchema,
  biweeklyPrice: priceSchema,
  monthlyPrice: priceSchema,
  weeklyPriceEnabled: z.boolean(),
  biweeklyPriceEnabled: z.boolean(),
  monthlyPriceEnabled: z.boolean(),
  services: z.array(includedServiceSchema).max(LIMITS.includedServices),
});

export const yardSizesSchema = z.object({
  small: yardSizeSchema,
  medium: yardSizeSchema,
  large: yardSizeSchema,
  custom: yardSizeSchema,
  // Optional on input so a builder tab opened before measurement existed still saves.
  measurement: measurementSettingsSchema.default(defaultMeasurementSettings),
});

export const redirectSettingsSchema = z.object({
  enabled: z.boolean(),
  url: urlTextSchema,
  openInNewTab: z.boolean(),
});

export const upsellServiceSchema = z.object({
  id: idSchema,
  name: shortTextSchema,
  enabled: z.boolean(),
  order: z.number().int().min(0).max(99),
  /** Dollars for one unit, added as a line of the quote; null: priced on request. */
  price: priceSchema.nullable().default(null),
  unit: z.enum(PRICE_UNITS).default("visit"),
});

export const upsellSettingsSchema = z.object({
  enabled: z.boolean(),
  services: z
    .array(upsellServiceSchema)
    .max(MAX_UPSELL_SERVICES)
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, "Upsell service ids must be unique"),
  upsellMessage: boundedRichTextSchema,
  upsellLink: urlTextSchema,
});

export const formDocumentSchema = z.object({
  name: z.string().max(LIMITS.name),
  description: textSchema,
  status: z.enum(FORM_STATUSES),
  formType: z.enum(FORM_TYPES),
  version: z.literal(FORM_DOCUMENT_VERSION),
  notificationSettings: notificationSettingsSchema,
  customerFields: customerFieldsSchema,
  services: servicesSchema,
  yardSizes: yardSizesSchema,
  customization: customizationSchema,
  redirectSettings: redirectSettingsSchema,
  upsellSettings: upsellSettingsSchema,
  // Added after version 1 without a version bump: a document without it means the defaults.
  followUpSettings: followUpSettingsSchema.default(defaultFollowUpSettings),
  // Likewise: a document without it asks for no payment.
  paymentSettings: paymentSettingsSchema.default(defaultPaymentSettings),
  // Likewise: a document without it pushes to none of the owner's tags.
  trackingSettings: trackingSettingsSchema.default(defaultTrackingSettings),
  // Likewise: a document without it may be embedded by any site.
  embedSettings: embedSettingsSchema.default(defaultEmbedSettings),
  // Version 4 writes it into every stored form; the default keeps an older builder
  // tab's save working and prices as before: no minimum, tax or codes.
  pricingSettings: pricingSettingsSchema.default(defaultPricingSettings),
  // Likewise: a document without it serves everyone (service-area.ts).
  serviceArea: serviceAreaSchema.default(defaultServiceArea),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type CustomerField = z.infer<typeof customerFieldSchema>;
export type ConsentLink = z.infer<typeof consentLinkSchema>;
export type Consent = z.infer<typeof consentSchema>;
export type CustomerFields = z.infer<typeof customerFieldsSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Services = z.infer<typeof servicesSchema>;
export type IncludedService = z.infer<typeof includedServiceSchema>;
export type YardSizeSettings = z.infer<typeof yardSizeSchema>;
export type YardSizes = z.infer<typeof yardSizesSchema>;
export type RedirectSettings = z.infer<typeof redirectSettingsSchema>;
export type UpsellService = z.infer<typeof upsellServiceSchema>;
export type UpsellSettings = z.infer<typeof upsellSettingsSchema>;
export type FormDocument = z.infer<typeof formDocumentSchema>;
export type { Customization, TextContent } from "./customization";
