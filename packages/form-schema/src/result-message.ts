import { DEFAULT_REQUEST_TEXTS } from "./default-customization";
import type { FormDocument } from "./form-document";
import type { RichText } from "./fields";
import { richText, richTextToPlainText } from "./rich-text";
import type { ResponseStatus } from "./lead-lifecycle";

// The default result messages: these show when the owner left acceptMessage / declineMessage empty.
export const DEFAULT_RESULT_MESSAGES = {
  accept: { title: "Quote Accepted", message: "Thank you for accepting our quote! We'll be in touch shortly." },
  decline: {
    title: "Quote Declined",
    message: "Thank you for your consideration. We hope to serve you in the future.",
  },
} as const;

/**
 * The result step's title and message; message may be the owner's rich text (HTML). A "request"
 * is an accept without a price (custom-size yard, landscaping) and has texts of its own, both the
 * owner's to edit.
 */
export function resultMessage(
  doc: Pick<FormDocument, "customization">,
  response: ResponseStatus | "request",
): { title: string; message: RichText } {
  const text = doc.customization.textContent;
  if (response === "request") {
    const title = richTextToPlainText(text.requestTitle).trim();
    return {
      title: title || DEFAULT_REQUEST_TEXTS.requestTitle,
      message:
        richTextToPlainText(text.requestMessage) === ""
          ? richText(DEFAULT_REQUEST_TEXTS.requestMessage)
          : text.requestMessage,
    };
  }
  const own = response === "accept" ? text.acceptMessage : text.declineMessage;
  const fallback = DEFAULT_RESULT_MESSAGES[response];
  return { title: fallback.title, message: richTextToPlainText(own) === "" ? richText(fallback.message) : own };
}
