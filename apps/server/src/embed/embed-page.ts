import { escapeHtml } from "@yq/form-schema/rich-text";
import { BOOT_SCRIPT, FONT_LATER_CLASS } from "../lib/embed-boot-script";
import type { EmbedAssets } from "./embed-assets";
import { fontTags, type FontAssets } from "./font-assets";
import type { PublicPageData } from "@yq/form-schema/public-document";

/**
 * JSON inside <script type="application/json">: "<" and ">" are escaped so no text an owner
 * typed ("</script>", "<!--") can end the element, and U+2028/2029 for old parsers.
 */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Styles inline: nothing render-blocking, the page paints from its HTML. */
function styleTags(assets: EmbedAssets | null, font: FontAssets | null = null) {
  if (!assets) return "";
  return [
    ...fontTags(font),
    ...(assets.css !== undefined
      ? [`<style>${assets.css}</style>`]
      : assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)),
  ].join("\n    ");
}

/** The modules, started by the boot script after the first paint (lib/embed-boot-script.ts says why). */
function scriptTag(assets: EmbedAssets | null) {
  if (!assets) return "";
  return `\n    <script data-src="${escapeHtml(assets.scripts.join(" "))}">${BOOT_SCRIPT}</script>`;
}

/**
 * `fontLater`: the form paints in its family's stand-in and the boot script switches the
 * family on after that paint (or at once when this browser has had it before).
 */
function shell(title: string, head: string, body: string, fontLater = false) {
  return `<!doctype html>
<html lang="en"${fontLater ? ` class="${FONT_LATER_CLASS}"` : ""}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(title)}</title>
    ${head}
  </head>
  <body>
${body}
  </body>
</html>`;
}

/**
 * The form page: its first step rendered on the server (`formHtml`, render-form.tsx), and the
 * document inlined as data (not executed) for the embed bundle to take the page over.
 */
export function formPage(
  title: string,
  data: PublicPageData,
  assets: EmbedAssets | null,
  font: FontAssets | null = null,
  formHtml = "",
) {
  const fallback = assets
    ? formHtml
    : `<div class="yq-page-message"><h1>Failed to load form</h1><p>The quote form is not built yet. Please try again later.</p></div>`;
  return shell(
    title,
    styleTags(assets, font),
    `    <div id="root">${fallback}</div>
    <script type="application/json" id="yq-form-data">${inlineJson(data)}</script>${scriptTag(assets)}`,
    Boolean(assets && font),
  );
}

/** A message instead of the form (missing, unpublished, not available), readable without JS. */
export function messagePage(title: string, body: string, assets: EmbedAssets | null) {
  return shell(
    title,
    styleTags(assets),
    `    <div id="root"><div class="yq-page-message" role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></div></div>${scriptTag(assets)}`,
  );
}
