import fs from "node:fs";
import path from "node:path";
import { embedDist } from "../../paths";

type ManifestChunk = { file: string; css?: string[]; isEntry?: boolean };
export type EmbedAssets = { scripts: string[]; styles: string[] };

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
    const assets = assetsFromManifest(JSON.parse(fs.readFileSync(file, "utf8")));
    if (dist === embedDist) cache = { mtimeMs: stat.mtimeMs, assets };
    return assets;
  } catch {
    return null;
  }
}
