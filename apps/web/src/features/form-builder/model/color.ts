// The background is stored as one colour string; the opacity slider (0-100) turns it into
// rgba(). A colour input only speaks #rrggbb, so both directions live here.

export type ColorWithOpacity = { hex: string; opacity: number };

const HEX6 = /^#([0-9a-f]{6})$/i;
const HEX3 = /^#([0-9a-f]{3})$/i;
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i;

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");

/** Best effort: anything we cannot read shows as white at full opacity in the picker. */
export function parseColor(value: string): ColorWithOpacity {
  const v = value.trim();
  if (HEX6.test(v)) return { hex: v.toUpperCase(), opacity: 100 };
  const short = HEX3.exec(v);
  if (short) return { hex: `#${[...short[1]].map((c) => c + c).join("")}`.toUpperCase(), opacity: 100 };
  const m = RGBA.exec(v);
  if (m) {
    const alpha = m[4] === undefined ? 1 : Math.max(0, Math.min(1, Number(m[4])));
    return { hex: `#${hex2(+m[1])}${hex2(+m[2])}${hex2(+m[3])}`.toUpperCase(), opacity: Math.round(alpha * 100) };
  }
  return { hex: "#FFFFFF", opacity: 100 };
}

/** rgba(r, g, b, a) with a = opacity / 100. */
export function toRgba(hex: string, opacity: number): string {
  const { hex: clean } = parseColor(hex);
  const r = parseInt(clean.slice(1, 3), 16);
  const g = parseInt(clean.slice(3, 5), 16);
  const b = parseInt(clean.slice(5, 7), 16);
  const a = Math.max(0, Math.min(100, Math.round(opacity))) / 100;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** A colour input needs #rrggbb; other stored forms (rgb(), names) fall back to the parsed hex. */
export function toHexForInput(value: string): string {
  return parseColor(value).hex.toLowerCase();
}
