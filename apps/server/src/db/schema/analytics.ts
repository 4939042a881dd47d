import { sql } from "drizzle-orm";
import type { TrafficSource } from "@yq/form-schema/traffic-source";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { forms } from "./forms";
import { formSubmissions } from "./submissions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One row per counted view (migration 0012), so the funnel can be counted for a period and by
 * source. forms.analytics_data keeps the running total (it also holds the views from before).
 */
export const formViewEvents = pgTable(
  "form_view_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    source: jsonb("source").$type<TrafficSource>(),
  },
  (t) => [
    index("form_view_events_form_created_idx").on(t.formId, t.createdAt),
    // The views from a web page, for the dashboard's "embedded" (migration 0028).
    index("form_view_events_from_pages_idx")
      .on(t.formId)
      .where(sql`(${t.source}->>'page') ~ '^https?://'`),
  ],
);

/**
 * Views counted per form, UTC day and source label (migration 0013): what the
 * funnel reads instead of every view. Kept equal to form_view_events by that table's triggers;
 * nothing writes it directly.
 */
export const formViewDays = pgTable(
  "form_view_days",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    sourceLabel: text("source_label").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ name: "form_view_days_pk", columns: [t.formId, t.day, t.sourceLabel] })],
);

/**
 * The funnel steps a lead reaches in the browser without writing a record (service chosen, quote
 * shown): once per lead and step, reported by the public form with the lead's token.
 */
export const leadSteps = pgTable(
  "lead_steps",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "lead_steps_pk", columns: [t.leadId, t.step] }),
    index("lead_steps_form_created_idx").on(t.formId, t.createdAt),
  ],
);

/**
 * The owner's real leads (roots without test runs) counted per form and UTC day, and per form in
 * all (migration 0034, decision 124): what the dashboard reads instead of counting every lead.
 * Kept equal to form_submissions by that table's triggers; nothing writes them directly.
 */
export const formLeadDays = pgTable(
  "form_lead_days",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    leads: integer("leads").notNull(),
  },
  (t) => [primaryKey({ name: "form_lead_days_pk", columns: [t.formId, t.day] })],
);

export const formLeadTotals = pgTable("form_lead_totals", {
  formId: uuid("form_id")
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  leads: integer("leads").notNull(),
});
