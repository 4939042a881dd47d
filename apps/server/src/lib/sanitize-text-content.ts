import type { TextContent } from "@yq/form-schema/form-document";
import { textContentFormat } from "@yq/form-schema/rich-text-rules";
import { sanitizeRichText } from "./sanitize-rich-text";

/** Every Customization text cleaned to its own format: button labels lose all tags, only the disclaimer keeps bullets. */
export function sanitizeTextContent(text: TextContent): TextContent {
  const out = { ...text };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === "string")
      (out as Record<string, unknown>)[key] = sanitizeRichText(value, textContentFormat(key) ?? "plain");
  }
  return out;
}
