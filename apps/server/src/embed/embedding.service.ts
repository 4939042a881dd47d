import { originMayEmbed } from "@yq/form-schema/embed-settings";
import type { AppDeps } from "../app-env";
import { allowedOrigins } from "../lib/site-origin";
import { publicFormState } from "../quotes/public-form";

export type EmbeddingAnswer = { allowed: true } | { allowed: false; error: string };

/**
 * Whether the page at `origin` may embed the form (decision 084), for embed.js before it inserts
 * the iframe; the page's CSP frame-ancestors is what the browser enforces. A form that is not on
 * show answers yes: the iframe then shows the page saying why. No origin (a same-origin request
 * sends none) and our own origins are always allowed, as 'self' is in the header.
 */
export async function embeddingAnswer(
  deps: AppDeps,
  request: Request,
  formId: string,
  origin: string | undefined,
): Promise<EmbeddingAnswer> {
  const state = await publicFormState(deps, formId);
  if (state.kind !== "ready" || !origin || allowedOrigins(request, deps.env).includes(origin)) return { allowed: true };
  if (originMayEmbed(origin, state.document.embedSettings.allowedDomains)) return { allowed: true };
  return {
    allowed: false,
    error: `This form may only be embedded on the sites its owner listed, and ${origin} is not one of them. The owner can add it in the form's Settings step.`,
  };
}
