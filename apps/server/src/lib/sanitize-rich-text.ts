import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  richTextTags,
  type RichTextFormat,
} from "@yq/form-schema/rich-text-rules";
import type { RichText } from "@yq/form-schema/fields";
import { richText } from "@yq/form-schema/rich-text";
import sanitizeHtml from "sanitize-html";

// Owner rich text (consent text, Customization texts, messages) is rendered as HTML on the
// public form, inside other people's websites. Only the formatting the editor can produce for
// that text survives (the allow-list in rich-text-rules).
function options(format: RichTextFormat): sanitizeHtml.IOptions {
  return {
    allowedTags: richTextTags(format),
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    // Text inside a removed tag stays; script, style and the like lose their content too.
    disallowedTagsMode: "discard",
    transformTags: {
      // A link inside the embedded form must not replace the owner's page or hand it window.opener.
      a: (tagName, attribs): sanitizeHtml.Tag => ({
        tagName,
        attribs: attribs.href ? { href: attribs.href, ...RICH_TEXT_LINK_ATTRIBUTES } : {},
      }),
    },
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
  };
}

const OPTIONS: Record<RichTextFormat, sanitizeHtml.IOptions> = {
  plain: options("plain"),
  rich: options("rich"),
  "rich-with-bullets": options("rich-with-bullets"),
};

/**
 * Keeps the tags of the text's format (links with an http, https or mailto href only).
 * Text without any markup is returned unchanged, so a plain title such as "Lawn & Garden"
 * is not turned into entities that a plain-text renderer would show literally.
 */
export function sanitizeRichText(html: string, format: RichTextFormat = "rich"): RichText {
  // Sanitising is how text from a request becomes rich text.
  if (!html.includes("<")) return richText(html);
  return richText(sanitizeHtml(html, OPTIONS[format]));
}
