import { z } from "zod";
import { LIMITS } from "./constants";

// Shared leaf schemas, so every bound of the document is defined once.

export const textSchema = z.string().max(LIMITS.text);
export const shortTextSchema = z.string().max(LIMITS.shortText);
/**
 * HTML from the owner's rich-text editor (or escaped text that is shown as HTML). Branded, so a
 * plain string cannot be stored, sanitised or rendered as one by mistake: rich text comes from
 * parsing a document, from the sanitiser, or from plainTextToRichText / editableTextToHtml, which
 * escape. Only the type is branded; the stored JSON is the same string.
 */
const richTextUpTo = (max: number) => z.string().max(max).brand<"RichText">();
export const richTextSchema = richTextUpTo(LIMITS.richText);
/** Rich text held to the plain-text bound: the upsell message, typed as text and stored escaped. */
export const boundedRichTextSchema = richTextUpTo(LIMITS.text);
export type RichText = z.infer<typeof richTextSchema>;
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
