import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import type { YardSizeSettings } from "./form-document";
import {
  enabledServices,
  enabledYardSizes,
  includedServices,
  needsProjectDetails,
  offeredPrice,
  offeredPrices,
} from "./quote";
import { DEFAULT_RESULT_MESSAGES, resultMessage } from "./result-message";
import { richText } from "./rich-text";

const small = (): YardSizeSettings => defaultFormDocument().yardSizes.small;

describe("includedServices", () => {
  it("lists Edge, Mow, Blow Off Walkways first in that order, then other enabled named ones", () => {
    const services = [
      { name: "Weed Control", enabled: true },
      { name: "Blow Off Walkways", enabled: true },
      { name: "  ", enabled: true },
      { name: "Mow", enabled: true },
      { name: "Hedges", enabled: false },
      { name: "Edge", enabled: true },
      { name: "Leaf Pickup", enabled: true },
    ];
    expect(includedServices({ services })).toEqual(["Edge", "Mow", "Blow Off Walkways", "Weed Control", "Leaf Pickup"]);
  });

  it("leaves out disabled fixed services and repeats", () => {
    const services = [
      { name: "Edge", enabled: false },
      { name: "Mow", enabled: true },
      { name: "Trim", enabled: true },
      { name: "Trim", enabled: true },
    ];
    expect(includedServices({ services })).toEqual(["Mow", "Trim"]);
    expect(includedServices(small())).toEqual(["Edge", "Mow", "Blow Off Walkways"]);
  });
});

describe("offeredPrices", () => {
  it("offers the enabled prices with labels, in weekly, bi-weekly, monthly order", () => {
    expect(offeredPrices(defaultFormDocument().yardSizes.medium)).toEqual([
      { frequency: "weekly", label: "Weekly", amount: 49 },
      { frequency: "biweekly", label: "Bi-Weekly", amount: 69 },
      { frequency: "monthly", label: "Monthly", amount: 89 },
    ]);
  });

  it("leaves out disabled prices", () => {
    const size = { ...small(), weeklyPriceEnabled: false, monthlyPriceEnabled: false };
    expect(offeredPrices(size)).toEqual([{ frequency: "biweekly", label: "Bi-Weekly", amount: 59 }]);
    expect(offeredPrice(size, "biweekly")).toBe(59);
    expect(offeredPrice(size, "weekly")).toBeNull();
  });
});

describe("enabled services and yard sizes", () => {
  it("lists only enabled ones, in the fixed order", () => {
    const doc = defaultFormDocument();
    expect(enabledServices(doc).map((s) => s.type)).toEqual(["mowing", "landscaping"]);
    expect(enabledYardSizes(doc).map((s) => s.size)).toEqual(["small", "medium", "large"]);
    doc.services.mowing.enabled = false;
    doc.yardSizes.medium.enabled = false;
    doc.yardSizes.custom.enabled = true;
    expect(enabledServices(doc)).toEqual([{ type: "landscaping", service: doc.services.landscaping }]);
    expect(enabledYardSizes(doc).map((s) => s.size)).toEqual(["small", "large", "custom"]);
  });
});

describe("needsProjectDetails", () => {
  it("applies to landscaping and to mowing a custom yard", () => {
    expect(needsProjectDetails("landscaping")).toBe(true);
    expect(needsProjectDetails("landscaping", null)).toBe(true);
    expect(needsProjectDetails("mowing", "custom")).toBe(true);
    expect(needsProjectDetails("mowing", "small")).toBe(false);
    expect(needsProjectDetails("mowing", null)).toBe(false);
  });
});

describe("resultMessage", () => {
  it("shows the owner's message under the product's titles", () => {
    const doc = defaultFormDocument();
    expect(resultMessage(doc, "accept")).toEqual({ title: "Quote Accepted", message: "Thank you!" });
    expect(resultMessage(doc, "decline")).toEqual({ title: "Quote Declined", message: "Maybe next time" });
  });

  it("falls back to the default messages when the owner's is empty", () => {
    const doc = defaultFormDocument();
    doc.customization.textContent.acceptMessage = richText("<p></p>");
    doc.customization.textContent.declineMessage = richText("");
    expect(resultMessage(doc, "accept").message).toBe("Thank you for accepting our quote! We'll be in touch shortly.");
    expect(resultMessage(doc, "decline").message).toBe(
      "Thank you for your consideration. We hope to serve you in the future.",
    );
    expect(DEFAULT_RESULT_MESSAGES.accept.title).toBe("Quote Accepted");
  });

  it("gives a request its own title and message, the owner's when set", () => {
    const doc = defaultFormDocument();
    expect(resultMessage(doc, "request")).toEqual({
      title: "Request received",
      message: "Thank you! We have your project details and will get back to you with a quote.",
    });
    doc.customization.textContent.requestTitle = richText("We got it &amp; thanks");
    doc.customization.textContent.requestMessage = richText("<p>Talk soon</p>");
    expect(resultMessage(doc, "request")).toEqual({ title: "We got it & thanks", message: "<p>Talk soon</p>" });
    doc.customization.textContent.requestTitle = richText(" ");
    doc.customization.textContent.requestMessage = richText("<p></p>");
    expect(resultMessage(doc, "request").title).toBe("Request received");
    expect(resultMessage(doc, "request").message).toMatch(/project details/);
  });
});
