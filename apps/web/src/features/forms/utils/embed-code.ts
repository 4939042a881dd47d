import { publicOrigin } from "./public-origin";

/** Where a published form lives for visitors. */
export function directLink(formId: string, origin: string = publicOrigin()): string {
  return `${origin}/forms/embed/${formId}`;
}

/** The snippet owners paste into their site (an iframe the full width of its column, 600 px high, without a border). */
export function embedCode(formId: string, origin: string = publicOrigin()): string {
  return `<iframe src="${directLink(formId, origin)}" width="100%" height="600" frameborder="0" style="border:none;"></iframe>`;
}

/** How embed.js shows the form on the owner's page (data-mode; inline is the default). */
export const EMBED_MODES = ["inline", "popup", "slide-in", "full-page"] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];

export type EmbedOptions = {
  mode: EmbedMode;
  /** Only for the owner app's own previews: the form sends nothing. */
  preview?: boolean;
};

/**
 * The embed.js snippet for a mode (which tags it pushes to is the form's setting;
 * the popup and slide-in button's text and place are too).
 */
export function modeEmbedCode(formId: string, options: EmbedOptions, origin: string = publicOrigin()): string {
  const attributes = [
    `src="${origin}/embed.js"`,
    `data-form-id="${formId}"`,
    options.mode !== "inline" && `data-mode="${options.mode}"`,
    options.preview && `data-yq-preview="1"`,
  ].filter(Boolean);
  return `<script ${attributes.join(" ")} async></script>`;
}
