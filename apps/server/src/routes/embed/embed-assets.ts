import fs from "node:fs";
import path from "node:path";
import { embedDist } from "../../paths";
import { fontsFromManifest, type FontAssets } from "./font-assets";

type ManifestChunk = { file: string; css?: string[]; isEntry?: boolean; assets?: string[] };
export type EmbedAssets = { scripts: string[]; styles: string[]; fonts: Record<string, FontAssets> };

/** The entry's hashed JS and CSS, and each font family's, from Vite's manifest, as URLs under /embed-assets/. */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>): EmbedAssets | null {
  // The font stylesheets are entries too: the page's own entry is the script.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith(".js"));
  if (!entry) return null;
  return {
    scripts: [`/embed-assets/${entry.file}`],
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
    const assets = assetsFromManifest(JSON.parse(fs.readFileSync(file, "utf8")));
    if (dist === embedDist) cache = { mtimeMs: stat.mtimeMs, assets };
    return assets;
  } catch {
    return null;
  }
}
