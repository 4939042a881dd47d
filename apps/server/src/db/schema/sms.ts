import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** An owner's text alerts: the mobile number, once verified by a code, gets each completed lead. */
export const smsSettings = pgTable("sms_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  verifiedAt: ts("verified_at"),
  // The code sent to `phone`, hashed; wrong tries count so a code cannot be guessed.
  codeHash: text("code_hash"),
  codeExpiresAt: ts("code_expires_at"),
  codeAttempts: integer("code_attempts").notNull().default(0),
  // Neither read nor written since decision 079: a count kept in this row started over when the
  // row was deleted, so the codes sent are counted in rate_limits (sms/sms-limits.ts). Declared
  // while the database still has the columns; the next migration can drop them.
  codesSent: integer("codes_sent").notNull().default(0),
  codesWindowStart: ts("codes_window_start"),
  alertsEnabled: boolean("alerts_enabled").notNull().default(true),
  customerConfirmation: boolean("customer_confirmation").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
