import { defaultCustomization } from "@yq/form-schema/default-customization";
import { TEXT_CONTENT_FORMATS, type TextContentKey } from "@yq/form-schema/rich-text-rules";
import { describe, expect, it } from "vitest";
import { sanitizeTextContent } from "./sanitize-text-content";
import { richText } from "@yq/form-schema/rich-text";

const FORMATTED = '<strong>B</strong> <em>I</em> <u>U</u> <a href="https://example.com/x">L</a>';
const LINK = '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">L</a>';
const PAYLOAD = `<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">x</a>`;

function withEvery(value: string) {
  const text = { ...defaultCustomization().textContent };
  for (const key of Object.keys(TEXT_CONTENT_FORMATS) as TextContentKey[]) text[key] = richText(value);
  return text;
}

describe("sanitizeTextContent, per text", () => {
  it("keeps bold, italic, underline and links in every rich text", () => {
    const clean = sanitizeTextContent(withEvery(FORMATTED));
    for (const key of [
      "formTitle",
      "formDescription",
      "cardTitle",
      "cardDescription",
      "offerHeadline",
      "acceptMessage",
      "declineMessage",
      "quoteDisclaimer",
    ] as const) {
      expect(clean[key], key).toBe(`<strong>B</strong> <em>I</em> <u>U</u> ${LINK}`);
    }
  });

  it("keeps bullets only in the quote disclaimer", () => {
    const clean = sanitizeTextContent(withEvery("<ul><li>No contract</li></ul>"));
    expect(clean.quoteDisclaimer).toBe("<ul><li>No contract</li></ul>");
    for (const key of ["formTitle", "formDescription", "offerHeadline", "acceptMessage", "declineMessage"] as const) {
      expect(clean[key], key).toBe("No contract");
    }
  });

  it("leaves button labels plain text", () => {
    const clean = sanitizeTextContent(withEvery(FORMATTED));
    for (const key of ["submitButton", "acceptButton", "declineButton"] as const)
      expect(clean[key], key).toBe("B I U L");
  });

  it("neutralises script and event-handler payloads in every text", () => {
    const clean = sanitizeTextContent(withEvery(PAYLOAD));
    for (const key of Object.keys(TEXT_CONTENT_FORMATS) as TextContentKey[]) {
      expect(clean[key], key).not.toMatch(/<img|<script|onerror|onclick|javascript:|alert\(2\)/i);
      expect(clean[key], key).toContain("x");
    }
  });

  it("keeps unformatted texts and the switches exactly as stored", () => {
    const text = {
      ...defaultCustomization().textContent,
      formTitle: richText("Lawn & Garden"),
      formTitleEnabled: false,
    };
    expect(sanitizeTextContent(text)).toEqual(text);
  });
});
