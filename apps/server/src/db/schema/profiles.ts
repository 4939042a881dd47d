import type { Role } from "@yq/form-schema/roles";
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  companyName: text("company_name"),
  // What customer emails carry beside the name, and the zone their times are written in.
  phone: text("phone"),
  /** The logo's storage key (served at /media/<key>). */
  logoPath: text("logo_path"),
  timeZone: text("time_zone").notNull().default("UTC"),
  status: text("status").notNull().default("active"),
  lastLoginAt: ts("last_login_at"),
  subscriptionStatus: text("subscription_status"),
  stripeCustomerId: text("stripe_customer_id").unique(),
  // The owner's own Stripe account (Connect, standard) that takes their visitors' payments: its
  // status as we last heard it, and when Stripe produced that state.
  stripeAccountId: text("stripe_account_id").unique(),
  stripeAccountStatus: text("stripe_account_status"),
  stripeChargesEnabled: boolean("stripe_charges_enabled").notNull().default(false),
  stripeAccountStateAt: ts("stripe_account_state_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** No row means role "user". */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull().default("user"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [check("user_roles_role_check", sql`${t.role} in ('user', 'admin', 'super_admin')`)],
);
