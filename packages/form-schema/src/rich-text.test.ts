import { describe, expect, it } from "vitest";
import { decodeEntities, escapeHtml, plainTextToRichText, richTextToPlainText, richText } from "./rich-text";

describe("richTextToPlainText", () => {
  it("strips markup from the default consent text", () => {
    expect(richTextToPlainText(richText("<p>I agree to the terms and conditions</p>"))).toBe(
      "I agree to the terms and conditions",
    );
  });

  it("drops inline tags and keeps link text", () => {
    expect(
      richTextToPlainText(
        richText('<p>I <strong>agree</strong> to the <a href="https://x.com/t" target="_blank">terms</a></p>'),
      ),
    ).toBe("I agree to the terms");
  });

  it("turns paragraphs, list items and line breaks into line breaks, dropping blank lines", () => {
    expect(richTextToPlainText(richText("<p>One</p><p></p><ul><li>Two</li><li>Three</li></ul>Four<br/>Five"))).toBe(
      "One\nTwo\nThree\nFour\nFive",
    );
  });

  it("decodes entities once and collapses spaces", () => {
    expect(richTextToPlainText(richText("<p>Fish&nbsp;&amp;&nbsp;chips &lt;b&gt; &#39;x&#x27; &amp;lt;</p>"))).toBe(
      "Fish & chips <b> 'x' &lt;",
    );
    expect(richTextToPlainText(richText("  a   \n\t b  "))).toBe("a b");
  });

  it("removes scripts, styles and comments with their contents", () => {
    expect(richTextToPlainText(richText("<script>alert(1)</script><style>p{}</style><!-- note -->Hi"))).toBe("Hi");
  });

  it("keeps a lone < that is not a tag", () => {
    expect(richTextToPlainText(richText("a < b and c > d"))).toBe("a < b and c > d");
  });

  it("gives empty text for empty markup", () => {
    expect(richTextToPlainText(richText("<p><br></p>"))).toBe("");
  });
});

describe("entities and the inverse", () => {
  it("leaves unknown or out-of-range entities alone", () => {
    expect(decodeEntities("&bogus; &#1114112; &#0;")).toBe("&bogus; &#1114112; &#0;");
  });

  it("escapes text and wraps it in one paragraph", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(plainTextToRichText("Tom & Jerry")).toBe("<p>Tom &amp; Jerry</p>");
    expect(plainTextToRichText("  ")).toBe("");
    expect(richTextToPlainText(plainTextToRichText("a <b> & c"))).toBe("a <b> & c");
  });
});
