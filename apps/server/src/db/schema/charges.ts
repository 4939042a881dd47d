import type { ChargeKind, ChargeStatus } from "@yq/form-schema/charges";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bookings, visits } from "./scheduling";
import { formSubmissions } from "./submissions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Off-session charges of a lead's saved card on its owner's connected account (migration 0032,
 * charges/). The row is written before Stripe is called, with the Idempotency-Key the call
 * uses, so no retry, restart or second server can charge a visit twice (charges/charge-visit.ts).
 */
export const charges = pgTable(
  "charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    // A deleted visit keeps its money record.
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
    kind: text("kind").$type<ChargeKind>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<ChargeStatus>().notNull().default("pending"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    failureMessage: text("failure_message"),
    attempt: integer("attempt").notNull().default(1),
    // Migration 0033 (decision 122): the plan billed, the day the charge fell due, which
    // instalment ("i2") or month ("2027-06") of the plan it is, and when a failed one is tried again.
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    dueOn: date("due_on", { mode: "string" }),
    period: text("period"),
    nextRetryAt: ts("next_retry_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("charges_visit_idx")
      .on(t.visitId)
      .where(sql`${t.visitId} is not null`),
    uniqueIndex("charges_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("charges_lead_period_idx")
      .on(t.leadId, t.period)
      .where(sql`${t.period} is not null`),
    index("charges_retry_idx")
      .on(t.nextRetryAt)
      .where(sql`${t.nextRetryAt} is not null`),
    index("charges_lead_idx").on(t.leadId),
    index("charges_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
