import type { RichText } from "./fields";

// Plain text from the owner's rich text (consent text, messages), without a DOM: the same code
// runs on the server, where there is none. Rich text (HTML) and plain text have distinct types:
// a plain string becomes rich text only by escaping (plainTextToRichText, editableTextToHtml),
// by the server's sanitiser, or through richText() for HTML our own code wrote.

/**
 * HTML our own code wrote (the defaults, the editor's output, fixtures) as rich text. Never for
 * text from a person or a request: escape or sanitise that instead.
 */
export const richText = (html: string): RichText => html as RichText;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Decodes the basic named entities and numeric ones, in one pass so "&amp;lt;" stays "&lt;". */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * Strips markup: paragraphs, list items and line breaks become line breaks, other tags vanish,
 * entities are decoded, runs of spaces collapse and blank lines are dropped.
 */
export function richTextToPlainText(html: RichText): string {
  const withBreaks = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    // Line breaks in the markup itself are plain spaces to HTML; only tags break lines.
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, "\n")
    // Only real tags: a lone "<" in text ("a < b") is not markup and survives.
    .replace(/<\/?[a-zA-Z][^>]*>/g, "");
  return decodeEntities(withBreaks)
    .split("\n")
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The inverse for legacy data that only kept the plain text: one escaped paragraph. */
export function plainTextToRichText(text: string): RichText {
  return richText(text.trim() === "" ? "" : `<p>${escapeHtml(text)}</p>`);
}

/**
 * Texts the owner edits as plain text but that are stored and shown as HTML (titles, button
 * texts, messages). Escaping on the way in and decoding on the way out makes what the owner types
 * exactly what visitors read: "<3" stays "<3" and "<Pro>" is text, not a tag to strip.
 * Line breaks travel as <br>, so a multi-line description keeps its lines on the public form.
 */
export function editableTextToHtml(text: string): RichText {
  return richText(text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r?\n/g, "<br>"));
}

export function htmlToEditableText(html: RichText): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/?[a-zA-Z][^>]*>/g, ""));
}
