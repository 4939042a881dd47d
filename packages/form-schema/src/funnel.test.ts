import { describe, expect, it } from "vitest";
import { funnelDrop, type Funnel } from "./funnel";

const steps: Funnel["steps"] = {
  views: 200,
  started: 50,
  serviceChosen: 40,
  quoteShown: 30,
  accepted: 12,
  declined: 6,
  upsellTaken: 3,
};

describe("funnelDrop", () => {
  it("is the share of the previous step lost, accepted and declined both from quote shown", () => {
    expect(funnelDrop(steps, "views")).toBeNull();
    expect(funnelDrop(steps, "started")).toBe(75);
    expect(funnelDrop(steps, "accepted")).toBe(60);
    expect(funnelDrop(steps, "declined")).toBe(80);
    expect(funnelDrop(steps, "upsellTaken")).toBe(75);
  });

  it("has no drop after an empty step and never goes negative", () => {
    expect(funnelDrop({ ...steps, views: 0 }, "started")).toBeNull();
    expect(funnelDrop({ ...steps, views: 10, started: 12 }, "started")).toBe(0);
  });
});
