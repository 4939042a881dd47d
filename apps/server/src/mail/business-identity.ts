import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "@yq/form-schema/business-profile";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { profiles } from "../db/schema/profiles";
import { mediaUrl } from "../storage/storage";
import type { EmailBrand } from "./templates/render";

/**
 * The business as its customers know it: customer emails are sent as `name`, carry
 * its phone and logo, answer to the form's notification address or else `accountEmail`, and
 * every email of the account writes its times in `timeZone`.
 */
export type BusinessIdentity = {
  /** The profile's Company Name, else its Full Name; null when neither is set. */
  name: string | null;
  phone: string | null;
  /** The logo's storage key, served at /media/<key>. */
  logoPath: string | null;
  timeZone: string;
  accountEmail: string | null;
};

const NO_BUSINESS: BusinessIdentity = {
  name: null,
  phone: null,
  logoPath: null,
  timeZone: DEFAULT_TIME_ZONE,
  accountEmail: null,
};

/**
 * The identity as one json object, for a hand-written statement (quotes/accept-read.sql.ts) that
 * knows the owner's id as `userIdSql`; read back with readBusinessIdentity.
 */
export const businessJsonSql = (userIdSql: string) =>
  `(select json_build_object('name', coalesce(nullif(trim(bp.company_name), ''), nullif(trim(bp.full_name), '')),
      'phone', bp.phone, 'logoPath', bp.logo_path, 'timeZone', bp.time_zone, 'accountEmail', bu.email)
    from users bu left join profiles bp on bp.id = bu.id where bu.id = ${userIdSql})`;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Tolerant: anything missing or odd reads as "not set" (a zone Intl does not know as UTC). */
export function readBusinessIdentity(value: unknown): BusinessIdentity {
  if (!value || typeof value !== "object") return NO_BUSINESS;
  const row = value as Record<string, unknown>;
  const zone = text(row.timeZone);
  return {
    name: text(row.name),
    phone: text(row.phone),
    logoPath: text(row.logoPath),
    timeZone: (zone && canonicalTimeZone(zone)) ?? DEFAULT_TIME_ZONE,
    accountEmail: text(row.accountEmail),
  };
}

/** The identity of the account `userId`. */
export async function businessIdentity(db: Pick<Db, "select">, userId: string): Promise<BusinessIdentity> {
  const [row] = await db
    .select({
      companyName: profiles.companyName,
      fullName: profiles.fullName,
      phone: profiles.phone,
      logoPath: profiles.logoPath,
      timeZone: profiles.timeZone,
      accountEmail: users.email,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return NO_BUSINESS;
  return readBusinessIdentity({ ...row, name: text(row.companyName) ?? text(row.fullName) });
}

/** What a customer email shows of the business: its name, phone and logo's address (none without a name). */
export function brandOf(business: BusinessIdentity, publicUrl: string): EmailBrand | null {
  if (!business.name) return null;
  return {
    name: business.name,
    phone: business.phone,
    logoUrl: business.logoPath ? `${publicUrl}${mediaUrl(business.logoPath)}` : null,
  };
}
