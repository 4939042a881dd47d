import { renderEmail } from "./render";
import type { MailContent } from "./lead-templates";

const FOOTER = "YardQuote - instant-quote forms for lawn-care businesses.";

export function passwordResetEmail(url: string, minutesValid: number): MailContent {
  return {
    subject: "Reset your YardQuote password",
    ...renderEmail(
      "Reset your password",
      [
        { type: "paragraph", text: "Someone asked to reset the password of your YardQuote account." },
        { type: "button", label: "Choose a new password", url },
        {
          type: "paragraph",
          text: `The link works once, for ${minutesValid} minutes. If it was not you, ignore this email: your password stays as it is.`,
        },
      ],
      FOOTER,
    ),
  };
}

export function verifyEmailEmail(url: string): MailContent {
  return {
    subject: "Confirm your YardQuote email address",
    ...renderEmail(
      "Welcome to YardQuote!",
      [
        { type: "paragraph", text: "Confirm your email address to finish creating your account." },
        { type: "button", label: "Confirm my email", url },
        { type: "paragraph", text: "If you did not create a YardQuote account, ignore this email." },
      ],
      FOOTER,
    ),
  };
}
