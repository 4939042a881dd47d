import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { LeadPayment } from "@yq/form-schema/payment";
import { offeredPrice } from "@yq/form-schema/quote";
import { describe, expect, it } from "vitest";
import { acceptedSummary, agreedChoice, cardChoice } from "./accepted-summary";

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
type Card = Parameters<typeof cardChoice>[0];
const mowing = (d: ReturnType<typeof doc>, over: Partial<Card> = {}) =>
  cardChoice({
    serviceType: "mowing",
    yardSize: "medium",
    frequency: "weekly",
    settings: d.yardSizes.medium,
    areaSqFt: null,
    ...over,
  });
const payment = (over: Partial<LeadPayment>): LeadPayment => ({
  status: "paid",
  kind: "deposit",
  amountCents: 2000,
  ...over,
});

describe("acceptedSummary", () => {
  it.each(["weekly", "monthly"] as const)("repeats the quote card's %s price for a size tier", (frequency) => {
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
    const s = acceptedSummary(d, { ...mowing(d), upsellIds: ["b", "c", "x", "a"] });
    expect(s.rows.at(-1)).toEqual({ label: "Add-ons", value: "Edging, Aeration" });
  });

  it.each([
    ["a custom-size yard", { serviceType: "mowing", yardSize: "custom" }, "Lawn Mowing", ["Service", "Yard size"]],
    ["landscaping", { serviceType: "landscaping", yardSize: null }, "Landscaping", ["Service"]],
  ] as const)("treats %s as a request, without a price", (_, over, service, labels) => {
    const d = doc();
    const s = acceptedSummary(d, mowing(d, { ...over, frequency: null, settings: null }));
    expect(s.kind).toBe("request");
    expect(s.rows[0]).toEqual({ label: "Service", value: service });
    expect(s.rows.map((r) => r.label)).toEqual(labels);
    expect(s.next).toMatch(/project details/);
  });

  it.each([
    ["a size tier's deposit paid", mowing(doc()), payment({}), "Deposit paid, $20"],
    [
      "a measured lawn's first visit awaited",
      mowing(doc(), { areaSqFt: 5000 }),
      payment({ status: "awaiting", kind: "full", amountCents: 4500 }),
      "Awaiting first visit, $45",
    ],
    [
      "a request's card saved",
      mowing(doc(), { yardSize: "custom", settings: null, frequency: null }),
      payment({ status: "card_saved", kind: "card", amountCents: null }),
      "Card saved",
    ],
  ] as const)("ends with the payment: %s", (_, choice, paid, text) => {
    const s = acceptedSummary(doc(), choice, paid);
    expect(s.rows.at(-1)).toEqual({ label: "Payment", value: text });
  });

  it("has no payment row when the form asks for none", () => {
    expect(acceptedSummary(doc(), mowing(doc()), null).rows.map((r) => r.label)).not.toContain("Payment");
  });

  it("reads the server's stored answer after a Checkout return, add-ons by name", () => {
    const agreed = {
      serviceType: "mowing",
      yardSize: "large",
      areaSqFt: 9120,
      price: { label: "Bi-Weekly", amount: 69 },
      addOns: ["Edging"],
    } as const;
    const s = acceptedSummary(doc(), agreedChoice({ ...agreed, addOns: [...agreed.addOns] }), payment({}));
    expect(s.rows).toEqual([
      { label: "Service", value: "Lawn Mowing" },
      { label: "Yard size", value: "Large (9,120 sq ft measured)" },
      { label: "Frequency", value: "Bi-Weekly" },
      { label: "Price per visit", value: "$69" },
      { label: "Add-ons", value: "Edging" },
      { label: "Payment", value: "Deposit paid, $20" },
    ]);
  });
});
