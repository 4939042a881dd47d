import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { webhookEndpoints } from "./webhooks";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Fixed-window counters shared by every server process (sign-in attempts, public form posts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: ts("window_start").notNull(),
  count: integer("count").notNull(),
});

export const adminAnalytics = pgTable("admin_analytics", {
  date: date("date").primaryKey(),
  dailyStats: jsonb("daily_stats").$type<{ activeUsers: number; settingsUpdated: number }>().notNull(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    status: text("status").notNull(),
    priceId: text("price_id"),
    currentPeriodEnd: ts("current_period_end"),
    trialEnd: ts("trial_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/** Stripe delivers events at least once; a seen id is acknowledged without applying it twice. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: ts("received_at").notNull().defaultNow(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Makes enqueueing idempotent: one email per lead event, whatever retries happen. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Lets the owner answer a lead (and a customer the owner) with a plain Reply. */
    replyTo: text("reply_to"),
    /** Set on webhook deliveries (kind "webhook"): the same queue carries them (decision 038). */
    webhookEndpointId: uuid("webhook_endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
  },
  // The due rows alone, oldest first: a claim reads ten, however many are queued (migration 0015).
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
