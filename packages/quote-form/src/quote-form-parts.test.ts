import { defaultCustomization } from "@yq/form-schema/defaults";
import { describe, expect, it } from "vitest";
import { acceptLabel, declineLabel } from "./quote-card";
import { themeStyle } from "./theme";
import { offeredUpsells } from "./upsell-offer";
import { richText } from "@yq/form-schema/rich-text";

describe("theme", () => {
  it("uses the default look: dark blue backdrop, yellow card with green border, green accept, grey decline", () => {
    const style = themeStyle(defaultCustomization()) as Record<string, string>;
    expect(style["--yq-backdrop"]).toBe("#1E3A5F");
    expect(style["--yq-card-bg"]).toBe("#FEF7CD");
    expect(style["--yq-card-border"]).toBe("#4D8B31");
    expect(style["--yq-accept"]).toBe("#4CAF50");
    expect(style["--yq-decline"]).toBe("#8E9196");
    expect(style["--yq-radius"]).toBe("8px");
    expect(style["--yq-font"]).toMatch(/^"Inter Variable",/);
  });

  it("lets the owner's customization win", () => {
    const c = defaultCustomization();
    c.buttonStyle.accept = "rgba(1, 2, 3, 0.5)";
    c.buttonStyle.shape = "round";
    c.serviceCard.backgroundColor = "#000000";
    c.fontFamily = "Lora";
    const style = themeStyle(c) as Record<string, string>;
    expect(style["--yq-accept"]).toBe("rgba(1, 2, 3, 0.5)");
    expect(style["--yq-radius"]).toBe("999px");
    expect(style["--yq-card-bg"]).toBe("#000000");
    expect(style["--yq-font"]).toMatch(/^"Lora Variable",.*serif$/);
  });
});

describe("quote card labels", () => {
  it("shows Accept Quote for the untouched default and the owner's own words otherwise", () => {
    const text = defaultCustomization().textContent;
    expect(acceptLabel(text)).toBe("Accept Quote");
    expect(acceptLabel({ ...text, acceptButton: richText("  ") })).toBe("Accept Quote");
    expect(acceptLabel({ ...text, acceptButton: richText("Book it") })).toBe("Book it");
    expect(declineLabel(text)).toBe("Decline");
    expect(declineLabel({ ...text, declineButton: richText("") })).toBe("Decline");
  });
});

describe("upsell offer", () => {
  it("lists enabled, named services in the owner's order, and nothing when upsell is off", () => {
    const settings = {
      enabled: true,
      upsellMessage: richText(""),
      upsellLink: "",
      services: [
        { id: "a", name: "Aeration", enabled: true, order: 2, price: null, unit: "visit" as const },
        { id: "b", name: "  ", enabled: true, order: 0, price: null, unit: "visit" as const },
        { id: "c", name: "Mulch", enabled: true, order: 1, price: null, unit: "visit" as const },
        { id: "d", name: "Seed", enabled: false, order: 3, price: null, unit: "visit" as const },
      ],
    };
    expect(offeredUpsells(settings).map((s) => s.name)).toEqual(["Mulch", "Aeration"]);
    expect(offeredUpsells({ ...settings, enabled: false })).toEqual([]);
  });
});
