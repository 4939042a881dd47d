import { richTextTags, type RichTextFormat } from "@yq/form-schema/rich-text-rules";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-rich-text";

// Every tag the widest format allows, and some it does not: the sanitiser must keep exactly the
// shared allow-list's tags of each format (the list the editor and the form's renderer use).
const CANDIDATE_TAGS = [...richTextTags("rich-with-bullets"), "ol", "span", "div", "h1", "img", "iframe", "table"];
const tagsIn = (html: string) => [...new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]))].sort();

describe("sanitizeRichText", () => {
  it("keeps the formatting the editor produces", () => {
    const html = "<p><strong>Bold</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u><br></p><ul><li>one</li></ul>";
    expect(sanitizeRichText(html, "rich-with-bullets")).toBe(
      "<p><strong>Bold</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u><br /></p><ul><li>one</li></ul>",
    );
  });

  it("drops bullets where the format has none, and every tag but line breaks from plain text", () => {
    expect(sanitizeRichText("<p><strong>Hi</strong></p><ul><li>one</li></ul>", "rich")).toBe(
      "<p><strong>Hi</strong></p>one",
    );
    expect(sanitizeRichText('Book <strong>now</strong><br><a href="https://x.test">here</a>', "plain")).toBe(
      "Book now<br />here",
    );
  });

  it("keeps http, https and mailto links, opening outside the embedding page", () => {
    for (const href of ["https://example.com/a?b=1&amp;c=2", "http://example.com", "mailto:me@example.com"]) {
      expect(sanitizeRichText(`<a href="${href}" class="x">link</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">link</a>`,
      );
    }
  });

  it("drops scripts, handlers, styles, other tags and dangerous link schemes", () => {
    expect(sanitizeRichText('<p style="color:red" onclick="x()">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<h1>Title</h1><img src="x" onerror="y()"><div>text</div>')).toBe("Titletext");
    for (const href of ["javascript:alert(1)", "data:text/html,hi", "//evil.test/x", "vbscript:x"]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).not.toContain("href");
    }
  });

  it("keeps exactly the tags of the shared allow-list, per format", () => {
    const html = CANDIDATE_TAGS.map((tag) =>
      tag === "br" || tag === "img" ? `<${tag}>` : `<${tag}${tag === "a" ? ' href="https://x.test"' : ""}>x</${tag}>`,
    ).join("");
    for (const format of ["plain", "rich", "rich-with-bullets"] as RichTextFormat[]) {
      expect(tagsIn(sanitizeRichText(html, format)), format).toEqual([...richTextTags(format)].sort());
    }
  });

  it("leaves text without markup exactly as it is", () => {
    expect(sanitizeRichText('Lawn & Garden "Pros"')).toBe('Lawn & Garden "Pros"');
    expect(sanitizeRichText("")).toBe("");
  });
});
