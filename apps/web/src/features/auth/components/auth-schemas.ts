import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

// The sign-in and sign-up form's rules. Its own chunk: auth-form.tsx loads it when the visitor
// starts on the form, not with the page (decision 061).

const signInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address.").email("Please enter a valid email address."),
  password: z.string().min(1, "Please enter your password."),
});
const signUpSchema = signInSchema.extend({
  password: z
    .string()
    .min(8, "Use at least 8 characters for your password.")
    .max(128, "Use at most 128 characters for your password."),
});
export type AuthValues = z.infer<typeof signInSchema>;

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
