import { describe, expect, it } from "vitest";
import { centsText, formatCents, formatPrice } from "./money-format";

describe("formatPrice", () => {
  it("shows dollars, with cents only when there are some", () => {
    expect(formatPrice(39)).toBe("$39");
    expect(formatPrice(49.5)).toBe("$49.50");
    expect(formatPrice(53.13)).toBe("$53.13");
    expect(formatPrice(1200)).toBe("$1,200");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
    expect(formatPrice(5)).toBe("$5");
    expect(formatPrice(0)).toBe("$0");
  });

  it("rounds to the cent when an amount has more digits", () => {
    expect(formatPrice(44.995)).toBe("$45.00");
  });
});

describe("formatCents", () => {
  it("writes cents as formatPrice writes the same dollars", () => {
    expect(formatCents(5313)).toBe("$53.13");
    expect(formatCents(4500)).toBe("$45");
    expect(formatCents(123_450)).toBe("$1,234.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0");
  });
});

describe("centsText", () => {
  it("always writes the cents, so a column of line items lines up", () => {
    expect(centsText(5313)).toBe("$53.13");
    expect(centsText(4500)).toBe("$45.00");
    expect(centsText(5)).toBe("$0.05");
    expect(centsText(0)).toBe("$0.00");
    expect(centsText(123_456_789)).toBe("$1,234,567.89");
  });
});
