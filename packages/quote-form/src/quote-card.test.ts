import { agreementFor } from "@yq/form-schema/agreement/agreement";
import { defaultCustomization, defaultFormDocument } from "@yq/form-schema/defaults";
import type { Plan } from "@yq/form-schema/pricing/plans";
import { planOffers } from "@yq/form-schema/pricing/plan-offers";
import { snowDrivewayPlowing } from "@yq/form-schema/snow-defaults";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { offerDetail, serviceNotes } from "./plan-words";
import { AcceptText, chosenOffer, QuoteCard } from "./quote-card";
import { richText } from "@yq/form-schema/rich-text";

const c = defaultCustomization();
type Doc = ReturnType<typeof defaultFormDocument>;
const render = (
  edit: (d: Doc) => void = () => {},
  pricingStyle = c.pricingStyle,
  choice: { serviceId: string; sizeId: string } = { serviceId: "mowing", sizeId: "small" },
  plan: string | null = null,
) => {
  const doc = defaultFormDocument();
  edit(doc);
  const offers = planOffers(doc, choice.serviceId, choice);
  const service = doc.services.listed.find((s) => s.id === choice.serviceId) ?? null;
  const agreementOf = (p: Plan) => {
    const result = agreementFor(doc, { ...choice, plan: p }, { payment: null, today: "2026-12-02" });
    return result.ok ? result.agreement : null;
  };
  const chosen = chosenOffer(offers, offers.find((o) => o.plan === plan)?.plan ?? null);
  return renderToStaticMarkup(
    createElement(QuoteCard, {
      sizeLabel: choice.serviceId === "mowing" ? "Small yard" : "2-car driveway",
      offers,
      detail: (offer) => offerDetail(offer, service, agreementOf(offer.plan)),
      notes: serviceNotes(service),
      included: [],
      text: c.textContent,
      pricingStyle,
      busy: false,
      chosen,
      agreement: chosen && agreementOf(chosen.plan),
      onPlan: () => {},
      onAnswer: () => {},
    }),
  );
};
const acceptButton = (html: string) => /<button[^>]*yq-btn-accept[^>]*>(.*?)<\/button>/.exec(html)!;
const snow = (d: Doc) => {
  d.services.listed = [snowDrivewayPlowing()];
};
const plowing = { serviceId: "driveway-plowing", sizeId: "2-car" };

describe("QuoteCard", () => {
  it("offers the enabled prices as one radio group, none picked, and holds Accept until a choice", () => {
    const html = render((d) => (d.yardSizes.small.biweeklyPriceEnabled = false));
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
    const html = render((d) =>
      Object.assign(d.yardSizes.small, { weeklyPriceEnabled: false, biweeklyPriceEnabled: false }),
    );
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="monthly"/);
    const [button, words] = acceptButton(html);
    expect(button).not.toContain("disabled");
    expect(words).toBe("Accept monthly for $79");
  });

  it("shows a price with tax when the form shows prices after tax", () => {
    const html = render((d) => {
      Object.assign(d.yardSizes.small, { weeklyPriceEnabled: false, biweeklyPriceEnabled: false });
      d.pricingSettings = { ...d.pricingSettings, taxRate: 10, taxDisplay: "after_tax" };
    });
    expect(acceptButton(html)[1]).toBe("Accept monthly for $86.90");
  });

  it("offers a snow service per push and seasonal, with the season's payments, pushes and trigger depth", () => {
    const html = render(snow, undefined, plowing);
    expect(html).toContain('<legend class="yq-prices-legend">Choose your plan</legend>');
    expect(html).toContain("Per push");
    // "Per push" is its own unit; the season says it.
    expect(html).not.toContain('<span class="yq-price-unit">per push</span>');
    expect(html).toContain('<span class="yq-price-unit">per season</span>');
    expect(html).toContain("Seasonal contract");
    expect(html).toContain("3 payments of $166.66, the last $166.68, unlimited pushes");
    expect(html).toContain("We come when snow reaches 2 in.");
    expect(html).toContain("Season: Nov 15 to Apr 15");
    expect(html).toContain("Choose a plan to accept this quote.");
    expect(html).not.toMatch(/yard|acre|weekly|mowing/i);
  });

  it("says a snow plan's price in its unit on the accept button", () => {
    const html = render(snow, undefined, plowing, "per_push");
    expect(acceptButton(html)[1]).toBe("Accept $50 per push");
  });

  it("draws the paint splash only when it is on, and sets the pricing card colour on the card", () => {
    expect(render()).toContain('data-testid="yq-paint-splash"');
    expect(render(undefined, { ...c.pricingStyle, paintSplash: false })).not.toContain("yq-paint-splash");
    expect(render(undefined, { ...c.pricingStyle, cardColor: "#ABCDEF" })).toContain("--yq-pricing-card:#ABCDEF");
    expect(render()).toContain('class="yq-brush-stroke"');
  });
});

describe("AcceptText", () => {
  const doc = defaultFormDocument();
  const chosen = planOffers(doc, "mowing", { sizeId: "small" }).find((o) => o.plan === "biweekly")!;
  const words = (acceptButton: string, picked: typeof chosen | null) =>
    renderToStaticMarkup(
      createElement(AcceptText, {
        text: { ...c.textContent, acceptButton: richText(acceptButton) },
        chosen: picked,
        agreement: null,
      }),
    );

  it("keeps an owner's own text and adds the choice after it", () => {
    const price = `$${chosen.shownCents / 100}`;
    expect(words("Accept", chosen)).toBe(`Accept bi-weekly for ${price}`);
    expect(words("Book now", chosen)).toBe(
      `<span class="yq-btn-stack">Book now<span class="yq-btn-choice">bi-weekly for ${price}</span></span>`,
    );
    expect(words("Book now", null)).toBe("Book now");
  });
});
