// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";
import { afterEach, describe, expect, it } from "vitest";
import { PricedLines } from "./priced-lines";

const SNOW: PricedQuote = {
  lines: [
    {
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
    },
    {
      kind: "add_on",
      name: "Salting",
      size: null,
      plan: null,
      unit: "visit",
      unitPriceCents: 2500,
      quantity: 1,
      discountCents: 0,
      taxCents: 206,
      totalCents: 2706,
    },
  ],
  totals: { subtotalCents: 52_500, discountCents: 5000, taxCents: 3919, totalCents: 51_419, firstChargeCents: 16_238 },
  promoCode: "WINTER10",
  taxLabel: "Sales tax 8.25%",
};

afterEach(cleanup);

describe("PricedLines", () => {
  it("shows each line's service, size, plan, unit price and quantity, discount, tax and total, then the totals", () => {
    render(<PricedLines priced={SNOW} />);
    const [plowing, salting] = within(screen.getByRole("list", { name: "Line items" })).getAllByRole("listitem");
    expect(plowing.textContent).toBe(
      "Driveway Plowing2-car driveway · Seasonal contract1 × $500.00 per season · discount −$50.00 · tax $37.13$487.13",
    );
    expect(salting.textContent).toBe("Salting (add-on)1 × $25.00 per visit · tax $2.06$27.06");
    expect(screen.getByText("Discount (WINTER10)").nextSibling?.textContent).toBe("−$50.00");
    expect(screen.getByText("Sales tax 8.25%").nextSibling?.textContent).toBe("$39.19");
    expect(screen.getByText("Total").nextSibling?.textContent).toBe("$514.19");
  });

  it("leaves out a discount and tax the quote does not have", () => {
    const line = { ...SNOW.lines[0], discountCents: 0, taxCents: 0, totalCents: 50_000 };
    const totals = { ...SNOW.totals, subtotalCents: 50_000, discountCents: 0, taxCents: 0, totalCents: 50_000 };
    render(<PricedLines priced={{ lines: [line], totals, promoCode: null, taxLabel: null }} />);
    expect(screen.queryByText(/Discount/)).toBeNull();
    expect(screen.queryByText(/tax/i)).toBeNull();
    expect(screen.getByText("Subtotal").nextSibling?.textContent).toBe("$500.00");
  });
});
