import { originMayEmbed } from "@yq/form-schema/embed-settings";
import type { AppDeps } from "../app-env";
import { allowedOrigins } from "../lib/site-origin";
import { publicFormState } from "../quotes/public-form";

/**
 * Why the page at `origin` may not embed the form, or null when it may (decision 084): asked by
 * embed.js before it inserts the iframe; the page's CSP frame-ancestors is what the browser
 * enforces. A form that is not on show answers null: the iframe then shows the page saying why.
 * Our own origins are always allowed, as 'self' is in the header.
 */
export async function embeddingRefusal(
  deps: AppDeps,
  request: Request,
  formId: string,
  origin: string,
): Promise<string | null> {
  const state = await publicFormState(deps, formId);
  if (state.kind !== "ready" || allowedOrigins(request, deps.env).includes(origin)) return null;
  if (originMayEmbed(origin, state.document.embedSettings.allowedDomains)) return null;
  return `This form may only be embedded on the sites its owner listed, and ${origin} is not one of them. The owner can add it in the form's Settings step.`;
}

/**
 * The answer as a script for embed.js to load (decision 084): a host page that lets our embed.js
 * run lets this run too, where a fetch would also need its connect-src. Allowed: an empty script.
 * Refused: the script marks its own element with the reason, which embed.js reads on its load.
 * JSON.stringify writes the reason as a string literal, quotes and line ends escaped.
 */
export const embeddingCheckScript = (refusal: string | null) =>
  refusal === null
    ? ""
    : `document.currentScript&&document.currentScript.setAttribute("data-refused",${JSON.stringify(refusal)});`;
