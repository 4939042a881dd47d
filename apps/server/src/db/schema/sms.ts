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
  alertsEnabled: boolean("alerts_enabled").notNull().default(true),
  customerConfirmation: boolean("customer_confirmation").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
