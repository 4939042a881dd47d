import { z } from "zod";

// Who a visitor is, for the form's leads (decision 111): one person is one lead per form, found
// again by the lead token their browser kept, or by the same email address or phone number
// within the window the owner chose. The owner's test runs are in test-run.ts.

/** Days within which the same email or phone joins the visitor's open lead; 0: only the same browser. */
export const SAME_VISITOR_DEFAULT_DAYS = 30;
export const SAME_VISITOR_MAX_DAYS = 365;

export const sameVisitorDaysSchema = z
  .number()
  .int("Enter a whole number of days.")
  .min(0, "Enter 0 days or more (0: only the same browser counts as the same person).")
  .max(SAME_VISITOR_MAX_DAYS, `Enter at most ${SAME_VISITOR_MAX_DAYS} days.`);

/** The form's window (customerFields.sameVisitorWithinDays); a missing or broken value reads as the default. */
export function readSameVisitorDays(raw: unknown): number {
  const parsed = sameVisitorDaysSchema.safeParse(raw);
  return parsed.success ? parsed.data : SAME_VISITOR_DEFAULT_DAYS;
}

/** An email as two visits are compared by: trimmed, lowercase; null when there is none. */
export function sameVisitorEmail(email: string | null | undefined): string | null {
  const normalized = (email ?? "").trim().toLowerCase();
  return normalized === "" ? null : normalized;
}

/**
 * A phone number as two visits are compared by: its last ten digits, so "+1 (555) 010-2030" and
 * "555.010.2030" match; null with fewer than seven digits (too short to name a person).
 */
export function sameVisitorPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
}
