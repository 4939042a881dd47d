import { describe, expect, it } from "vitest";
import {
  compactRichText,
  isAllowedLinkHref,
  isPlainTextContentKey,
  PLAIN_TEXT_CONTENT_KEYS,
  richTextTags,
  TEXT_CONTENT_FORMATS,
} from "./rich-text-rules";
import { defaultCustomization } from "./default-customization";
import { richText } from "./rich-text";

describe("the rich-text allow-list", () => {
  it("offers bold, italic, underline and links, bullets only with their format", () => {
    expect(richTextTags("rich").sort()).toEqual(["a", "b", "br", "em", "i", "p", "strong", "u"]);
    expect(richTextTags("rich-with-bullets")).toEqual(expect.arrayContaining(["ul", "li", ...richTextTags("rich")]));
    expect(richTextTags("plain")).toEqual(["br"]);
  });

  it("gives every Customization text a format: bullets for the disclaimer, plain button labels", () => {
    const keys = Object.keys(defaultCustomization().textContent).filter((k) => !k.endsWith("Enabled"));
    expect(Object.keys(TEXT_CONTENT_FORMATS).sort()).toEqual(keys.sort());
    expect(TEXT_CONTENT_FORMATS.quoteDisclaimer).toBe("rich-with-bullets");
    for (const key of [
      "formTitle",
      "formDescription",
      "cardDescription",
      "offerHeadline",
      "acceptMessage",
      "declineMessage",
    ] as const) {
      expect(TEXT_CONTENT_FORMATS[key]).toBe("rich");
    }
    for (const key of ["submitButton", "acceptButton", "declineButton"] as const)
      expect(TEXT_CONTENT_FORMATS[key]).toBe("plain");
  });

  it("lists the plain texts the builder edits as text exactly as the texts of the plain format", () => {
    const plain = Object.entries(TEXT_CONTENT_FORMATS)
      .filter(([, format]) => format === "plain")
      .map(([key]) => key);
    expect([...PLAIN_TEXT_CONTENT_KEYS].sort()).toEqual(plain.sort());
    expect(isPlainTextContentKey("acceptButton")).toBe(true);
    expect(isPlainTextContentKey("acceptMessage")).toBe(false);
  });

  it("allows web and email links only", () => {
    expect(isAllowedLinkHref("https://example.com")).toBe(true);
    expect(isAllowedLinkHref(" MAILTO:me@example.com")).toBe(true);
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.test", "tel:123", "example.com"]) {
      expect(isAllowedLinkHref(href), href).toBe(false);
    }
  });
});

describe("compactRichText", () => {
  it("stores a one-paragraph text as its bare content", () => {
    expect(compactRichText(richText("<p>Get <strong>Your</strong> Quote</p>"))).toBe("Get <strong>Your</strong> Quote");
    expect(compactRichText(richText("<p>a<br>b</p>"))).toBe("a<br>b");
  });

  it("keeps several paragraphs and bare text as they are", () => {
    expect(compactRichText(richText("<p>One</p><p>Two</p>"))).toBe("<p>One</p><p>Two</p>");
    expect(compactRichText(richText("Plain"))).toBe("Plain");
    expect(compactRichText(richText(""))).toBe("");
  });
});
