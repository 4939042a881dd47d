import type { LeadStatus } from "@yq/form-schema/lead-lifecycle";
import type { QuoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { forms } from "./forms";
import { formSubmissions } from "./submissions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The owner's work on a lead (migration 0021): its status, set on the lead's root record. One
 * row per lead; a lead without a row is "new".
 */
export const leadStatuses = pgTable("lead_statuses", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: "cascade" }),
  formId: uuid("form_id")
    .notNull()
    .references(() => forms.id, { onDelete: "cascade" }),
  status: text("status").$type<LeadStatus>().notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Dated notes the owner adds to a lead, oldest first in its timeline. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Each price the public form showed a lead, as the server recomputed it from the form's version
 * (never the browser's figure): the timeline lists them and an abandoned lead shows the last.
 * `quote.chosen` is the frequency picked on the card, not an accept; a follow-up link reopens
 * the last row (leads/prices-shown.ts).
 */
export const leadPricesShown = pgTable(
  "lead_prices_shown",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    quote: jsonb("quote").$type<QuoteSnapshot>().notNull(),
    // The lawn measured on the map, as the server computed it (migration 0025).
    lawnAreaSqFt: integer("lawn_area_sq_ft"),
    lawnOutlines: jsonb("lawn_outlines").$type<LawnOutlines>(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_prices_shown_lead_idx").on(t.leadId, t.createdAt)],
);
