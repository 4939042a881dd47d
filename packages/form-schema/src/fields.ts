import { z } from "zod";
import { LIMITS } from "./constants";

// Shared leaf schemas, so every bound of the document is defined once.

export const textSchema = z.string().max(LIMITS.text);
export const shortTextSchema = z.string().max(LIMITS.shortText);
export const richTextSchema = z.string().max(LIMITS.richText);
// Any text up to the URL bound: redirect and upsell links may be saved while invalid (the editor only hints).
export const urlTextSchema = z.string().max(LIMITS.url);
export const idSchema = z.string().min(1).max(LIMITS.id);
export const priceSchema = z.number().min(0).max(LIMITS.price);

// Colours end up in inline styles of the public page. Hex, rgb()/rgba(), hsl() and named colours
// pass; characters that could leave the CSS value (; : " ' / \ { }) do not.
export const colorSchema = z
  .string()
  .min(1)
  .max(LIMITS.color)
  .regex(/^[#a-zA-Z0-9(),.%\s-]+$/, "Invalid colour");
