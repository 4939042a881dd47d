import type { MailContent } from "../mail/templates/lead-templates";
import { renderEmail, subjectPart } from "../mail/templates/render";

/** The owner's notice that an endpoint stopped receiving events, with the way to turn it back on. */
export function webhookDisabledEmail(endpointUrl: string, lastError: string | null, pageUrl: string): MailContent {
  return {
    subject: `Webhook turned off: ${subjectPart(endpointUrl, 80)}`,
    ...renderEmail(
      "A webhook was turned off",
      [
        {
          type: "paragraph",
          text: "We could not deliver events to this address for about an hour, so we stopped sending to it. New leads still reach you by email.",
        },
        {
          type: "details",
          rows: [
            ["Address", endpointUrl],
            ["Last error", lastError ?? "Unknown"],
          ],
        },
        {
          type: "paragraph",
          text: "Once the receiving system works again, turn the webhook back on and use Send test event to check it.",
        },
        { type: "button", label: "Open webhooks", url: pageUrl },
      ],
      "YardQuote - instant-quote forms for lawn-care businesses.",
    ),
  };
}
