import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { businessNameSchema, businessPhoneSchema } from "@yq/form-schema/business-profile";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@yq/form-schema/password-rules";
import { z } from "zod";

// The sign-in and sign-up form's rules. Its own chunk: auth-form.tsx loads it when the visitor
// starts on the form, not with the page.

const signInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address.").email("Please enter a valid email address."),
  password: z.string().min(1, "Please enter your password."),
});
/** A new password (sign-up, reset): the same checks the server makes (auth/auth.ts). */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`);

// With the business checks of auth/credential-fields.ts.
const signUpSchema = signInSchema.extend({
  password: newPasswordSchema,
  companyName: businessNameSchema,
  phone: businessPhoneSchema,
});
export type AuthValues = z.input<typeof signInSchema> & { companyName?: string; phone?: string };

export const signInResolver = zodResolver(signInSchema) as unknown as Resolver<AuthValues>;
// One form holds both modes' fields; in sign-up mode the business fields are registered too.
export const signUpResolver = zodResolver(signUpSchema) as unknown as Resolver<AuthValues>;
