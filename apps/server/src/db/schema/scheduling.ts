import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import type { Plan } from "@yq/form-schema/pricing/plans";
import type { Availability } from "@yq/form-schema/scheduling/availability";
import type { VisitStatus } from "@yq/form-schema/scheduling/booking";
import {
  date,
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
import { forms } from "./forms";
import { formSubmissions } from "./submissions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });

/** When the business can come (migration 0029): one row per account; none means the defaults. */
export const scheduleSettings = pgTable(
  "schedule_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    availability: jsonb("availability").$type<Availability>().notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /**
     * The sha256 of the secret in the owner's calendar feed address (migration 0030); null until
     * made. The secret itself is shown once, so a database reader cannot subscribe to the feed.
     */
    feedSecretHash: text("feed_secret_hash"),
    feedMadeAt: ts("feed_made_at"),
    /** How many hours before a visit's day the customer may still skip it on their page (migration 0033). */
    skipCutoffHours: integer("skip_cutoff_hours").notNull().default(24),
  },
  (t) => [uniqueIndex("schedule_settings_feed_secret_hash_idx").on(t.feedSecretHash)],
);

/**
 * The places taken on each day of an owner's schedule: every scheduled visit takes one. A first
 * visit takes its place with a conditional increment, so concurrent bookings cannot overfill a day.
 */
export const bookingDays = pgTable(
  "booking_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    taken: integer("taken").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A lead's booked series: its first visit and the rule its later visits follow. One per lead. */
export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  leadId: uuid("lead_id")
    .notNull()
    .unique()
    .references(() => formSubmissions.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  formId: uuid("form_id")
    .notNull()
    .references(() => forms.id, { onDelete: "cascade" }),
  plan: text("plan").$type<Plan>().notNull(),
  firstDay: day("first_day").notNull(),
  /** The series as an RFC 5545 rule (RRULE with its DTSTART and EXDATEs), for calendars and audits. */
  rule: text("rule").notNull(),
  timeZone: text("time_zone").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  // Migration 0033 (decision 122): how the plan is charged (from the form at the booking), when
  // its visits were paused after the card failed its last retry, and when and why it was cancelled.
  chargeTiming: text("charge_timing").$type<ChargeTiming>().notNull().default("on_done"),
  pausedAt: ts("paused_at"),
  cancelledAt: ts("cancelled_at"),
  cancelReason: text("cancel_reason"),
});

/** One visit of a booking, on the owner's schedule. */
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    day: day("day").notNull(),
    status: text("status").$type<VisitStatus>().notNull().default("scheduled"),
    priceCents: integer("price_cents"),
    /** When the customer asked from their page to move this visit (migration 0033); cleared by a move. */
    rescheduleAskedAt: ts("reschedule_asked_at"),
    rescheduleNote: text("reschedule_note"),
  },
  (t) => [index("visits_user_day_idx").on(t.userId, t.day), index("visits_booking_idx").on(t.bookingId)],
);
