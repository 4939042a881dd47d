import http from "node:http";
import { freePort } from "./server";

// A plain "owner website" on another origin, with its own strict CSP (external scripts only),
// that embeds forms with the /embed.js snippet and records the form's DOM events.
const HOST_SCRIPT = `window.__yqEvents = [];
for (const name of ["load", "quote", "accept", "decline"]) {
  document.addEventListener("yardquote:" + name, (e) => window.__yqEvents.push({ name, detail: e.detail }));
}`;

// Stand-ins for Google Tag Manager's dataLayer and the Meta Pixel's fbq that record what the
// page pushed to them (the real ones would send it to Google and Meta).
const TRACKERS_SCRIPT = `window.dataLayer = [];
window.__fbq = [];
window.fbq = function () { window.__fbq.push(Array.prototype.slice.call(arguments)); };`;

export type OwnerSite = { url: string; close: () => Promise<void> };

/**
 * `forms` maps a page ("/" + key) to the form it embeds; `attributes` adds attributes to that
 * page's snippet (data-prefill-email="..."); pages in `trackers` also have the dataLayer and fbq
 * stand-ins.
 */
export async function startOwnerSite(
  appUrl: string,
  forms: Record<string, string>,
  { attributes = {}, trackers = [] }: { attributes?: Record<string, string>; trackers?: string[] } = {},
): Promise<OwnerSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/host.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(HOST_SCRIPT);
    }
    if (path === "/trackers.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(TRACKERS_SCRIPT);
    }
    if (path === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }
    if (path === "/thanks.html") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<!doctype html><title>Thanks</title><h1>Thanks from Green Lawns</h1>");
    }
    if (path === "/snippet") {
      // The HTML embed code as the owner copies it from the form details (no loader).
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<!doctype html><title>Snippet</title><h1>Plain iframe</h1>
<iframe src="${appUrl}/forms/embed/${forms.main}" width="100%" height="600" frameborder="0" style="border: none;"></iframe>`);
    }
    const key = path.slice(1) || "main";
    const formId = forms[key];
    if (!formId) {
      res.writeHead(404);
      return res.end("not found");
    }
    res.writeHead(200, {
      "content-type": "text/html",
      // Our origin's stylesheet and fonts give the popup's button the form's font.
      "content-security-policy": `default-src 'self'; script-src 'self' ${appUrl}; frame-src ${appUrl}; style-src ${appUrl}; font-src ${appUrl}`,
    });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Green Lawns Co.</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><header><h1>Green Lawns Co.</h1><p>Get a price in one minute.</p></header>
<script src="/host.js"></script>${trackers.includes(key) ? '\n<script src="/trackers.js"></script>' : ""}
<script src="${appUrl}/embed.js" data-form-id="${formId}" ${attributes[key] ?? ""}></script>
<footer>© Green Lawns</footer></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
