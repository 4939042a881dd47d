import { defaultFormDocument, defaultUpsellSettings } from "@yq/form-schema/defaults";
import { previewDocument } from "@yq/form-schema/public-document";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";
import { UpsellSection } from "./upsell-section";
import { richText } from "@yq/form-schema/rich-text";

// The renderer needs no DOM (the server renders the form's first step too), so both paths run
// here; the browser journeys (e2e/xss.e2e.test.ts) attack it end to end.
const render = (html: string) => renderToStaticMarkup(createElement(RichText, { html: richText(html) }));

describe("RichText without tags", () => {
  it("shows what a sanitised title says, not its entities", () => {
    // What sanitize-html makes of `t-title <img src=x onerror=...> "><svg onload=...>`.
    expect(render('t-title  "&gt; ')).toBe("t-title  &quot;&gt; ");
    expect(render("Mow &lt;3 &amp; edge")).toBe("Mow &lt;3 &amp; edge");
  });

  it("leaves plain text and markdown links as they were", () => {
    expect(render("Lawn & Garden")).toBe("Lawn &amp; Garden");
    expect(render("See [terms](https://example.com/t)")).toBe(
      'See <a href="https://example.com/t" target="_blank" rel="noopener noreferrer nofollow">terms</a>',
    );
  });

  it("never turns decoded entities into markup", () => {
    expect(render("&lt;img src=x onerror=alert(1)&gt;")).toBe("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("RichText with markup", () => {
  it("keeps the allowed tags and the link target, drops every other tag and attribute", () => {
    expect(render('<p>Hi <strong>there</strong> <a href="https://x.test/?a=1&amp;b=2" onclick="x()">go</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="https://x.test/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">go</a></p>',
    );
    expect(render('<ul><li>one</li><li><em>two</em></li></ul><p class="x" style="color:red">three<br>four</p>')).toBe(
      "<ul><li>one</li><li><em>two</em></li></ul><p>three<br/>four</p>",
    );
  });

  it("renders scripts, event handlers and javascript: links as harmless text", () => {
    expect(render('<p><script>alert(1)</script><img src=x onerror="alert(2)"></p>')).toBe("<p>alert(1)</p>");
    expect(render('<a href="javascript:alert(1)">x</a>')).toBe("<span>x</span>");
    expect(render("<a href='https://ok.test' title=\"a>b\">quoted</a>")).toContain('href="https://ok.test"');
  });

  it("reads text the way a browser does: entities, a lone '<', comments, tags left open or closed twice", () => {
    expect(render("<p>Mow &lt;3 &amp; a < b &#169;</p>")).toBe("<p>Mow &lt;3 &amp; a &lt; b ©</p>");
    expect(render("<p>a<!-- note -->b</p>")).toBe("<p>ab</p>");
    expect(render("<p><strong>open</p><p>next</p></strong>")).toBe("<p><strong>open</strong></p><p>next</p>");
  });

  it("flattens blocks inside a label or a button", () => {
    const inline = renderToStaticMarkup(createElement(RichText, { html: richText("<p>a</p><p>b</p>"), inline: true }));
    expect(inline).toBe('<span class="yq-rt-line">a</span><span class="yq-rt-line">b</span>');
  });
});

describe("upsell message", () => {
  it("reads the stored (sanitised) message as text", () => {
    const doc = defaultFormDocument();
    doc.upsellSettings = { ...defaultUpsellSettings(), enabled: true, upsellMessage: richText('Add more "&gt;') };
    const html = renderToStaticMarkup(
      createElement(UpsellSection, {
        idPrefix: "t",
        doc: previewDocument(doc),
        accepted: null,
        busy: false,
        onDone: () => {},
      }),
    );
    expect(html).toContain(">Add more &quot;&gt;</h2>");
  });
});
