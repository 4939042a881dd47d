import { z } from "zod";

// The business as its customers know it: the name, phone and logo its emails carry and the time
// zone their times are written in. Checked in the browser and again on the server.

export const BUSINESS_NAME_MAX = 100;
export const BUSINESS_PHONE_MAX = 30;
export const DEFAULT_TIME_ZONE = "UTC";

/** The profile's Company Name: what customer emails are sent as. */
export const businessNameSchema = z
  .string("Enter your business name.")
  .trim()
  .min(1, "Enter your business name: your customers see it on every email.")
  .max(BUSINESS_NAME_MAX, `Business name can be at most ${BUSINESS_NAME_MAX} characters.`);

const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

/** Optional; "" and null both mean no phone. At least 7 digits, so a typo of two digits is caught. */
export const businessPhoneSchema = z
  .string("Phone must be text.")
  .trim()
  .max(BUSINESS_PHONE_MAX, `Phone can be at most ${BUSINESS_PHONE_MAX} characters.`)
  .refine((v) => v === "" || PHONE_CHARACTERS.test(v), "Use digits, spaces, +, -, ( ) and . only in the phone number.")
  .refine((v) => v === "" || (v.match(/\d/g)?.length ?? 0) >= 7, "Enter the phone number with its area code.")
  .nullable()
  .transform((v) => (v ? v : null));

// Building an Intl.DateTimeFormat costs tens of microseconds, and every accept reads its owner's
// zone (mail/business-identity.ts): a spelling is looked up once. Bounded, since case variants of
// the few hundred zones are many.
const ZONE_CACHE_MAX = 2000;
const canonicalZones = new Map<string, string | null>();

/** The zone's canonical spelling ("asia/calcutta" gives "Asia/Calcutta"), or null when Intl knows no such zone. */
export function canonicalTimeZone(value: string): string | null {
  const known = canonicalZones.get(value);
  if (known !== undefined) return known;
  const zone = resolveTimeZone(value);
  if (canonicalZones.size < ZONE_CACHE_MAX) canonicalZones.set(value, zone);
  return zone;
}

function resolveTimeZone(value: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA zone name as Intl knows it, stored in its canonical spelling. */
export const timeZoneSchema = z
  .string("Choose a time zone.")
  .trim()
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: `"${value.slice(0, 64)}" is not a time zone. Choose one from the list.` });
    return z.NEVER;
  });

/** The zones a select offers: every zone Intl lists, UTC first, plus the current value if Intl lists it under another name. */
export function timeZoneOptions(current?: string | null): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = [DEFAULT_TIME_ZONE, ...listed.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** What creating an account sends beside the email and password. */
export const signUpBusinessSchema = z.object({
  companyName: businessNameSchema,
  phone: businessPhoneSchema.optional(),
  // The browser's own zone; a browser that reports none gets UTC.
  timeZone: timeZoneSchema.optional(),
});
export type SignUpBusiness = z.output<typeof signUpBusinessSchema>;

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(120, `${label} can be at most 120 characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

/** PATCH /api/account/profile. The Company Name may be cleared: emails then use the Full Name. */
export const profileUpdateSchema = z.object({
  fullName: optionalName("Full Name"),
  companyName: z
    .string()
    .trim()
    .max(BUSINESS_NAME_MAX, `Company Name can be at most ${BUSINESS_NAME_MAX} characters.`)
    .nullable()
    .transform((v) => (v ? v : null)),
  // Left out, the phone and zone keep their stored values.
  phone: businessPhoneSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The profile as the owner app gets it. */
export type ProfileView = {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  phone: string | null;
  /** Served under /media/ (the logo emails show), or null. */
  logoUrl: string | null;
  timeZone: string;
  status: string;
  subscriptionStatus: string | null;
  lastLoginAt: string | null;
};

// Logos: images only, and small enough for an email header.
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  type: { title: "Invalid file type", message: "Please upload your logo as an image (PNG, JPEG, GIF or WebP)" },
  tooLarge: { title: "File too large", message: "Please upload a logo smaller than 2MB" },
  empty: { title: "Empty file", message: "The selected file is empty. Please choose another file" },
} as const;

/** The browser's check before sending; the server sniffs the content again. */
export function checkLogoUpload(file: { type: string; size: number }): { title: string; message: string } | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return LOGO_MESSAGES.type;
  if (file.size > MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge;
  if (!(file.size > 0)) return LOGO_MESSAGES.empty;
  return null;
}
