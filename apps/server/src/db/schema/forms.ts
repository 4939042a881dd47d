import type { ServiceArea } from "@yq/form-schema/service-area";
import type { AnalyticsData } from "@yq/form-schema/analytics";
import type { FollowUpSettings } from "@yq/form-schema/follow-up";
import type { PaymentSettings } from "@yq/form-schema/payment";
import type { PricingSettings } from "@yq/form-schema/pricing/pricing-settings";
import type { TrackingSettings } from "@yq/form-schema/tracking-settings";
import type { EmbedSettings } from "@yq/form-schema/embed-settings";
import type {
  CustomerFields,
  Customization,
  FormDocument,
  NotificationSettings,
  RedirectSettings,
  Services,
  UpsellSettings,
  YardSizes,
} from "@yq/form-schema/form-document";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Settings groups are jsonb typed with the document's own types: every write stores a parsed
 * FormDocument's groups, and rows of older versions are upgraded once at start-up
 * (db/upgrade-documents.ts). Reads still go through the tolerant reader in @yq/form-schema
 * (readFormDocument), which fills defaults for anything that does not parse: the type says what
 * is written, the reader guards what a hand-edited or half-migrated database might hold.
 */
export const forms = pgTable(
  "forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default("Untitled Form"),
    description: text("description"),
    status: text("status").notNull().default("draft"),
    formType: text("form_type").notNull().default("mowing_quote"),
    version: integer("version").notNull().default(1),
    lastPublishedAt: ts("last_published_at"),
    previewEnabled: boolean("preview_enabled").notNull().default(true),
    analyticsData: jsonb("analytics_data")
      .$type<AnalyticsData>()
      .notNull()
      .default({ views: 0, submissions: 0, last_viewed_at: null }),
    // The sites allowed to embed the form; null (every form saved before the setting existed): any site.
    embedSettings: jsonb("embed_settings").$type<EmbedSettings>(),
    notificationSettings: jsonb("notification_settings").$type<NotificationSettings>(),
    customerFields: jsonb("customer_fields").$type<CustomerFields>(),
    services: jsonb("services").$type<Services>(),
    yardSizes: jsonb("yard_sizes").$type<YardSizes>(),
    customization: jsonb("customization").$type<Customization>(),
    redirectSettings: jsonb("redirect_settings").$type<RedirectSettings>(),
    upsellSettings: jsonb("upsell_settings").$type<UpsellSettings>(),
    // Null on forms saved before follow-ups existed: read as the defaults.
    followUpSettings: jsonb("follow_up_settings").$type<FollowUpSettings>(),
    // Null on forms saved before payments existed: read as no payment.
    paymentSettings: jsonb("payment_settings").$type<PaymentSettings>(),
    // Null on forms saved before the setting existed: read as no pushes.
    trackingSettings: jsonb("tracking_settings").$type<TrackingSettings>(),
    // Null on forms saved before pricing settings existed: read as no minimum, tax or codes.
    pricingSettings: jsonb("pricing_settings").$type<PricingSettings>(),
    // Null on forms saved before service areas existed: read as serving everyone (migration 0031).
    serviceArea: jsonb("service_area").$type<ServiceArea>(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // The latest snapshot in form_versions visitors see (null: never published); the columns above
    // are the owner's working copy.
    publishedVersion: integer("published_version"),
    // A new value whenever what visitors see may change: status, published version, owner, id
    // (trigger, migrations 0005 and 0007): the public routes reuse a parsed document while it holds.
    contentVersion: uuid("content_version").notNull().defaultRandom(),
  },
  (t) => [
    index("forms_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The one-mowing-form rule holds even under concurrent creates.
    uniqueIndex("forms_one_mowing_quote_per_user")
      .on(t.userId)
      .where(sql`${t.formType} = 'mowing_quote'`),
  ],
);

/** Immutable published snapshots of a form: the whole document, as documentColumns writes it. */
export const formVersions = pgTable(
  "form_versions",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").$type<FormDocument>().notNull(),
    publishedAt: ts("published_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "form_versions_pk", columns: [t.formId, t.version] })],
);

/**
 * How many accepted quotes used each promo code of a form. The document says how
 * many uses a code allows; the count lives here so the accept can take a use with one conditional
 * upsert, and parallel accepts never exceed the limit.
 */
export const promoCodeUses = pgTable(
  "promo_code_uses",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    codeId: text("code_id").notNull(),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [primaryKey({ name: "promo_code_uses_pk", columns: [t.formId, t.codeId] })],
);
