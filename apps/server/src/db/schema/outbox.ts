import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { webhookEndpoints } from "./webhooks";

/** A file of an email, its content as text (an .ics invite). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * What a message rendered when it is sent reads (decision 129): the record it is about, and the
 * origin its links point at (the address the visitor reached, deps-linking-here.ts).
 */
export type OutboxRender = { record: string; origin: string };

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Every message the server sends on its own time: email, webhook deliveries and text messages,
 * one row each, claimed and retried by one worker (apps/server/src/outbox).
 */
export const outbox = pgTable(
  "outbox",
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
    /** The From display name (a customer email speaks as the business); the address stays MAIL_FROM's. */
    fromName: text("from_name"),
    /** Files an email carries (a booking's calendar invite), rendered when queued like the rest (migration 0030). */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /**
     * Set on a message rendered when it is sent (its subject and text stay empty until then): the
     * renderer of its kind, handed to the worker, reads this (decision 129, migration 0036).
     */
    render: jsonb("render").$type<OutboxRender>(),
    /** Set on webhook deliveries (kind "webhook"): the same queue carries them. */
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
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
