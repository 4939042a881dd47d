// Puts the landing page's HTML (rendered by apps/web/src/prerender.tsx, built with `vite build
// --ssr` into apps/web/dist-ssr) into apps/web/dist/index.html, which the server answers for "/";
// the untouched page becomes app.html, the start of every other route (decision 027).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
const dist = path.join(web, "dist");
const ssr = path.join(web, "dist-ssr");

const { renderLanding } = await import(pathToFileURL(path.join(ssr, "prerender.js")).href);
// React leads the markup with the preloads of the eager images (the first screenshot, the
// largest thing in view on a phone): they go to the head, so the root holds only what hydrates.
const [, head, html] = renderLanding().match(/^((?:<link [^>]*\/>)*)([\s\S]*)$/);
const shell = fs.readFileSync(path.join(dist, "index.html"), "utf8");
if (!shell.includes('<div id="root"></div>')) throw new Error("apps/web/dist/index.html has no empty root element");
fs.writeFileSync(path.join(dist, "app.html"), shell);
// The landing page paints from its HTML alone: its stylesheet inline instead of a blocking link
// (built URLs inside it are absolute, /assets/…, so they hold from the page too).
const inlineStyles = (page) =>
  page.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href) => {
    const css = fs.readFileSync(path.join(dist, href), "utf8");
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
fs.writeFileSync(
  path.join(dist, "index.html"),
  inlineStyles(shell)
    .replace("</head>", `  ${head.replaceAll("/><", "/>\n    <")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
);
fs.rmSync(ssr, { recursive: true, force: true });
console.log(`landing page prerendered: ${Math.round(html.length / 1024)} KB of HTML`);
