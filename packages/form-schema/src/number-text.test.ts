import { describe, expect, it } from "vitest";
import { centsText, formatPrice } from "./money-format";
import { numberText, unsignedDecimalText, wholeNumberText } from "./number-text";

// Intl is the oracle: the hand-written path must write exactly what it writes (number-text.ts).
const decimals = [0, 1, 2].map(
  (places) => new Intl.NumberFormat("en-US", { minimumFractionDigits: places, maximumFractionDigits: places }),
);
const dollars = [0, 1, 2].map(
  (places) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    }),
);
const intl = (places: number) => decimals[places]!;
const usd = (places: number) => dollars[places]!;

/** A fixed pseudo-random sequence, so a failure names the same value every run. */
function* values(count: number) {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * magnitude * 10 ** decimals) / 10 ** decimals;
    yield next() < 0.2 ? -value : value;
  }
}

const EDGES = [
  0,
  -0,
  0.005,
  0.015,
  1.005,
  1.445,
  44.995,
  49.5,
  53.13,
  999.995,
  999_999.995,
  0.0049,
  -0.001,
  -0.005,
  1234.5,
  123_456_789.01,
  1e-7,
  5e-7,
  1e21,
  2 ** 53,
  Number.MAX_SAFE_INTEGER / 100,
  NaN,
  Infinity,
  -Infinity,
];

describe("unsignedDecimalText", () => {
  it("writes what Intl writes for the edges: half cents, negative zero, tiny and huge numbers", () => {
    for (const value of EDGES) {
      for (const places of [0, 1, 2]) {
        expect([value, places, unsignedDecimalText(value, places)]).toEqual([
          value,
          places,
          intl(places).format(Math.abs(value)),
        ]);
      }
    }
  });

  it("writes what Intl writes for 20,000 amounts of every size and precision", () => {
    const misses: string[] = [];
    for (const value of values(20_000)) {
      for (const places of [0, 2]) {
        const want = intl(places).format(Math.abs(value));
        if (unsignedDecimalText(value, places) !== want) misses.push(`${value}@${places}: ${want}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("wholeNumberText", () => {
  it("groups thousands and rounds like toLocaleString", () => {
    expect(wholeNumberText(0)).toBe("0");
    expect(wholeNumberText(12_345)).toBe("12,345");
    expect(wholeNumberText(1_234_567)).toBe("1,234,567");
    expect(wholeNumberText(-4500)).toBe("-4,500");
    expect(wholeNumberText(2.5)).toBe("3");
    for (const value of values(5000)) expect(wholeNumberText(value)).toBe(intl(0).format(value));
  });
});

describe("numberText", () => {
  it("writes what toLocaleString writes: up to three decimals, no trailing zeros", () => {
    expect(numberText(0.5)).toBe("0.5");
    expect(numberText(24)).toBe("24");
    expect(numberText(1234.5678)).toBe("1,234.568");
    for (const value of [...EDGES, ...values(5000)])
      expect([value, numberText(value)]).toEqual([value, value.toLocaleString("en-US")]);
  });
});

describe("money as Intl writes US dollars", () => {
  it("formatPrice and centsText agree with Intl's currency format, signs included", () => {
    const misses: string[] = [];
    for (const value of [...EDGES.filter(Number.isFinite), ...values(20_000)]) {
      const price = usd(Number.isInteger(value) ? 0 : 2).format(value);
      if (formatPrice(value) !== price) misses.push(`formatPrice(${value}): ${price}`);
      const cents = Math.round(value * 100);
      if (centsText(cents) !== usd(2).format(cents / 100)) misses.push(`centsText(${cents})`);
    }
    expect(misses).toEqual([]);
  });
});
