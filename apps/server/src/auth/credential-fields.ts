import { signUpBusinessSchema, type SignUpBusiness } from "@yq/form-schema/business-profile";
import { z } from "zod";
import { HttpError } from "../lib/http-error";
import { describeIssue } from "../lib/validate";

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/;

export type AuthFields = Record<string, unknown>;

/**
 * The body fields Better Auth will see, read from a copy of the request the way its router
 * (better-call) reads them: JSON, then form-encoded, then multipart, by the same Content-Type
 * tests in the same order. Any other body reaches Better Auth as plain text, which none of its
 * credential routes accepts; such a body gives null here and the caller refuses it, so no body
 * can reach a password check without being read by the limits first.
 */
export async function readAuthFields(request: Request): Promise<AuthFields | null> {
  if (!request.body) return null;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (JSON_TYPE.test(type)) {
      const value: unknown = await request.clone().json();
      return value && typeof value === "object" && !Array.isArray(value) ? (value as AuthFields) : null;
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.clone().formData();
      const fields: AuthFields = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === "string" ? value : null;
      });
      return fields;
    }
  } catch {
    return null;
  }
  return null;
}

/** The account an email names, as the lockout counts it (Better Auth looks emails up lowercased). */
export function accountOfEmail(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase().slice(0, 320) : null;
}

// Better Auth's own check lets `name: null` through to a NOT NULL column (a 500, found by the
// fuzz tests) and any length into the profile's Full Name (at most 120 everywhere else), so the
// fields it writes to the users table are checked first, whatever the body's encoding.
const UserFieldsBody = z.object({
  name: z.string("Name must be text.").max(120, "Name can be at most 120 characters.").optional(),
  image: z.string("Image must be a link.").max(2048).nullable().optional(),
});

/** 400 for a sign-up or profile update whose user fields Better Auth would store wrongly. */
export async function assertUserFields(request: Request) {
  const fields = await readAuthFields(request);
  if (!fields) throw new HttpError(400, "The request body is not valid JSON.");
  const parsed = UserFieldsBody.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error.issues[0]));
}

/**
 * 400 for a sign-up without a business name, or with a phone or time zone that is not valid:
 * checked before Better Auth creates the account, so no account is made without
 * the name its customer emails are sent as.
 */
export async function assertSignUpBusiness(request: Request) {
  const fields = await readAuthFields(request);
  if (!fields) throw new HttpError(400, "The request body is not valid JSON.");
  const parsed = signUpBusinessSchema.safeParse(fields);
  // The schema's messages name their field ("Enter your business name"), for the sign-up form as is.
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "The sign-up is not valid.");
}

/** The business fields of a sign-up body Better Auth hands its hooks (checked above already). */
export function signUpBusinessOf(body: unknown): SignUpBusiness | null {
  const parsed = signUpBusinessSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
