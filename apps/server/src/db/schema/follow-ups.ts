import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { forms } from "./forms";
import { formSubmissions } from "./submissions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One row per lead that was followed up (or skipped because its address unsubscribed). The lead
 * id as primary key is what makes "never twice" hold across processes: whoever inserts it sends.
 */
export const leadFollowUps = pgTable("lead_follow_ups", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: "cascade" }),
  formId: uuid("form_id")
    .notNull()
    .references(() => forms.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  /** sent | unsubscribed */
  status: text("status").notNull(),
  // Hashes of the two single-purpose tokens in the email: reopen the quote, and unsubscribe.
  resumeTokenHash: text("resume_token_hash"),
  unsubscribeTokenHash: text("unsubscribe_token_hash"),
  resumeExpiresAt: ts("resume_expires_at"),
  sentAt: ts("sent_at").notNull(),
  cameBackAt: ts("came_back_at"),
});

/** Addresses that asked for no more follow-ups from one owner's forms. */
export const followUpUnsubscribes = pgTable(
  "follow_up_unsubscribes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "follow_up_unsubscribes_pk", columns: [t.userId, t.email] })],
);
