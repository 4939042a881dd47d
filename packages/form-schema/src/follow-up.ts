import { z } from "zod";
import { shortTextSchema, textSchema } from "./fields";
import { repair } from "./repair";

/**
 * Per form: one email to a visitor who gave consent and an email address but left before
 * answering the quote. On by default; the owner may change the words and the delay.
 */
export const followUpSettingsSchema = z.object({
  enabled: z.boolean(),
  delayHours: z
    .number()
    .int()
    .min(1, "Send the follow-up at least 1 hour later.")
    .max(72, "Send the follow-up within 72 hours."),
  subject: shortTextSchema,
  message: textSchema,
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

export const FOLLOW_UP_DELAYS = [1, 2, 4, 8, 24, 48] as const;

export function defaultFollowUpSettings(): FollowUpSettings {
  return {
    enabled: true,
    delayHours: 2,
    subject: "Your lawn care quote is waiting",
    message:
      "You started a quote with us but did not finish. Your answers are saved: pick up where you left off and see your price in a minute.",
  };
}

/** Forms stored before follow-ups existed (or with a broken group) read as the defaults. */
export function readFollowUpSettings(raw: unknown): FollowUpSettings {
  return repair(followUpSettingsSchema, raw, defaultFollowUpSettings());
}
