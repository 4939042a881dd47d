import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { chosenPriceText } from "./quote";
import { quoteSnapshot, quoteSnapshotSchema } from "./quote-snapshot";

describe("quoteSnapshot", () => {
  it("records the accepted frequency at the price the form offers, whatever the browser thinks", () => {
    const doc = defaultFormDocument();
    doc.yardSizes.medium.biweeklyPrice = 64.5;
    const snap = quoteSnapshot(doc, {
      serviceType: "mowing",
      yardSize: "medium",
      responseStatus: "accept",
      frequency: "biweekly",
    });
    expect(snap.chosen).toEqual({ frequency: "biweekly", label: "Bi-Weekly", amount: 64.5 });
    expect(snap.prices.map((p) => p.frequency)).toEqual(["weekly", "biweekly", "monthly"]);
    expect(quoteSnapshotSchema.parse(snap)).toEqual(snap);
  });

  it("names each price as the engine offered it, raised to the form's minimum charge like the quote's line", () => {
    const doc = defaultFormDocument();
    doc.pricingSettings.minimumCharge = 45;
    const snap = quoteSnapshot(doc, {
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      frequency: "weekly",
    });
    expect(snap.prices.map((p) => p.amount)).toEqual([45, 59, 79]);
    expect(snap.chosen).toEqual({ frequency: "weekly", label: "Weekly", amount: 45 });
  });

  it("takes the only offered price when none is named, and none on a decline or project request", () => {
    const doc = defaultFormDocument();
    doc.yardSizes.small.weeklyPriceEnabled = false;
    doc.yardSizes.small.biweeklyPriceEnabled = false;
    expect(
      quoteSnapshot(doc, { serviceType: "mowing", yardSize: "small", responseStatus: "accept" }).chosen?.frequency,
    ).toBe("monthly");
    expect(
      quoteSnapshot(doc, { serviceType: "mowing", yardSize: "medium", responseStatus: "decline", frequency: "weekly" })
        .chosen,
    ).toBeNull();
    expect(quoteSnapshot(doc, { serviceType: "landscaping", responseStatus: "accept" }).chosen).toBeNull();
  });

  it("reads older snapshots that have no choice", () => {
    expect(quoteSnapshotSchema.parse({ yardSize: "small", prices: [], includedServices: [] }).chosen).toBeUndefined();
  });
});

describe("chosenPriceText", () => {
  it("names the frequency and the price per visit", () => {
    expect(chosenPriceText({ label: "Weekly", amount: 39 })).toBe("Weekly, $39 per visit");
    expect(chosenPriceText({ label: "Bi-Weekly", amount: 49.5 })).toBe("Bi-Weekly, $49.50 per visit");
  });
});
