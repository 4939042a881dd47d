import { defaultUpsellSettings } from "@yq/form-schema/defaults";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";
import { UpsellSection } from "./upsell-section";
import { richText } from "@yq/form-schema/rich-text";

// Only the tag-free path runs here (no DOM in the unit project); the markup path is covered by
// the browser journeys (e2e/xss.e2e.test.ts).
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

describe("upsell message", () => {
  it("reads the stored (sanitised) message as text", () => {
    const settings = { ...defaultUpsellSettings(), enabled: true, upsellMessage: richText('Add more "&gt;') };
    const html = renderToStaticMarkup(
      createElement(UpsellSection, { idPrefix: "t", settings, busy: false, onDone: () => {} }),
    );
    expect(html).toContain(">Add more &quot;&gt;</h2>");
  });
});
