import type { EditorModel } from "@yq/form-schema/editor-model";
import { toCents } from "@yq/form-schema/pricing/money";
import { MAX_SERVICE_ZIPS, postalCodeSchema } from "@yq/form-schema/service-area";
import { normalisePostalCode } from "@yq/form-schema/service-area-check";

// The service-area editor's plain rules (docs/decisions/120): reading a pasted list of codes,
// whether the form can check an address at all, and the travel fee's dollars as the owner types
// them against the cents the document keeps.

/**
 * The form can place a visitor only when it asks for the street address (the point, for a radius
 * or a drawn area) or the ZIP/postal code (for the list).
 */
export function hasAddressField(model: EditorModel): boolean {
  return model.customerFields.fields.some((f) => f.enabled && (f.type === "street" || f.type === "zipcode"));
}

// A Canadian code is typed with a space ("K1A 0B1"): its two halves are one code, not two.
const FSA = /^[A-Za-z]\d[A-Za-z]$/;
const LDU = /^\d[A-Za-z]\d$/;

function tokens(text: string): string[] {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (FSA.test(words[i]!) && next !== undefined && LDU.test(next)) {
      joined.push(`${words[i]} ${next}`);
      i++;
    } else joined.push(words[i]!);
  }
  return joined;
}

type ZipParse = {
  /** The list with the new codes after the old ones, each once, upper case. */
  codes: string[];
  added: number;
  /** One line per code left out, in the schema's words: "ab: A ZIP or postal code has at least 3 characters." */
  problems: string[];
};

/** Adds a pasted list (commas, spaces, new lines) to `current`; bad, repeated and excess codes are left out. */
export function addZipCodes(current: readonly string[], text: string): ZipParse {
  const codes = [...current];
  const seen = new Set(current.map(normalisePostalCode));
  const problems: string[] = [];
  let added = 0;
  let full = false;
  for (const token of tokens(text)) {
    const parsed = postalCodeSchema.safeParse(token);
    if (!parsed.success) {
      problems.push(`${token}: ${parsed.error.issues[0]!.message}`);
      continue;
    }
    const code = parsed.data.toUpperCase();
    if (seen.has(normalisePostalCode(code))) continue;
    if (codes.length >= MAX_SERVICE_ZIPS) {
      full = true;
      continue;
    }
    seen.add(normalisePostalCode(code));
    codes.push(code);
    added++;
  }
  if (full) problems.push(`A form lists at most ${MAX_SERVICE_ZIPS} codes; the rest were left out.`);
  return { codes, added, problems };
}

/** A fee in cents as the owner reads and types it: 500 is "5", 550 is "5.50". */
export function feeDollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A typed fee in whole cents (the one rounding rule, pricing/money.ts); null when it is not an amount. */
export function feeCentsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return 0;
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  return toCents(Number(trimmed));
}
