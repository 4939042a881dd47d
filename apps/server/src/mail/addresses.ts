import { isValidEmail } from "@yq/form-schema/answers";
import { isValidNotificationEmail, normalizeNotificationEmail } from "@yq/form-schema/email-format";
import type { BusinessIdentity } from "./business-identity";

// The form's email check lets "a,b@x.com" through; a mail header would read it as two
// recipients. Visitor addresses must be one plain address before they go into To or Reply-To.
const ADDRESS_SEPARATORS = /[\s,;:<>()"[\]\\]/;
export const plainAddress = (value: string | null) => {
  const trimmed = value?.trim() ?? "";
  return isValidEmail(trimmed) && !ADDRESS_SEPARATORS.test(trimmed) ? trimmed : null;
};

/** The form's notification address as one plain address, or null when it is unset or not valid. */
export function notificationAddress(saved: string | null | undefined): string | null {
  const email = normalizeNotificationEmail(saved);
  return email && isValidNotificationEmail(email) ? plainAddress(email) : null;
}

/**
 * Where a customer's reply goes: the form's notification address, else the
 * account's own email; never our no-reply sender.
 */
export const customerReplyTo = (notificationEmail: string | null, business: BusinessIdentity) =>
  notificationEmail ?? plainAddress(business.accountEmail);
