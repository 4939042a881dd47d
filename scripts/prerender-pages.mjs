// Renders the prerendered pages of the owner app (apps/web/src/prerender.tsx, built with `vite
// build --ssr` into apps/web/dist-ssr) into apps/web/dist: the landing page as index.html, which
// the server answers for "/", the sign-in page as auth.html for "/auth",
// the owner's screens' loading states (dashboard.html, forms.html, …) for their paths with a
// session cookie (decisions 098 and 123). The landing page fills its own shell (landing.html: its small entry, not the
// app); the others fill the app's. The app's untouched page becomes app.html, the
// start of every other route, with the app's chunks preloaded: there the tiny entry
// (src/main.tsx) imports the app at once.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
const dist = path.join(web, "dist");
const ssr = path.join(web, "dist-ssr");
const FILES = { "/": "index.html", "/auth": "auth.html" };
/**
 * The signed-in screens prerendered in their loading state, by route pattern: the file the server
 * sends for it to a request with a session cookie (apps/server/src/app.ts holds the same names),
 * how the app takes the page over (src/app/signed-in-shell.ts: the dashboard's markup is its
 * loading state and is hydrated, decision 098; the others are replaced, decision 123) and the
 * screen's own chunk, preloaded with the app's.
 */
const SIGNED_IN = {
  "/dashboard": ["dashboard.html", "hydrate", "src/features/dashboard/components/dashboard-page.tsx"],
  "/forms": ["forms.html", "replace", "src/features/forms/components/forms-page.tsx"],
  "/forms/:id/details": ["form-details.html", "replace", "src/features/forms/components/form-details-page.tsx"],
  "/forms/:id/submissions": ["form-submissions.html", "replace", "src/features/leads/components/submissions-page.tsx"],
  "/forms/:id/edit": ["form-edit.html", "replace", "src/features/form-builder/components/form-builder-page.tsx"],
  "/leads": ["leads.html", "replace", "src/features/leads/components/all-leads-page.tsx"],
  "/schedule": ["schedule.html", "replace", "src/features/scheduling/components/schedule-page.tsx"],
  "/profile": ["profile.html", "replace", "src/features/profile/components/profile-page.tsx"],
  "/subscription": ["subscription.html", "replace", "src/features/billing/components/subscription-page.tsx"],
};
for (const [route, [file]] of Object.entries(SIGNED_IN)) FILES[route] = file;
/** The shell each page is rendered into: the landing page has its own. */
const shellOf = (route) => (route === "/" ? "landing.html" : "index.html");

const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(path.join(ssr, "prerender.js")).href);
const shells = Object.fromEntries(
  ["index.html", "landing.html"].map((name) => {
    const html = fs.readFileSync(path.join(dist, name), "utf8");
    if (!html.includes('<div id="root"></div>')) throw new Error(`apps/web/dist/${name} has no empty root element`);
    return [name, html];
  }),
);
const shell = shells["index.html"];

const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

/**
 * The app chunk the entry imports (src/app/start.tsx), the signed-in layout (most routes of
 * app.html are signed-in pages) and the dashboard, with every chunk they import statically; for a
 * signed-in screen's page, its own screen's chunk too (else asked for only once the router has run).
 */
function appChunks(screen) {
  const files = new Set();
  const visit = (key) => {
    if (files.has(manifest[key].file)) return;
    files.add(manifest[key].file);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  // The dashboard too: it is where sign-in lands and the app's home, and its chunk would
  // otherwise be asked for only once the router has run.
  for (const source of [
    "src/app/start.tsx",
    "src/app/layouts/app-layout.tsx",
    "src/features/dashboard/components/dashboard-page.tsx",
    ...(screen ? [screen] : []),
  ]) {
    const key = Object.keys(manifest).find((name) => name.endsWith(source));
    if (!key) throw new Error(`no chunk for ${source} in the manifest: was it renamed?`);
    visit(key);
  }
  return [...files];
}

const preloadLinks = appChunks().map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
const preloads = preloadLinks.join("\n    ");
fs.writeFileSync(path.join(dist, "app.html"), shell.replace("</head>", `  ${preloads}\n  </head>`));

// A prerendered page paints from its HTML alone: its stylesheet inline instead of a blocking link
// (built URLs inside it are absolute, /assets/…, so they hold from the page too). The link stays,
// disabled (a browser fetches no disabled stylesheet): Vite's loader of lazy chunks adds a chunk's
// stylesheet unless the page links it already, and the entry's is this one.
const inlineStyles = (page) =>
  page.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href) => {
    const css = fs.readFileSync(path.join(dist, href), "utf8");
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
  });

for (const route of Object.keys(PRERENDERED_PAGES)) {
  const file = FILES[route];
  if (!file) throw new Error(`no file name for the prerendered page ${route}`);
  // React leads the markup with the preloads of the eager images (on the landing, the first
  // screenshot, the largest thing in view on a phone): they go to the head, so the root holds
  // only what hydrates.
  const [, head, html] = renderPage(route).match(/^((?:<link [^>]*\/>)*)([\s\S]*)$/);
  // A signed-in screen starts the app right after its first paint (src/main.tsx): its page carries
  // the app's preloads inert, in a template the entry adds to the head then. As links in the head
  // they would be fetched before the paint, and Lighthouse charges the paint for every byte that
  // arrived before it (decision 061). The root says how the app takes the page over.
  const [, takeOver, screen] = SIGNED_IN[route] ?? [];
  const inert = takeOver
    ? `  <template id="app-preloads">${appChunks(screen)
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
        .join("")}</template>\n  </head>`
    : "</head>";
  const root = takeOver ? `<div id="root" data-shell="${takeOver}">` : '<div id="root">';
  fs.writeFileSync(
    path.join(dist, file),
    inlineStyles(shells[shellOf(route)])
      .replace("</head>", head ? `  ${head.replaceAll("/><", "/>\n    <")}\n  </head>` : "</head>")
      .replace("</head>", inert)
      .replace('<div id="root"></div>', `${root}${html}</div>`),
  );
  console.log(`${route} prerendered into ${file}: ${Math.round(html.length / 1024)} KB of HTML`);
}
fs.rmSync(ssr, { recursive: true, force: true });
// The landing shell lives on as index.html; served under its own name it would be an empty page.
fs.rmSync(path.join(dist, "landing.html"));
// The manifest has served its purpose; it is not part of what the server serves.
fs.rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
