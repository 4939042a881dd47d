import type { MailContent } from "../mail/templates/lead-templates";
import { renderEmail, subjectPart } from "../mail/templates/render";

export type FollowUpEmailFacts = {
  business: string;
  subject: string;
  message: string;
  resumeUrl: string;
  unsubscribeUrl: string;
  validDays: number;
};

/** The one follow-up a visitor gets: the owner's words, the way back, and the way out. */
export function followUpEmail(f: FollowUpEmailFacts): MailContent {
  return {
    subject: subjectPart(f.subject.trim() || "Your quote is waiting", 120),
    ...renderEmail(
      f.business,
      [
        { type: "paragraph", text: f.message },
        { type: "button", label: "Finish my quote", url: f.resumeUrl },
        { type: "paragraph", text: `The link works for ${f.validDays} days.` },
        { type: "paragraph", text: `Do not want these emails? Unsubscribe: ${f.unsubscribeUrl}` },
      ],
      `You get this email because you started a quote with ${f.business}.`,
    ),
  };
}
