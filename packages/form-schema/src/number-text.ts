// Numbers written as en-US writes them ("1,234", "1,234.50") without Intl (decision 132): the first
// Intl call in a page builds ICU's number and locale data, 30-50 ms of a phone's main thread before
// anything is formatted, while writing digits by hand costs microseconds. The rounding is Intl's:
// half away from zero, applied to the number's shortest decimal form (44.995 is "45.00", as Intl
// writes it, where toFixed would read the binary value just below and write "44.99").

/** The few numbers the hand-written path does not cover: exponent forms, NaN, ±Infinity, more than 15 digits. */
let fallback: Map<number, Intl.NumberFormat> | undefined;
function viaIntl(value: number, places: number): string {
  fallback ??= new Map();
  let format = fallback.get(places);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: places, maximumFractionDigits: places });
    fallback.set(places, format);
  }
  return format.format(Math.abs(value));
}

const PLAIN = /^(\d+)(?:\.(\d+))?$/;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The magnitude of `value` rounded to `places` decimals and grouped by thousands: "1,234.50" for
 * (-1234.5, 2). The sign is the caller's to write.
 */
export function unsignedDecimalText(value: number, places: number): string {
  const plain = PLAIN.exec(String(Math.abs(value)));
  const [whole = "0", fraction = ""] = plain ? [plain[1], plain[2]] : [];
  if (!plain || whole.length + places > 15) return viaIntl(value, places);
  let digits = whole + fraction.slice(0, places).padEnd(places, "0");
  if ((fraction[places] ?? "0") >= "5") digits = String(Number(digits) + 1).padStart(digits.length, "0");
  const cut = digits.length - places;
  const grouped = digits.slice(0, cut).replace(THOUSANDS, ",");
  return places > 0 ? `${grouped}.${digits.slice(cut)}` : grouped;
}

/** Whether Intl writes a minus before `value`: a negative number, negative zero included. */
export const hasMinus = (value: number) => value < 0 || Object.is(value, -0);

/** "12,345": a count or a whole number of units, rounded half away from zero like Intl. */
export function wholeNumberText(value: number): string {
  return `${hasMinus(value) ? "-" : ""}${unsignedDecimalText(value, 0)}`;
}

/** "1,234.5", "0.25": a number as toLocaleString("en-US") writes it, to three decimals at most. */
export function numberText(value: number): string {
  const text = unsignedDecimalText(value, 3);
  return `${hasMinus(value) ? "-" : ""}${text.includes(".") ? text.replace(/\.?0+$/, "") : text}`;
}
