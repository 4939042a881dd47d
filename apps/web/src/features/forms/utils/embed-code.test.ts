import { describe, expect, it } from "vitest";
import { modeEmbedCode } from "./embed-code";

const ORIGIN = "https://quotes.example.com";

describe("modeEmbedCode", () => {
  it("is the plain auto-height snippet for inline", () => {
    expect(modeEmbedCode("f1", { mode: "inline" }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" async></script>',
    );
  });

  it("names the mode, the button and the preview", () => {
    expect(modeEmbedCode("f1", { mode: "popup" }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" data-mode="popup" async></script>',
    );
    expect(modeEmbedCode("f1", { mode: "full-page", preview: true }, ORIGIN)).toBe(
      '<script src="https://quotes.example.com/embed.js" data-form-id="f1" data-mode="full-page" data-yq-preview="1" async></script>',
    );
  });
});
