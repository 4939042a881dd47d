import type { PriceFrequency, YardSize } from "@yq/form-schema/constants";
import type { LeadPayment } from "@yq/form-schema/payment-words";
import { describe, expect, it } from "vitest";
import { acceptedSummary, agreedChoice } from "./accepted-summary";
import { accepted, doc, type Doc } from "./accepted-summary-test-fixtures";

// The summary of a quote by yard size (mowing, landscaping): its price, add-ons and payment, and
// the same read back from the server. The listed services are in accepted-summary-listed.test.ts.

const mowing = (
  d: Doc,
  over: {
    yardSize?: YardSize;
    frequency?: PriceFrequency | null;
    areaSqFt?: number | null;
    serviceType?: "mowing" | "landscaping";
  } = {},
) => {
  const yardSize = over.yardSize ?? "medium";
  const serviceType = over.serviceType ?? "mowing";
  return accepted(
    d,
    { serviceId: "mowing", sizeId: yardSize, areaSqFt: over.areaSqFt ?? null },
    over.frequency === undefined ? "weekly" : over.frequency,
    {
      serviceType,
      yardSize: serviceType === "mowing" ? yardSize : null,
    },
  );
};
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
    expect(s.kind).toBe("quote");
    expect(s.rows).toEqual([
      { label: "Service", value: "Lawn Mowing" },
      { label: "Yard size", value: "Medium" },
      { label: "Frequency", value: frequency === "weekly" ? "Weekly" : "Monthly" },
      { label: "Price per visit", value: frequency === "weekly" ? "$45" : "$120.50" },
    ]);
    expect(s.next).toMatch(/schedule your first visit/);
  });

  it("shows the area and the price the engine gave a measured lawn", () => {
    const d = doc();
    d.yardSizes.measurement.enabled = true;
    const choice = mowing(d, { areaSqFt: 6543.4 });
    const s = acceptedSummary(d, choice);
    expect(s.rows[1]!.value).toMatch(/^\w+ \(6,543 sq ft measured\)$/);
    expect(s.rows).toContainEqual({ label: "Price per visit", value: `$${choice.price!.amount}` });
  });

  it("shows no price for a frequency the quote did not offer", () => {
    const d = doc();
    d.yardSizes.medium.biweeklyPriceEnabled = false;
    const s = acceptedSummary(d, mowing(d, { frequency: "biweekly" }));
    expect(s.kind).toBe("quote");
    expect(s.rows.map((r) => r.label)).toEqual(["Service", "Yard size"]);
  });

  it("lists the chosen add-ons in the owner's order, ignoring unknown or disabled ones", () => {
    const d = doc();
    d.upsellSettings.enabled = true;
    d.upsellSettings.services = [
      { id: "b", name: "Aeration", enabled: true, order: 1, price: null, unit: "visit" },
      { id: "a", name: "Edging", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "c", name: "Off", enabled: false, order: 2, price: null, unit: "visit" },
    ];
    const s = acceptedSummary(d, { ...mowing(d), upsellIds: ["b", "c", "x", "a"] });
    expect(s.rows.at(-1)).toEqual({ label: "Add-ons", value: "Edging, Aeration" });
  });

  it.each([
    ["a custom-size yard", { serviceType: "mowing", yardSize: "custom" }, "Lawn Mowing", ["Service", "Yard size"]],
    ["landscaping", { serviceType: "landscaping", yardSize: undefined }, "Landscaping", ["Service"]],
  ] as const)("treats %s as a request, without a price", (_, over, service, labels) => {
    const d = doc();
    const s = acceptedSummary(d, mowing(d, { ...over, frequency: null }));
    expect(s.kind).toBe("request");
    expect(s.rows[0]).toEqual({ label: "Service", value: service });
    expect(s.rows.map((r) => r.label)).toEqual(labels);
    expect(s.next).toMatch(/project details/);
  });

  it.each([
    ["a size tier's deposit paid", mowing(doc()), payment({}), "Deposit paid, $20"],
    [
      "a measured lawn's first visit awaited",
      mowing(doc(), { frequency: "weekly" }),
      payment({ status: "awaiting", kind: "full", amountCents: 4500 }),
      "Awaiting first charge, $45",
    ],
    [
      "a request's card saved",
      mowing(doc(), { yardSize: "custom", frequency: null }),
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
