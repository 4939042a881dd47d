import type { FormDocument } from "./form-document";
import type { RichText } from "./fields";
import { richText, richTextToPlainText } from "./rich-text";

// The default result messages: these show when the owner left acceptMessage / declineMessage empty.
export const DEFAULT_RESULT_MESSAGES = {
  accept: { title: "Quote Accepted", message: "Thank you for accepting our quote! We'll be in touch shortly." },
  decline: {
    title: "Quote Declined",
    message: "Thank you for your consideration. We hope to serve you in the future.",
  },
} as const;

/** The result step's title and message; message may be the owner's rich text (HTML). */
export function resultMessage(
  doc: Pick<FormDocument, "customization">,
  response: "accept" | "decline",
): { title: string; message: RichText } {
  const text = doc.customization.textContent;
  const own = response === "accept" ? text.acceptMessage : text.declineMessage;
  const fallback = DEFAULT_RESULT_MESSAGES[response];
  return { title: fallback.title, message: richTextToPlainText(own) === "" ? richText(fallback.message) : own };
}
