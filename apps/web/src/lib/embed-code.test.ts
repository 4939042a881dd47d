import { describe, expect, it } from "vitest";
import { modeEmbedCode } from "./embed-code";

const ORIGIN = "https://quotes.example.com";

describe("modeEmbedCode", () => {
  it("is the plain auto-height snippet for inline without tags", () => {
    expect(modeEmbedCode("f1", { mode: "inline", dataLayer: false, metaPixel: false }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" async></script>',
    );
  });

  it("names the mode, the button and the tags asked for", () => {
    expect(modeEmbedCode("f1", { mode: "popup", dataLayer: true, metaPixel: true }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" data-mode="popup" data-button-text="Get a quote" data-track="datalayer meta" async></script>',
    );
    expect(modeEmbedCode("f1", { mode: "full-page", dataLayer: false, metaPixel: true, preview: true }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" data-mode="full-page" data-track="meta" data-yq-preview="1" async></script>',
    );
  });
});
