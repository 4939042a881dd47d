import fs from "node:fs";
import path from "node:path";
import { embedDist } from "../../paths";

type ManifestChunk = { file: string; css?: string[]; isEntry?: boolean };
/** `css`: the entry's stylesheets' text, inlined in the page so it paints without fetching them. */
export type EmbedAssets = { scripts: string[]; styles: string[]; css?: string };

/** The entry's hashed JS and CSS from Vite's manifest, as URLs under /embed-assets/. */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>): EmbedAssets | null {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return null;
  return { scripts: [`/embed-assets/${entry.file}`], styles: (entry.css ?? []).map((file) => `/embed-assets/${file}`) };
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
  const css = assets.styles.map((url) => fs.readFileSync(path.join(dist, url.replace(/^\/embed-assets\//, "")), "utf8")).join("\n");
  // A stylesheet that could end the <style> element early stays a link.
  return /<\/style/i.test(css) ? assets : { ...assets, css };
}
