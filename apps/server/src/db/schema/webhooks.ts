import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An owner's webhook target. The secret must be readable to sign each delivery (HMAC), so it is
 * stored; the API shows it once, at creation or rotation.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    events: jsonb("events").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    // After a rotation deliveries are signed with both secrets until this time, so the receiver
    // can switch over without dropping events.
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: ts("previous_secret_expires_at"),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    // Failed attempts since the last successful one; a message that runs out of retries with no
    // success in between disables the endpoint.
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

/** One row per delivery attempt: what the owner's delivery log shows. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    // The outbox row (also the webhook-id header); not a foreign key: sent rows are purged later.
    messageId: uuid("message_id").notNull(),
    eventType: text("event_type").notNull(),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc())],
);
