import { fontStylesheetName } from "@yq/form-schema/fonts";
import type { FontFamily } from "@yq/form-schema/constants";
import { escapeHtml } from "@yq/form-schema/rich-text";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; assets?: string[] };

/** One family's built stylesheet and the woff2 its text needs first, as URLs. */
export type FontAssets = { stylesheet: string; preload: string | null; css?: string };

const FONT_ENTRY = /\/fonts\/([a-z0-9-]+)\.css$/;
// The ASCII part of the upright face: the variable file (all weights) or, for a
// static family, the 400 one.
const ASCII_UPRIGHT = /-ascii-(wght|400)-normal-[^/]*\.woff2$/;

/** The per-family CSS entries of the public page's build, keyed by stylesheet name. */
export function fontsFromManifest(manifest: Record<string, ManifestChunk>): Record<string, FontAssets> {
  const fonts: Record<string, FontAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = FONT_ENTRY.exec(key)?.[1];
    if (!name || !chunk.isEntry || !chunk.file.endsWith(".css")) continue;
    const woff2 = (chunk.assets ?? []).find((file) => ASCII_UPRIGHT.test(file));
    fonts[name] = { stylesheet: `/embed-assets/${chunk.file}`, preload: woff2 ? `/embed-assets/${woff2}` : null };
  }
  return fonts;
}

export function fontFor(fonts: Record<string, FontAssets> | undefined, family: FontFamily): FontAssets | null {
  return fonts?.[fontStylesheetName(family)] ?? null;
}

/**
 * The family's @font-face rules (inline when they can be, else its stylesheet) and a preload of the
 * ASCII part of its upright face (decision 071): about 22 KB, so it is in the browser's cache when
 * the page switches the family on after its first paint, and small enough that Lighthouse's
 * simulated phone, which charges it to the LCP, still paints by 1.0 s (the whole Latin file, 48 KB,
 * put it at 1.1-1.2 s). crossorigin because fonts are always fetched in CORS mode and a preload
 * without it would be fetched twice.
 */
export function fontTags(font: FontAssets | null): string[] {
  if (!font) return [];
  const preload = font.preload
    ? [`<link rel="preload" href="${escapeHtml(font.preload)}" as="font" type="font/woff2" crossorigin>`]
    : [];
  const rules =
    font.css !== undefined
      ? `<style>${font.css}</style>`
      : `<link rel="stylesheet" href="${escapeHtml(font.stylesheet)}">`;
  return [...preload, rules];
}
