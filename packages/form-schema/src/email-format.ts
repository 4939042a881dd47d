// The owner's notification address: empty is allowed and stored as null.

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NOTIFICATION_EMAIL_MESSAGES = {
  invalid: { title: "Invalid Email Format", message: "Please enter a valid email address or leave it empty" },
  valid: { title: "Email Validated", message: "Your email has been successfully validated" },
} as const;

/** Trimmed address, or null when empty. */
export function normalizeNotificationEmail(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

/** Text, an at sign, text, a dot, text, and no spaces anywhere. Empty counts as valid. */
export function isValidNotificationEmail(value: string | null | undefined): boolean {
  const email = normalizeNotificationEmail(value);
  return email === null || EMAIL_SHAPE.test(email);
}

/** True when mail should actually be sent: switched on and a valid, non-empty address. */
export function canSendNotifications(settings: { email: string | null; notifications_enabled: boolean }): boolean {
  const email = normalizeNotificationEmail(settings.email);
  return settings.notifications_enabled && email !== null && EMAIL_SHAPE.test(email);
}
