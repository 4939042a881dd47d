import { defaultCustomization, defaultYardSizes } from "@yq/form-schema/defaults";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AcceptText, QuoteCard } from "./quote-card";
import { richText } from "@yq/form-schema/rich-text";

const c = defaultCustomization();
const render = (
  edit: (s: ReturnType<typeof defaultYardSizes>["small"]) => void = () => {},
  pricingStyle = c.pricingStyle,
) => {
  const settings = defaultYardSizes().small;
  edit(settings);
  return renderToStaticMarkup(
    createElement(QuoteCard, {
      sizeLabel: "Small",
      settings,
      text: c.textContent,
      pricingStyle,
      busy: false,
      onAnswer: () => {},
    }),
  );
};
const acceptButton = (html: string) => /<button[^>]*yq-btn-accept[^>]*>(.*?)<\/button>/.exec(html)!;

describe("QuoteCard", () => {
  it("offers the enabled prices as one radio group, none picked, and holds Accept until a choice", () => {
    const html = render((s) => (s.biweeklyPriceEnabled = false));
    expect(html).toContain('<legend class="yq-prices-legend">How often?</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).not.toContain("checked");
    expect(html).not.toContain("Bi-Weekly");
    const [button, words] = acceptButton(html);
    expect(button).toContain("disabled");
    expect(words).toBe("Accept Quote");
    expect(html).toContain("Choose how often you want the service to accept this quote.");
  });

  it("picks the only enabled price and says what Accept accepts", () => {
    const html = render((s) => Object.assign(s, { weeklyPriceEnabled: false, biweeklyPriceEnabled: false }));
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="monthly"/);
    const [button, words] = acceptButton(html);
    expect(button).not.toContain("disabled");
    expect(words).toBe("Accept monthly for $79");
  });

  it("draws the paint splash only when it is on, and sets the pricing card colour on the card", () => {
    expect(render()).toContain('data-testid="yq-paint-splash"');
    expect(render(undefined, { ...c.pricingStyle, paintSplash: false })).not.toContain("yq-paint-splash");
    expect(render(undefined, { ...c.pricingStyle, cardColor: "#ABCDEF" })).toContain("--yq-pricing-card:#ABCDEF");
    expect(render()).toContain('class="yq-brush-stroke"');
  });
});

describe("AcceptText", () => {
  const chosen = { frequency: "biweekly", label: "Bi-Weekly", amount: 59.5 } as const;
  const words = (acceptButton: string, picked: typeof chosen | null) =>
    renderToStaticMarkup(
      createElement(AcceptText, { text: { ...c.textContent, acceptButton: richText(acceptButton) }, chosen: picked }),
    );

  it("keeps an owner's own text and adds the choice after it", () => {
    expect(words("Accept", chosen)).toBe("Accept bi-weekly for $59.50");
    expect(words("Book now", chosen)).toBe(
      '<span class="yq-btn-stack">Book now<span class="yq-btn-choice">bi-weekly for $59.50</span></span>',
    );
    expect(words("Book now", null)).toBe("Book now");
  });
});
