import fs from "node:fs";
import path from "node:path";
import { embedDist } from "../paths";
import { fontsFromManifest, type FontAssets } from "./font-assets";

type ManifestChunk = { file: string; css?: string[]; isEntry?: boolean; assets?: string[]; imports?: string[] };
/** `css`: the entry's stylesheets' text, inlined in the page so it paints without fetching them. */
export type EmbedAssets = { scripts: string[]; styles: string[]; css?: string; fonts: Record<string, FontAssets> };

/** A chunk's file and, after it, every chunk it imports statically, each once. */
function staticFiles(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk, seen = new Set<string>()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) if (manifest[key]) staticFiles(manifest, manifest[key], seen);
  return seen;
}

/**
 * The entry's hashed JS (with the chunks it imports, so the page asks for all of them at once
 * rather than finding React only once the entry has arrived) and CSS, and each font family's,
 * from Vite's manifest, as URLs under /embed-assets/.
 */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>): EmbedAssets | null {
  // The font stylesheets are entries too: the page's own entry is the script.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith(".js"));
  if (!entry) return null;
  return {
    scripts: [...staticFiles(manifest, entry)].map((file) => `/embed-assets/${file}`),
    styles: (entry.css ?? []).map((file) => `/embed-assets/${file}`),
    fonts: fontsFromManifest(manifest),
  };
}

let cache: { mtimeMs: number; assets: EmbedAssets | null } | null = null;

/** Re-read only when the build changed it, so a rebuild is picked up without a restart. */
export function readEmbedAssets(dist = embedDist): EmbedAssets | null {
  const file = path.join(dist, ".vite/manifest.json");
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (cache && cache.mtimeMs === stat.mtimeMs && dist === embedDist) return cache.assets;
  try {
    const assets = withInlineCss(assetsFromManifest(JSON.parse(fs.readFileSync(file, "utf8"))), dist);
    if (dist === embedDist) cache = { mtimeMs: stat.mtimeMs, assets };
    return assets;
  } catch {
    return null;
  }
}

/** The stylesheets' text (a few KB: the whole of it is the critical CSS of the page). */
function withInlineCss(assets: EmbedAssets | null, dist: string): EmbedAssets | null {
  if (!assets) return null;
  const read = (url: string) => fs.readFileSync(path.join(dist, url.replace(/^\/embed-assets\//, "")), "utf8");
  // A stylesheet that could end the <style> element early stays a link.
  const inlinable = (css: string) => (/<\/style/i.test(css) ? undefined : css);
  const css = inlinable(assets.styles.map(read).join("\n"));
  // A family's @font-face rules (a few KB, absolute URLs) are inlined too, so no font stylesheet blocks the paint.
  const fonts = Object.fromEntries(
    Object.entries(assets.fonts).map(([name, font]) => [name, { ...font, css: inlinable(read(font.stylesheet)) }]),
  );
  return { ...assets, css, fonts };
}
