import { defaultFormDocument } from "@yq/form-schema/defaults";
import { offeredPrice } from "@yq/form-schema/quote";
import { describe, expect, it } from "vitest";
import { acceptedSummary, type AcceptedChoice } from "./accepted-summary";

const doc = () => {
  const d = defaultFormDocument();
  d.services.mowing.name = "Lawn Mowing";
  d.services.landscaping.name = "Landscaping";
  d.yardSizes.medium.weeklyPrice = 45;
  d.yardSizes.medium.weeklyPriceEnabled = true;
  d.yardSizes.medium.monthlyPrice = 120.5;
  d.yardSizes.medium.monthlyPriceEnabled = true;
  return d;
};
const mowing = (d: ReturnType<typeof doc>, over: Partial<AcceptedChoice> = {}): AcceptedChoice => ({
  serviceType: "mowing",
  yardSize: "medium",
  frequency: "weekly",
  settings: d.yardSizes.medium,
  areaSqFt: null,
  request: false,
  upsellIds: [],
  ...over,
});

describe("acceptedSummary", () => {
  it.each(["weekly", "monthly"] as const)("repeats the quote card's %s price for a tier", (frequency) => {
    const d = doc();
    const s = acceptedSummary(d, mowing(d, { frequency }));
    const amount = offeredPrice(d.yardSizes.medium, frequency);
    expect(s.kind).toBe("quote");
    expect(s.rows).toEqual([
      { label: "Service", value: "Lawn Mowing" },
      { label: "Yard size", value: "Medium" },
      { label: "Frequency", value: frequency === "weekly" ? "Weekly" : "Monthly" },
      { label: "Price per visit", value: frequency === "weekly" ? "$45" : "$120.50" },
    ]);
    expect(amount).toBe(frequency === "weekly" ? 45 : 120.5);
    expect(s.next).toMatch(/schedule your first visit/);
  });

  it("uses the measured settings and shows the area for a measured lawn", () => {
    const d = doc();
    const measured = { ...d.yardSizes.medium, weeklyPrice: 52.25 };
    const s = acceptedSummary(d, mowing(d, { settings: measured, areaSqFt: 6543.4 }));
    expect(s.rows).toContainEqual({ label: "Yard size", value: "Medium (6,543 sq ft measured)" });
    expect(s.rows).toContainEqual({ label: "Price per visit", value: "$52.25" });
  });

  it("shows no price for a frequency the quote did not offer", () => {
    const d = doc();
    d.yardSizes.medium.biweeklyPriceEnabled = false;
    const s = acceptedSummary(d, mowing(d, { frequency: "biweekly" }));
    expect(s.rows.map((r) => r.label)).toEqual(["Service", "Yard size"]);
  });

  it("lists the chosen add-ons in the owner's order, ignoring unknown or disabled ones", () => {
    const d = doc();
    d.upsellSettings.enabled = true;
    d.upsellSettings.services = [
      { id: "b", name: "Aeration", enabled: true, order: 1 },
      { id: "a", name: "Edging", enabled: true, order: 0 },
      { id: "c", name: "Off", enabled: false, order: 2 },
    ];
    const s = acceptedSummary(d, mowing(d, { upsellIds: ["b", "c", "x", "a"] }));
    expect(s.rows.at(-1)).toEqual({ label: "Add-ons", value: "Edging, Aeration" });
  });

  it.each([
    ["a custom-size yard", { serviceType: "mowing", yardSize: "custom" }, "Lawn Mowing", ["Service", "Yard size"]],
    ["landscaping", { serviceType: "landscaping", yardSize: null }, "Landscaping", ["Service"]],
  ] as const)("treats %s as a request, without a price", (_, over, service, labels) => {
    const d = doc();
    const s = acceptedSummary(d, { ...mowing(d), ...over, frequency: null, settings: null, request: true });
    expect(s.kind).toBe("request");
    expect(s.rows[0]).toEqual({ label: "Service", value: service });
    expect(s.rows.map((r) => r.label)).toEqual(labels);
    expect(s.next).toMatch(/project details/);
  });
});
