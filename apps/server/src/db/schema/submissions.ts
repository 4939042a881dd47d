import type { MapPoint } from "@yq/form-schema/service-area";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import type { PaymentKind, PaymentStatus } from "@yq/form-schema/payment-words";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { TrafficSource } from "@yq/form-schema/traffic-source";
import type { HiddenFields } from "@yq/form-schema/hidden-fields";
import { forms } from "./forms";

export type { QuoteSnapshot };

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One row per stage of a visitor's lead: the consent record (root, carries the lead token hash),
 * the complete record (parent = root) and upsell records (parent = complete record).
 * lead_id is the root's id on every row so a lead is one indexed lookup.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id"),
    parentSubmissionId: uuid("parent_submission_id").references((): AnyPgColumn => formSubmissions.id, {
      onDelete: "set null",
    }),
    leadTokenHash: text("lead_token_hash"),
    createdAt: ts("created_at").notNull().defaultNow(),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    zipcode: text("zipcode"),
    serviceType: text("service_type"),
    yardSize: text("yard_size"),
    projectDetails: text("project_details"),
    videoUrl: text("video_url"),
    consent: boolean("consent").notNull().default(false),
    status: text("status").notNull().default("pending"),
    submissionStage: text("submission_stage").notNull().default("incomplete"),
    responseStatus: text("response_status"),
    messageShown: text("message_shown"),
    isUpsell: boolean("is_upsell").notNull().default(false),
    selectedUpsellServices: jsonb("selected_upsell_services").$type<string[]>().notNull().default([]),
    quote: jsonb("quote").$type<QuoteSnapshot>(),
    // The published version of the form the visitor saw (form_versions); null before versions existed.
    formVersion: integer("form_version"),
    notes: text("notes"),
    // A lawn measured on the map (migration 0010): the area the server computed from the outlines,
    // or the area the visitor typed in when they could not draw (outlines null then).
    lawnAreaSqFt: integer("lawn_area_sq_ft"),
    lawnOutlines: jsonb("lawn_outlines").$type<LawnOutlines>(),
    // On the lead's root (migration 0031, docs/decisions/120): where the visitor's address is on the
    // map (the geocoder's answer, or the centre of a lawn they outlined), and whether it lies outside
    // the form's service area. Outside leads are kept; the owner may include them later.
    location: jsonb("location").$type<MapPoint>(),
    outsideArea: boolean("outside_area").notNull().default(false),
    // On the lead's root only (migration 0012): where the visitor came from, and the hidden values
    // the owner's embed code passed (a campaign id...). Null when the page sent none.
    source: jsonb("source").$type<TrafficSource>(),
    hiddenFields: jsonb("hidden_fields").$type<HiddenFields>(),
    // On an accepted complete record of a form that asks for payment (migration 0011, decision
    // 044): awaiting / paid / card_saved, deposit / full / card, the amount the server computed,
    // the Checkout Session on the owner's account, and when the status last changed.
    paymentStatus: text("payment_status").$type<PaymentStatus>(),
    paymentKind: text("payment_kind").$type<PaymentKind>(),
    paymentAmountCents: integer("payment_amount_cents"),
    paymentSessionId: text("payment_session_id"),
    paymentUpdatedAt: ts("payment_updated_at"),
    // The hash of the key in Checkout's return address: it lets the page Stripe returns to (the
    // host page's frame cannot keep the lead token) read the payment and pay again, nothing more.
    paymentReturnHash: text("payment_return_hash"),
    // The card a setup-mode Checkout saved (migration 0032): its customer and payment method on
    // the owner's account, read from the session's SetupIntent the first time a charge needs them.
    paymentCustomerId: text("payment_customer_id"),
    paymentMethodId: text("payment_method_id"),
    // Set on the lead's root (consent) record only, by a database trigger (migration
    // 0001_lead_stage, 0003, 0004) whenever any record of the lead changes, so the leads view can filter
    // and page by stage through an index instead of aggregating every record of a form.
    leadStage: text("lead_stage"),
    // Also on roots only, by the same triggers (0004): the lowercased name, email, phone and
    // phone digits of every record of the lead, so a search reads one column of one row per lead.
    leadSearch: text("lead_search"),
    // On roots only (migration 0027): how often the visitor came back to the lead
    // (one lead per person per form) and when last; and whether the lead is the owner's test run
    // from the builder's preview, left out of every list, count and message.
    visits: integer("visits").notNull().default(1),
    lastVisitAt: ts("last_visit_at"),
    isTest: boolean("is_test").notNull().default(false),
  },
  (t) => [
    index("form_submissions_form_created_idx").on(t.formId, t.createdAt.desc()),
    index("form_submissions_lead_idx").on(t.leadId),
    index("form_submissions_parent_idx").on(t.parentSubmissionId),
    index("form_submissions_created_idx").on(t.createdAt.desc()),
    index("form_submissions_leads_idx")
      .on(t.formId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.leadStage} is not null`),
    index("form_submissions_leads_stage_idx")
      .on(t.formId, t.leadStage, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.leadStage} is not null`),
    // The owner's real leads (no test runs) and the leads from a web page (migration 0028).
    index("form_submissions_live_leads_idx")
      .on(t.formId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.leadStage} is not null and not ${t.isTest}`),
    index("form_submissions_leads_from_pages_idx")
      .on(t.formId)
      .where(sql`${t.leadStage} is not null and (${t.source}->>'page') ~ '^https?://'`),
    // A returning visitor's open lead by the visit's email or phone, newest first (migration 0035,
    // decision 125): quotes/returning-visitor.sql.ts repeats the expressions and the predicate.
    index("form_submissions_open_lead_email_idx")
      .on(t.formId, t.isTest, sql`lower(btrim(${t.customerEmail}))`, t.createdAt.desc().nullsFirst(), t.id)
      .where(
        sql`${t.leadId} = ${t.id} and ${t.parentSubmissionId} is null and ${t.leadStage} in ('started', 'quoted')`,
      ),
    index("form_submissions_open_lead_phone_idx")
      .on(
        t.formId,
        t.isTest,
        sql`right(regexp_replace(${t.customerPhone}, '\\D', '', 'g'), 10)`,
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      .where(
        sql`${t.leadId} = ${t.id} and ${t.parentSubmissionId} is null and ${t.leadStage} in ('started', 'quoted')`,
      ),
    // The accepts that carry a priced agreement, by form and time: the dashboard's week value
    // reads them alone (migration 0034, decision 124).
    index("form_submissions_agreed_idx")
      .on(t.formId, t.createdAt)
      .where(
        sql`${t.responseStatus} = 'accept' and jsonb_typeof(${t.quote}->'agreement'->'termValueCents') = 'number'`,
      ),
  ],
);
