import type { FontFamily } from "./constants";

/**
 * The file name (without .css) of a family's stylesheet in packages/quote-form/src/fonts: the
 * public page's build emits one stylesheet per family under this name, and the server links
 * only the one the form uses.
 */
export function fontStylesheetName(family: FontFamily): string {
  return family.toLowerCase().replace(/\s+/g, "-");
}
