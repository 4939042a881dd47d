import { describe, expect, it } from "vitest";
import { lineItemText } from "./lead-view";
import { LEAD_OUTCOME_LABELS, leadOutcome } from "./lead-lifecycle";
import type { LineItem } from "./pricing/line-items";

describe("leadOutcome", () => {
  it("gives the Submissions table's words: the answer, Pending for a request, Started for a visitor who stopped", () => {
    const word = (...args: Parameters<typeof leadOutcome>) => LEAD_OUTCOME_LABELS[leadOutcome(...args)];
    expect(word("accepted", true, false)).toBe("Accepted");
    expect(word("upsell", true, false)).toBe("Accepted");
    expect(word("declined", true, false)).toBe("Declined");
    // Landscaping or a custom size: an accept with project details waits for the owner's price.
    expect(word("accepted", true, true)).toBe("Pending");
    // An older complete record without an answer.
    expect(word("quoted", true, false)).toBe("Pending");
    expect(word("quoted", false, false)).toBe("Started");
    expect(word("started", false, false)).toBe("Started");
  });
});

describe("line items in words", () => {
  const line: LineItem = {
    kind: "service",
    name: "Driveway Plowing",
    size: "2-car driveway",
    plan: "seasonal",
    unit: "season",
    unitPriceCents: 50_000,
    quantity: 1,
    discountCents: 5000,
    taxCents: 3713,
    totalCents: 48_713,
  };

  it("names the service, size, plan, unit price and quantity, discount, tax and total", () => {
    expect(lineItemText(line)).toBe(
      "Driveway Plowing, 2-car driveway, Seasonal contract: 1 x $500.00 per season, discount $50.00, tax $37.13, total $487.13",
    );
  });

  it("leaves out what does not apply: no size or plan on an add-on, no zero discount or tax", () => {
    const addOn = { ...line, kind: "add_on" as const, name: "Salting", size: null, plan: null, unit: "visit" as const };
    expect(lineItemText({ ...addOn, unitPriceCents: 2500, discountCents: 0, taxCents: 0, totalCents: 2500 })).toBe(
      "Salting: 1 x $25.00 per visit, total $25.00",
    );
  });
});
