import { z } from "zod";
import { isPlainObject, repair } from "../../repair";
import { priceBasisSchema, type PriceBasis } from "./shapes";

// Reading a stored price basis back (stored.ts of the methods priced by size card or area); apart
// from price-basis.ts, as it needs zod and the visitor's browser does not.

/** The variant of a discriminated union whose discriminator is `value`, if any. */
function variant(union: z.ZodDiscriminatedUnion, key: string, value: unknown): z.ZodObject | undefined {
  return (union.options as z.ZodObject[]).find((option) => {
    const literal = option.shape[key];
    return literal instanceof z.ZodLiteral && literal.values.has(value as never);
  });
}

/**
 * Generic repair cannot see into the union, so the basis is repaired as the variant it says it
 * is, from the fallback when that is the same basis, else from nothing priced.
 */
export function readPriceBasis(raw: unknown, fallback: PriceBasis): PriceBasis {
  const basis = isPlainObject(raw) ? raw.basis : undefined;
  const schema = variant(priceBasisSchema, "basis", basis);
  if (!schema) return fallback;
  const start: PriceBasis =
    basis === fallback.basis
      ? fallback
      : basis === "size"
        ? { basis: "size", sizes: [] }
        : { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 } };
  return repair(schema as unknown as z.ZodType<PriceBasis>, raw, start);
}
