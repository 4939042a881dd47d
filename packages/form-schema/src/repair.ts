import { z } from "zod";

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Stored JSON settings arrive as objects, as JSON text (the earlier product stored text), or as
 * garbage. Text is parsed (twice, for values that were encoded twice); garbage becomes undefined.
 */
export function decodeJson(value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 2 && typeof current === "string"; i++) {
    try {
      current = JSON.parse(current);
    } catch {
      return undefined;
    }
  }
  return typeof current === "string" ? undefined : current;
}

/**
 * Keeps as much of `raw` as the schema accepts and takes the rest from `fallback`: objects are
 * repaired key by key (so one bad colour does not reset the whole theme), arrays keep their
 * valid items, and anything else that fails falls back whole. Never throws.
 */
export function repair<T>(schema: z.ZodType<T>, raw: unknown, fallback: T): T {
  const direct = schema.safeParse(raw);
  if (direct.success) return direct.data;

  if (schema instanceof z.ZodObject && isPlainObject(raw) && isPlainObject(fallback)) {
    const merged: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      merged[key] = repair(child, raw[key], fallback[key]);
    }
    // Object-level refinements may still reject the merged value.
    const checked = schema.safeParse(merged);
    return checked.success ? (checked.data as T) : fallback;
  }

  if (schema instanceof z.ZodArray && Array.isArray(raw)) {
    const element = schema.element as z.ZodType;
    const kept = raw.flatMap((item) => {
      const parsed = element.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const checked = schema.safeParse(kept);
    return checked.success ? (checked.data as T) : fallback;
  }

  return fallback;
}
