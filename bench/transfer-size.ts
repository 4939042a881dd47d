// What a browser actually downloads for each page, as the server sends it (compressed, every
// request the page makes until the network is idle), measured by Chromium itself (the DevTools
// protocol's encoded byte counts, headers included). The gzipped sizes of bench/embed-size.mjs and
// bench/web-size.mjs are what the build weighs; this is what is served, so the two cannot disagree
// unnoticed. Starts the server `npm start` runs (build first) on a throw-away DATA_DIR.
import type { Browser } from "playwright-core";
import { signUpInContext } from "../e2e/support/accounts";
import { launchBrowser } from "../e2e/support/browser";
import { publishForm } from "../e2e/support/published-form";
import { startServer } from "../e2e/support/server";

type Measured = { requests: number; bytes: number; uncompressed: number };

/** Opens `url` in a fresh context (empty cache) and adds up every response's bytes on the wire. */
async function transferred(
  browser: Browser,
  url: string,
  cookies: Awaited<ReturnType<import("playwright-core").BrowserContext["cookies"]>>,
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const measured: Measured = { requests: 0, bytes: 0, uncompressed: 0 };
  const sizes = new Map<string, number>();
  cdp.on("Network.dataReceived", (event) =>
    sizes.set(event.requestId, (sizes.get(event.requestId) ?? 0) + event.dataLength),
  );
  cdp.on("Network.loadingFinished", (event) => {
    measured.requests++;
    measured.bytes += event.encodedDataLength;
    measured.uncompressed += sizes.get(event.requestId) ?? 0;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return measured;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer({ LOG_LEVEL: "silent" });
const browser = await launchBrowser();
try {
  const owner = await browser.newContext();
  await signUpInContext(owner, server.url);
  const formId = await publishForm(owner, server.url);
  const signedIn = await owner.cookies();
  await owner.close();
  console.log(
    `${"page (as served, fresh cache)".padEnd(34)} ${"requests".padStart(8)} ${"transferred".padStart(12)} ${"uncompressed".padStart(13)}`,
  );
  for (const [label, route, cookies] of [
    ["/forms/embed/:id", `/forms/embed/${formId}`, []],
    ["/ (landing)", "/", []],
    ["/auth", "/auth", []],
    ["/dashboard (signed in)", "/dashboard", signedIn],
  ] as const) {
    const m = await transferred(browser, server.url + route, [...cookies]);
    console.log(
      `${label.padEnd(34)} ${String(m.requests).padStart(8)} ${kb(m.bytes).padStart(12)} ${kb(m.uncompressed).padStart(13)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
