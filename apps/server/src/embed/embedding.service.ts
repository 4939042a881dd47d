import { embedChrome, type EmbedChrome } from "@yq/form-schema/embed-chrome";
import { originMayEmbed } from "@yq/form-schema/embed-settings";
import type { AppDeps } from "../app-env";
import { allowedOrigins } from "../lib/site-origin";
import { publicFormState } from "../quotes/public-form";
import { readEmbedAssets } from "./embed-assets";
import { fontFor } from "./font-assets";

/** What embed.js learns before it inserts the form: why not (or null), and how to draw it. */
export type EmbeddingCheck = { refusal: string | null; chrome: EmbedChrome | null };

/**
 * Why the page at `origin` may not embed the form, or null when it may, and the
 * chrome of its button and dialog: asked by embed.js before it inserts the iframe;
 * the page's CSP frame-ancestors is what the browser enforces. A form that is not on show answers
 * neither: the iframe then shows the page saying why. Our own origins are always allowed, as
 * 'self' is in the header.
 */
export async function embeddingCheck(
  deps: AppDeps,
  request: Request,
  formId: string,
  origin: string,
): Promise<EmbeddingCheck> {
  const state = await publicFormState(deps, formId);
  if (state.kind !== "ready") return { refusal: null, chrome: null };
  const { document } = state;
  if (
    !allowedOrigins(request, deps.env).includes(origin) &&
    !originMayEmbed(origin, document.embedSettings.allowedDomains)
  ) {
    const refusal = `This form may only be embedded on the sites its owner listed, and ${origin} is not one of them. The owner can add it in the form's Settings step.`;
    return { refusal, chrome: null };
  }
  const font = fontFor(readEmbedAssets()?.fonts, document.customization.fontFamily);
  return { refusal: null, chrome: embedChrome(document, font?.stylesheet ?? null) };
}

/**
 * The answer as a script for embed.js to load: a host page that lets our embed.js
 * run lets this run too, where a fetch would also need its connect-src. The script marks its own
 * element with the reason it is refused (data-refused) or the chrome as JSON (data-chrome), which
 * embed.js reads on its load; nothing to say: an empty script. JSON.stringify writes each value
 * as a string literal, quotes and line ends escaped.
 */
export function embeddingCheckScript({ refusal, chrome }: EmbeddingCheck): string {
  const marks = [
    refusal !== null && `s.setAttribute("data-refused",${JSON.stringify(refusal)})`,
    chrome !== null && `s.setAttribute("data-chrome",${JSON.stringify(JSON.stringify(chrome))})`,
  ].filter(Boolean);
  return marks.length === 0 ? "" : `(function(s){if(s){${marks.join(";")}}})(document.currentScript);`;
}
