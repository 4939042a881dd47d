// Owner app first load (decision 015's budget: <= 250 KB gzipped, the builder in its own chunk),
// and the landing page's JS (decision 096: at most 60 KB gzipped, and none of the owner app).
// What a browser fetches for /auth and for /dashboard: the entry script of app.html, the
// chunks it preloads and imports statically, and the route's lazy chunk with its own static
// imports. Dynamic import() calls are not followed: they load later, on demand.
// Reads apps/web/dist (run `npm run build` first).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
if (!fs.existsSync(path.join(dist, "index.html"))) {
  console.error("apps/web/dist is not built. Run `npm run build` first.");
  process.exit(1);
}
const assets = path.join(dist, "assets");
// app.html is the page of every route that is not prerendered: its tiny entry imports the app at
// once, and the page names the app's chunks (and the signed-in layout's) as modulepreloads.
// /auth is prerendered: its entry imports React DOM and the app, then its route.
const page = (name) =>
  fs.readFileSync(path.join(dist, fs.existsSync(path.join(dist, name)) ? name : "index.html"), "utf8");
const html = page("app.html");
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Static imports of a built chunk: `import ... from "./x.js"` and `import "./x.js"` (not import()). */
function staticImports(file) {
  const code = fs.readFileSync(path.join(assets, file), "utf8");
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return found;
}

function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of staticImports(file)) visit(dep);
  };
  files.forEach(visit);
  return seen;
}

const scriptsOf = (source) =>
  [
    ...source.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+)"/g),
    ...source.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g),
  ].map((m) => m[1]);
const entry = scriptsOf(html);
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
const files = fs.readdirSync(assets);
const chunk = (prefix) => {
  const file = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith(".js"));
  if (!file) throw new Error(`no ${prefix} chunk in apps/web/dist/assets`);
  return file;
};

const BUDGET = 250 * 1024;
const builder = chunk("form-builder-page");
let over = false;
const sum = (set) => [...set].reduce((total, file) => total + gzip(file), 0);
const entryFiles = closure(entry);
console.log(
  `${"app.html: entry + preloads (gzipped JS)".padEnd(44)} ${kb(sum(entryFiles)).padStart(10)}  (${entryFiles.size} files)`,
);
// zod's own marker: the dashboard validates nothing, so a module of the contract that builds a
// schema at load (not marked pure) and is imported by the shell brings all of zod (~26 KB) in.
const hasZod = (set) => [...set].some((file) => fs.readFileSync(path.join(assets, file), "utf8").includes("_zod"));
let dashboardBytes = 0;
for (const [route, start, prefixes, zodFree] of [
  ["/auth", scriptsOf(page("auth.html")), ["client", "start", "auth-page"], false],
  ["/dashboard", entry, ["app-layout", "dashboard-page"], true],
]) {
  const loaded = closure([...start, ...prefixes.map(chunk)]);
  const bytes = sum(loaded);
  const zodLoaded = zodFree && hasZod(loaded);
  if (route === "/dashboard") dashboardBytes = bytes;
  const ok = bytes <= BUDGET && !loaded.has(builder) && !zodLoaded;
  if (!ok) over = true;
  console.log(
    `${`first load of ${route} (gzipped JS)`.padEnd(44)} ${kb(bytes).padStart(10)}  ${ok ? "ok" : "OVER"} (budget ${kb(BUDGET)}, builder ${loaded.has(builder) ? "INCLUDED" : "not included"}${zodFree ? `, zod ${zodLoaded ? "INCLUDED" : "not included"}` : ""})`,
  );
}
// The dashboard's cold start carries only what its first paint shows: the toaster, the account
// menu's dropdown and the navigation drawer load after it.
const DASHBOARD_BUDGET = 150 * 1024;
const dashboardOk = dashboardBytes <= DASHBOARD_BUDGET;
if (!dashboardOk) over = true;
console.log(
  `${"first load of /dashboard, first paint only".padEnd(44)} ${kb(dashboardBytes).padStart(10)}  ${dashboardOk ? "ok" : "OVER"} (budget ${kb(DASHBOARD_BUDGET)})`,
);
// The landing page (index.html) has its own entry: what it loads statically must stay small and
// must not reach the app's start (src/app/start.tsx's chunk, which app.html preloads).
const LANDING_BUDGET = 60 * 1024;
const landing = closure(scriptsOf(page("index.html")));
const landingBytes = sum(landing);
const appStart = chunk("start");
const landingOk = landingBytes <= LANDING_BUDGET && !landing.has(appStart) && !landing.has(builder);
if (!landingOk) over = true;
console.log(
  `${"first load of / (landing, gzipped JS)".padEnd(44)} ${kb(landingBytes).padStart(10)}  ${landingOk ? "ok" : "OVER"} (budget ${kb(LANDING_BUDGET)}, owner app ${landing.has(appStart) ? "INCLUDED" : "not included"})`,
);
console.log(`${"owner app CSS (gzipped)".padEnd(44)} ${kb(css.reduce((t, f) => t + gzip(f), 0)).padStart(10)}`);
console.log(`${"form builder chunk (gzipped JS, loaded later)".padEnd(44)} ${kb(gzip(builder)).padStart(10)}`);
process.exitCode = over ? 1 : 0;
