import { fontStylesheetName } from "@yq/form-schema/fonts";
import type { FontFamily } from "@yq/form-schema/constants";
import { escapeHtml } from "@yq/form-schema/rich-text";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; assets?: string[] };

/** One family's built stylesheet and the woff2 its Latin text needs first, as URLs. */
export type FontAssets = { stylesheet: string; preload: string | null; css?: string };

const FONT_ENTRY = /\/fonts\/([a-z0-9-]+)\.css$/;
// The Latin upright face: the variable file (all weights) or, for static families, the 400 one.
const LATIN_UPRIGHT = /-latin-(wght|400)-normal-[^/]*\.woff2$/;

/** The per-family CSS entries of the public page's build, keyed by stylesheet name. */
export function fontsFromManifest(manifest: Record<string, ManifestChunk>): Record<string, FontAssets> {
  const fonts: Record<string, FontAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = FONT_ENTRY.exec(key)?.[1];
    if (!name || !chunk.isEntry || !chunk.file.endsWith(".css")) continue;
    const woff2 = (chunk.assets ?? []).find((file) => LATIN_UPRIGHT.test(file));
    fonts[name] = { stylesheet: `/embed-assets/${chunk.file}`, preload: woff2 ? `/embed-assets/${woff2}` : null };
  }
  return fonts;
}

export function fontFor(fonts: Record<string, FontAssets> | undefined, family: FontFamily): FontAssets | null {
  return fonts?.[fontStylesheetName(family)] ?? null;
}

/**
 * With its @font-face rules inline, the page asks for the woff2 at its first style pass, a few
 * milliseconds into the same HTML, and a preload would win nothing: measured, it only moved the
 * font's download ahead of the first paint, which Lighthouse's simulated phone then charges to the
 * LCP (1.1 s against 0.7 s without it, decision 065). A family whose stylesheet stays a link is
 * preloaded, so its woff2 does not wait for that stylesheet; crossorigin because fonts are always
 * fetched in CORS mode and a preload without it would be fetched twice.
 */
export function fontTags(font: FontAssets | null): string[] {
  if (!font) return [];
  if (font.css !== undefined) return [`<style>${font.css}</style>`];
  return [
    ...(font.preload
      ? [`<link rel="preload" href="${escapeHtml(font.preload)}" as="font" type="font/woff2" crossorigin>`]
      : []),
    `<link rel="stylesheet" href="${escapeHtml(font.stylesheet)}">`,
  ];
}
