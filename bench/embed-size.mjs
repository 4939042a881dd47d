// Size of what a visitor downloads for the public form (budgets of decision 015):
// the embed page's JavaScript <= 75 KB gzipped, the /embed.js loader <= 2 KB gzipped, and the
// /embed-chrome.js it loads for its dialogs <= 2 KB; and the
// lazy lawn-measuring chunks, loaded only by a visitor asked to measure,
// each with a budget just above its size when it was measured (2026-11-24), so growth is seen.
// Reads the built files (run `npm run build` first) exactly as the server links them: the
// entry from apps/embed/dist/.vite/manifest.json plus every chunk it imports statically.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "../apps/embed/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("apps/embed/dist is not built. Run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// The font families are CSS entries of the same build; the page's entry is the script.
const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.file.endsWith(".js"));
const initial = new Set();
const lazy = new Set();
(function walk(key) {
  const chunk = manifest[key];
  if (initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
  for (const dep of chunk.dynamicImports ?? []) lazy.add(manifest[dep].file);
})(entryKey);
for (const file of initial) lazy.delete(file);

const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0);
const pageJs = sum(initial);
const lazyJs = sum(lazy);
const css = (manifest[entryKey].css ?? []).reduce((total, file) => total + gzip(file), 0);
const loader = gzip("embed.js");

// The measuring step (address box, typed area, outline checks) and the map inside it (Leaflet,
// terra-draw and its adapter, with Leaflet's CSS), found by their source files.
const chunkOf = (source) => {
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(source));
  if (!entry) {
    console.error(`No chunk for ${source} in the manifest: was it renamed? Update bench/embed-size.mjs.`);
    process.exit(1);
  }
  return entry[1];
};
const stepChunk = chunkOf("quote-form/src/measure/measure-step.tsx");
const mapChunk = chunkOf("quote-form/src/measure/lawn-draw.ts");

const rows = [
  ["embed page JS (initial, gzipped)", pageJs, 75 * 1024],
  ["embed page JS loaded later (gzipped)", lazyJs, null],
  ["embed page CSS (gzipped)", css, null],
  ["embed.js loader (gzipped)", loader, 2 * 1024],
  // Loaded by embed.js for the popup, slide-in and full-page modes only.
  ["embed-chrome.js (gzipped)", gzip("embed-chrome.js"), 2 * 1024],
  ["measuring step chunk JS (lazy, gzipped)", gzip(stepChunk.file), 26 * 1024],
  ["map chunk JS (lazy, gzipped)", gzip(mapChunk.file), 74 * 1024],
  ["map chunk CSS (lazy, gzipped)", sum(mapChunk.css ?? []), 6.5 * 1024],
];
let over = false;
for (const [label, bytes, budget] of rows) {
  const verdict =
    budget === null ? "" : bytes <= budget ? `  ok (budget ${kb(budget)})` : `  OVER budget ${kb(budget)}`;
  if (budget !== null && bytes > budget) over = true;
  console.log(`${label.padEnd(40)} ${kb(bytes).padStart(10)}${verdict}`);
}
process.exitCode = over ? 1 : 0;
