import sanitizeHtml from "sanitize-html";

// Owner rich text (consent text, quote disclaimer, messages) is rendered as HTML on the public
// form, inside other people's websites. Only the formatting the editor can produce survives.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "i", "u", "p", "br", "ul", "li", "strong", "em", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Text inside a removed tag stays; script, style and the like lose their content too.
  disallowedTagsMode: "discard",
  transformTags: {
    // A link inside the embedded form must not replace the owner's page or hand it window.opener.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: "_blank", rel: "noopener noreferrer nofollow" } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

/**
 * Keeps b, i, u, p, br, ul, li, strong, em and a (http, https or mailto href only).
 * Text without any markup is returned unchanged, so a plain title such as "Lawn & Garden"
 * is not turned into entities that a plain-text renderer would show literally.
 */
export function sanitizeRichText(html: string): string {
  if (!html.includes("<")) return html;
  return sanitizeHtml(html, OPTIONS);
}
