import type { TextContent } from "./customization";
import type { RichText } from "./fields";
import { richText } from "./rich-text";

// The one allow-list of owner formatting. The builder's editor offers exactly these marks, the
// server keeps only these tags when it stores or serves a text, and the public form rebuilds
// only these as elements: bold, italic, underline and links everywhere, bullets only where the
// format says so.

/** Bold, italic, underline (both spellings of the first two: pasted HTML uses either) and links. */
export const RICH_TEXT_MARK_TAGS = ["strong", "b", "em", "i", "u", "a"] as const;
/** Paragraphs and line breaks: how the editor separates lines. */
export const RICH_TEXT_BLOCK_TAGS = ["p", "br"] as const;
/** Bullet lists, only in a text whose format allows them. */
export const RICH_TEXT_LIST_TAGS = ["ul", "li"] as const;
/** A link goes to a web page or opens an email; any other scheme (javascript:, data:) is dropped. */
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;
/** Every kept link opens outside the embedded form and hands the new page no window.opener. */
export const RICH_TEXT_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

/**
 * plain: typed as text (escaped, line breaks as <br>), no formatting;
 * rich: bold, italic, underline, links and paragraphs;
 * rich-with-bullets: the same plus bullet lists.
 */
export type RichTextFormat = "plain" | "rich" | "rich-with-bullets";

export function richTextTags(format: RichTextFormat): string[] {
  if (format === "plain") return ["br"];
  const tags: string[] = [...RICH_TEXT_MARK_TAGS, ...RICH_TEXT_BLOCK_TAGS];
  return format === "rich-with-bullets" ? [...tags, ...RICH_TEXT_LIST_TAGS] : tags;
}

const SAFE_HREF = new RegExp(`^(${RICH_TEXT_LINK_SCHEMES.join("|")}):`, "i");

export function isAllowedLinkHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

export type TextContentKey = Exclude<keyof TextContent, "formTitleEnabled" | "formDescriptionEnabled">;

/** The texts edited as plain text (button labels); their format below is "plain". */
export const PLAIN_TEXT_CONTENT_KEYS = [
  "submitButton",
  "acceptButton",
  "declineButton",
  "unlockHint",
  "requestTitle",
] as const satisfies readonly TextContentKey[];
export type PlainTextContentKey = (typeof PLAIN_TEXT_CONTENT_KEYS)[number];

export const isPlainTextContentKey = (key: string): key is PlainTextContentKey =>
  (PLAIN_TEXT_CONTENT_KEYS as readonly string[]).includes(key);

/**
 * Which Customization texts carry formatting. Button labels stay plain text: a label is one short
 * action word on a coloured button, where bold is already applied and a link would be a second
 * click target inside the button.
 */
export const TEXT_CONTENT_FORMATS: Record<TextContentKey, RichTextFormat> = {
  formTitle: "rich",
  formDescription: "rich",
  cardTitle: "rich",
  cardDescription: "rich",
  offerHeadline: "rich",
  acceptMessage: "rich",
  declineMessage: "rich",
  quoteDisclaimer: "rich-with-bullets",
  submitButton: "plain",
  acceptButton: "plain",
  declineButton: "plain",
  unlockHint: "plain",
  requestTitle: "plain",
  requestMessage: "rich",
};

/** The consent checkbox's text: the same formatting as the other rich texts, no bullets. */
export const CONSENT_TEXT_FORMAT: RichTextFormat = "rich";

export function textContentFormat(key: string): RichTextFormat | null {
  return (TEXT_CONTENT_FORMATS as Record<string, RichTextFormat | undefined>)[key] ?? null;
}

/**
 * The editor wraps every text in a paragraph; a one-paragraph text is stored without it, so a
 * title that gained one bold word is still the bare text it was before and lays out the same.
 */
export function compactRichText(html: RichText): RichText {
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !/<\/?p[\s>]/i.test(single[1]) ? richText(single[1]) : html;
}
