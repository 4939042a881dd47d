import type { MailContent } from "../mail/templates/lead-templates";
import { timeIn } from "../mail/templates/email-time";
import { renderEmail, subjectPart, type EmailBrand } from "../mail/templates/render";

export type FollowUpEmailFacts = {
  /** The business the email speaks as; null for an account without a name. */
  brand: EmailBrand | null;
  subject: string;
  message: string;
  resumeUrl: string;
  unsubscribeUrl: string;
  /** When the resume link stops working, written in the owner's time zone. */
  validUntil: Date;
  timeZone: string;
};

/** The one follow-up a visitor gets: the owner's words, the way back, and the way out (a real link). */
export function followUpEmail(f: FollowUpEmailFacts): MailContent {
  const business = f.brand?.name;
  return {
    subject: subjectPart(f.subject.trim() || "Your quote is waiting", 120),
    ...renderEmail(
      business ? `Your quote with ${business}` : "Your quote",
      [
        { type: "paragraph", text: f.message },
        { type: "button", label: "Finish my quote", url: f.resumeUrl },
        { type: "paragraph", text: `The link works until ${timeIn(f.validUntil, f.timeZone)}.` },
        { type: "link", text: "Do not want these emails?", label: "Unsubscribe", url: f.unsubscribeUrl },
      ],
      `You get this email because you started a quote${business ? ` with ${business}` : ""}.`,
      f.brand,
    ),
  };
}
