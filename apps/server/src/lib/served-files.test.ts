import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embedDist, webDist } from "../paths";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

// What a browser is sent, against the real build: `npm test` builds first.
let t: TestApp;
beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, "index.html")) || !fs.existsSync(path.join(embedDist, ".vite/manifest.json"))) {
    throw new Error("These tests serve the build: run `npm run build` first.");
  }
  t = await createTestApp();
});
afterAll(() => t?.close());

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const YEAR = "public, max-age=31536000, immutable";

/** The biggest built script of a folder: one the build wrote .br and .gz copies of. */
function biggestScript(dir: string) {
  const [file] = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size);
  return { name: file, content: fs.readFileSync(path.join(dir, file)) };
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("hashed files of the build", () => {
  it("are sent as their brotli or gzip copy by Accept-Encoding, with Vary, cached for a year", async () => {
    const script = biggestScript(path.join(webDist, "assets"));
    const url = `/assets/${script.name}`;
    const br = await t.app.request(url, { headers: BROWSER });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("cache-control")).toBe(YEAR);
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    const compressed = await bytes(br);
    expect(compressed.length).toBeLessThan(script.content.length / 2);
    expect(zlib.brotliDecompressSync(compressed).equals(script.content)).toBe(true);

    const gz = await t.app.request(url, { headers: { "accept-encoding": "gzip, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gz)).equals(script.content)).toBe(true);

    const plain = await t.app.request(url);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect((await bytes(plain)).equals(script.content)).toBe(true);
  });

  it("the public form's script too, and its build manifest is not served", async () => {
    const script = biggestScript(path.join(embedDist, "assets"));
    const res = await t.app.request(`/embed-assets/assets/${script.name}`, { headers: BROWSER });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe(YEAR);
    expect(zlib.brotliDecompressSync(await bytes(res)).equals(script.content)).toBe(true);
    expect((await t.app.request("/embed-assets/.vite/manifest.json")).status).toBe(404);
    expect((await t.app.request("/embed-assets/embed.js")).status).toBe(404);
    const loader = await t.app.request("/embed.js", { headers: BROWSER });
    expect(loader.headers.get("cache-control")).toBe("public, max-age=300");
    expect(loader.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("a missing one is a 404 that no cache keeps, never the app page cached for a year", async () => {
    for (const url of [
      "/assets/index-DoesNotExist.js",
      "/assets/gone.css",
      "/embed-assets/assets/main-gone.js",
      "/assets/index-x.js.br",
    ]) {
      const res = await t.app.request(url, { headers: BROWSER });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("cache-control") ?? "", url).not.toMatch(/immutable|max-age=31536000/);
      expect(await res.text(), url).not.toMatch(/<html/i);
    }
  });
});

describe("the app page", () => {
  it("is revalidated on every route, compressed, and answers 304 when unchanged", async () => {
    for (const route of ["/", "/auth", "/dashboard", "/forms/0f8e4c2a-6b1d-4e3f-9a57-2c8d1e6b4a90/edit"]) {
      const res = await t.app.request(route, { headers: BROWSER });
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cache-control"), route).toBe("no-cache");
      expect(res.headers.get("content-type"), route).toMatch(/text\/html/);
      expect(res.headers.get("content-encoding"), route).toBe("br");
      expect(zlib.brotliDecompressSync(await bytes(res)).toString(), route).toMatch(/<div id="root">/);
      const etag = res.headers.get("etag")!;
      const again = await t.app.request(route, { headers: { ...BROWSER, "if-none-match": etag } });
      expect(again.status, route).toBe(304);
    }
  });

  it("is sent only at the addresses of the app's screens; any other is a 404 page (decision 103)", async () => {
    for (const route of ["/Dashboard", "/dashboard/", "/forms/123/edit", "/FORMS/EMBED/x", "/index.html", "/nope"]) {
      const res = await t.app.request(route, { headers: BROWSER });
      expect(res.status, route).toBe(404);
      expect(res.headers.get("cache-control"), route).toBe("no-store");
      expect(await res.text(), route).not.toContain('<div id="root">');
    }
  });

  it("/favicon.ico, which a browser asks of any page without an icon link, leads to the build's icon", async () => {
    const res = await t.app.request("/favicon.ico");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/favicon.svg");
  });
});

describe("the prerendered pages", () => {
  it("the landing arrives rendered (no stylesheet to wait for, the first screenshot preloaded), the sign-in page too; other routes get the empty shell", async () => {
    const landing = await (await t.app.request("/")).text();
    expect(landing).toContain("Turn website visitors into booked lawn jobs");
    // The stylesheet is inline; its link stays, disabled, for Vite's chunk loader.
    expect(landing).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(landing).toMatch(/<style>/);
    expect(landing).toMatch(/<link rel="preload" as="image" imageSrcSet="\/assets\/form-builder-480-[^"]+\.webp 480w/);
    expect(landing).toMatch(/<img [^>]*srcSet="[^"]+ 480w, [^"]+ 800w, [^"]+ 1200w" sizes="[^"]+"/);
    // The landing has its own small entry: nothing of the owner app is preloaded.
    expect(landing).not.toMatch(/<link rel="modulepreload"[^>]*\/assets\/(start|react|client|providers)-/);
    const auth = await (await t.app.request("/auth")).text();
    expect(auth).toMatch(/<label[^>]*for="email"[^>]*>Email<\/label>/);
    expect(auth).toMatch(/<button[^>]*type="submit" disabled="">Sign In<\/button>/);
    expect(auth).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(auth).not.toContain("Turn website visitors");
    const shell = await (await t.app.request("/dashboard")).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/);
  });

  it("the dashboard arrives as its loading state to a request with a session cookie, the empty shell without (decision 098)", async () => {
    const owner = await t.signUp();
    const signedIn = await owner.get("/dashboard");
    expect(signedIn.headers.get("vary")).toMatch(/cookie/i);
    const page = await signedIn.text();
    expect(page).toMatch(/<h1[^>]*>Dashboard<\/h1><p[^>]*>Welcome to your forms dashboard/);
    expect(page).toMatch(/<nav aria-label="Main navigation"/);
    expect(page).toMatch(/role="status" aria-label="Loading dashboard statistics"/);
    // The app's chunks are listed inert: fetched after the first paint, not before it.
    const [head] = page.split("<body>");
    expect(head.replace(/<template id="app-preloads">[\s\S]*?<\/template>/, "")).not.toMatch(
      /<link rel="modulepreload"[^>]*\/assets\/start-/,
    );
    expect(head).toMatch(/<template id="app-preloads">[^]*\/assets\/start-[^"]+\.js/);
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);

    const signedOut = await t.app.request("/dashboard", { headers: { cookie: "theme=dark" } });
    expect(signedOut.headers.get("vary")).toMatch(/cookie/i);
    expect(await signedOut.text()).toContain('<div id="root"></div>');
  });

  it("every owner screen arrives as its loading state to a request with a session cookie, to be replaced (decision 123)", async () => {
    const owner = await t.signUp();
    const form = "0f8e4c2a-6b1d-4e3f-9a57-2c8d1e6b4a90";
    const screens: [string, RegExp, string][] = [
      ["/forms", /<h1[^>]*>My Forms<\/h1>/, "Loading forms"],
      [`/forms/${form}/details`, /<h1[^>]*>Form details<\/h1>/, "Loading form"],
      [`/forms/${form}/submissions`, /<h1[^>]*>Submissions<\/h1>/, "Loading submissions"],
      [`/forms/${form}/edit`, /<h1[^>]*>Form builder<\/h1>/, "Loading form"],
      ["/leads", /<h1[^>]*>Leads<\/h1>/, "Loading leads"],
      ["/schedule", /<h1[^>]*>Schedule<\/h1>/, "Loading visits"],
      ["/profile", /<h1[^>]*>Profile<\/h1>/, "Loading profile"],
      ["/subscription", /<h1[^>]*>Subscription<\/h1>/, "Loading subscription"],
    ];
    const headPreloads = (page: string) =>
      [
        ...(page.split("<body>")[0] ?? "")
          .replace(/<template id="app-preloads">[\s\S]*?<\/template>/, "")
          .matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((m) => m[1]);
    const dashboardPreloads = headPreloads(await (await owner.get("/dashboard")).text());
    for (const [route, heading, label] of screens) {
      const res = await owner.get(route);
      expect(res.headers.get("vary"), route).toMatch(/cookie/i);
      const page = await res.text();
      expect(page, route).toContain('<div id="root" data-shell="replace">');
      expect(page, route).toMatch(heading);
      expect(page, route).toContain(`role="status" aria-label="${label}"`);
      expect(page, route).toMatch(/<nav aria-label="Main navigation"/);
      // Only the entry's own imports are preloaded before the paint, as on the dashboard; the
      // screen's chunks wait inert in the template (decision 098).
      expect(headPreloads(page), route).toEqual(dashboardPreloads);
      expect(page, route).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);

      const signedOut = await t.app.request(route, { headers: { cookie: "theme=dark" } });
      expect(await signedOut.text(), route).toContain('<div id="root"></div>');
    }
    // The dashboard's markup is its own first render, hydrated (decision 098).
    expect(await (await owner.get("/dashboard")).text()).toContain('<div id="root" data-shell="hydrate">');
    // Another address of a form's screen, or a screen without a loading state, gets the empty shell.
    for (const route of [`/forms/${form}`, "/forms/new", "/webhooks", "/schedule/availability"]) {
      expect(await (await owner.get(route)).text(), route).toContain('<div id="root"></div>');
    }
  });
});

describe("answers of the routes", () => {
  it("large HTML and JSON are compressed for a browser, small ones and other clients get them plain", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId, testDocument());
    const page = await t.app.request(`/forms/embed/${form.id}`, { headers: BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("vary")).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(await bytes(page)).toString();
    expect(html).toContain(form.id);
    expect(Number(page.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(html));

    const gz = await owner.get(`/api/forms/${form.id}`, { "accept-encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gz)).toString()).toContain(`"${form.id}"`);

    const plain = await t.app.request(`/forms/embed/${form.id}`);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);

    const small = await owner.get("/api/account/me", BROWSER);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(((await small.json()) as { user: { id: string } }).user.id).toBe(owner.userId);
  });

  it("uploads and media are sent as stored, whatever their type", async () => {
    const text = Buffer.from(`{"stored":"${"as uploaded ".repeat(400)}"}`);
    await t.deps.storage.put("form-media/served/as-stored.json", Readable.from([text]), "application/json");
    const res = await t.app.request("/media/form-media/served/as-stored.json", { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await bytes(res)).equals(text)).toBe(true);
  });
});
