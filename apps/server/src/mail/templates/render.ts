import { escapeHtml } from "@yq/form-schema/rich-text";
import { RICH_TEXT_LINK_SCHEMES, richTextTags } from "@yq/form-schema/rich-text-rules";
import sanitizeHtml from "sanitize-html";
import { BoundedCache } from "../../lib/bounded-cache";

/**
 * An email is a list of blocks rendered twice, as plain text and as HTML, so the two versions
 * never say different things. Every string is escaped in the HTML version: lead values come
 * from anonymous visitors and must never become markup in an owner's inbox.
 */
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "details"; rows: [label: string, value: string][] }
  | { type: "list"; items: string[] }
  | { type: "button"; label: string; url: string }
  /** A sentence ending on a link ("Do not want these emails? Unsubscribe"), the link a real one in HTML. */
  | { type: "link"; text: string; label: string; url: string }
  /** The owner's own rich text (accept message): sanitized to simple formatting, never raw. */
  | { type: "richText"; html: string; text: string };

export type RenderedEmail = { text: string; html: string };

// The tags and link schemes of the form's own rich text (rich-text-rules.ts), bullets included.
// Links keep only their href: a mail client opens them outside the message anyway.
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: richTextTags("rich-with-bullets"),
  allowedAttributes: { a: ["href"] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

// A form's accept message is the same in every one of its confirmations: sanitizing it (parsing
// the HTML) was about 1 % of an accept's server time, each time with the same result.
const sanitizedRichText = new BoundedCache<string, string>(256);
function emailRichText(html: string) {
  let safe = sanitizedRichText.get(html);
  if (safe === undefined) sanitizedRichText.set(html, (safe = sanitizeHtml(html, RICH_TEXT)));
  return safe;
}

const FONT = "font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif";

/** Only absolute http(s) links become clickable; anything else is shown as text. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "heading":
      return block.text.toUpperCase();
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
    case "link":
      return `${block.text} ${block.label}: ${block.url}`;
    case "richText":
      return block.text;
  }
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text).replace(/\n/g, "<br>")}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:#1f2937">${escapeHtml(block.text)}</h2>`;
    case "details":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="width:130px;padding:6px 12px 6px 0;color:#6b7280;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;color:#111827;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "button": {
      const href = safeHref(block.url);
      if (!href) return `<p>${escapeHtml(`${block.label}: ${block.url}`)}</p>`;
      return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4D8B31;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">Or open this link: ${escapeHtml(href)}</p>`;
    }
    case "link": {
      const href = safeHref(block.url);
      const link = href
        ? `<a href="${escapeHtml(href)}" style="color:#4D8B31">${escapeHtml(block.label)}</a>`
        : escapeHtml(`${block.label}: ${block.url}`);
      return `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(block.text)} ${link}</p>`;
    }
    case "richText":
      return `<div style="margin:0 0 16px;line-height:1.5">${emailRichText(block.html)}</div>`;
  }
}

/** The business a customer email speaks for: its logo and name on top, its name and phone below. */
export type EmailBrand = { name: string; phone: string | null; logoUrl: string | null };

function brandHeaderHtml(brand: EmailBrand): string {
  const logoHref = brand.logoUrl ? safeHref(brand.logoUrl) : null;
  const logo = logoHref
    ? `<img src="${escapeHtml(logoHref)}" alt="${escapeHtml(brand.name)}" style="display:block;margin:0 auto 8px;max-height:64px;max-width:200px;border:0">`
    : "";
  return `<div style="text-align:center;margin:0 0 16px">${logo}<div style="font-size:18px;font-weight:700;color:#1f2937">${escapeHtml(brand.name)}</div></div>`;
}

function brandFooterHtml(brand: EmailBrand): string {
  const phone = brand.phone
    ? ` &middot; <a href="tel:${escapeHtml(brand.phone.replace(/[^+\d]/g, ""))}" style="color:#374151">${escapeHtml(brand.phone)}</a>`
    : "";
  return `<p style="margin:16px 0 0;font-size:13px;color:#374151;text-align:center"><strong>${escapeHtml(brand.name)}</strong>${phone}</p>`;
}

const brandFooterText = (brand: EmailBrand) => [brand.name, brand.phone].filter(Boolean).join(" - ");

export function renderEmail(title: string, blocks: Block[], footer: string, brand?: EmailBrand | null): RenderedEmail {
  const parts = brand
    ? [brand.name, title, ...blocks.map(blockText), "--", brandFooterText(brand), footer]
    : [title, ...blocks.map(blockText), "--", footer];
  const text = parts.filter((part) => part.trim() !== "").join("\n\n") + "\n";
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:0;background:#f3f4f6;${FONT}"><div style="max-width:600px;margin:0 auto;padding:24px 16px"><div style="background:#ffffff;border-radius:8px;padding:24px;color:#111827;font-size:15px">${brand ? brandHeaderHtml(brand) : ""}<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${blocks.map(blockHtml).join("")}</div>${brand ? brandFooterHtml(brand) : ""}<p style="margin:16px 0 0;font-size:12px;color:#6b7280;text-align:center">${escapeHtml(footer)}</p></div></body></html>`;
  return { text, html };
}

/** One line for a subject: no line breaks, and short enough for an inbox list. */
export function subjectPart(value: string, max = 60): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
