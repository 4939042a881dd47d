import { createHash } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { embedDist } from "../paths";
import { writePublishedVersion } from "../forms/form-versions";
import { BOOT_SCRIPT, BOOT_SCRIPT_SOURCE } from "../lib/embed-boot-script";
import { richText } from "@yq/form-schema/rich-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newForm(edit?: Parameters<typeof testDocument>[0]) {
  const owner = await t.signUp();
  return insertForm(t, owner.userId, testDocument(edit));
}

function inlinedData(html: string) {
  const match = html.match(/<script type="application\/json" id="yq-form-data">([\s\S]*?)<\/script>/);
  if (!match) throw new Error("no inlined data");
  return JSON.parse(match[1]) as {
    formId: string;
    document: Record<string, unknown> & { customization: { textContent: Record<string, string> } };
  };
}

describe("GET /forms/embed/:id", () => {
  it("inlines the published form as JSON data, frameable by any site, without the owner's email", async () => {
    const form = await newForm((d) => {
      d.notificationSettings = { email: "owner-secret@example.com", notifications_enabled: true };
      d.customization.textContent.formTitle = richText("Lawn & Garden");
    });
    const res = await t.app.request(`/forms/embed/${form.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);
    // One inline script may run, the boot script, by its hash: none an owner's text could add.
    expect(res.headers.get("content-security-policy")).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE};`);
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).not.toContain("owner-secret@example.com");
    const data = inlinedData(html);
    expect(data.formId).toBe(form.id);
    expect(data.document.customization.textContent.formTitle).toBe("Lawn & Garden");
    expect(data.document).not.toHaveProperty("notificationSettings");
    const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]*)<\/script>/g)];
    expect(inlineScripts.map((m) => m[1])).toEqual([BOOT_SCRIPT]);
    const hash = createHash("sha256").update(inlineScripts[0]![1]!).digest("base64");
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("shows the latest published version, never the working copy, and no stale page", async () => {
    const form = await newForm((d) => (d.customization.textContent.formTitle = richText("First title")));
    const first = inlinedData(await (await t.app.request(`/forms/embed/${form.id}`)).text());
    expect(first.document.customization.textContent.formTitle).toBe("First title");
    const changed = testDocument((d) => {
      d.customization.textContent.formTitle = richText("Second title");
      d.name = "Renamed";
    });
    await t.db
      .update(forms)
      .set({ customization: changed.customization, name: "Renamed" })
      .where(eq(forms.id, form.id));
    const unpublished = await (await t.app.request(`/forms/embed/${form.id}`)).text();
    expect(inlinedData(unpublished).document.customization.textContent.formTitle).toBe("First title");
    await writePublishedVersion(t.db, form.id, changed);
    const res = await t.app.request(`/forms/embed/${form.id}`);
    const html = await res.text();
    expect(inlinedData(html).document.customization.textContent.formTitle).toBe("Second title");
    expect(html).toContain("<title>Renamed</title>");
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    expect((await t.app.request(`/forms/embed/${form.id}`)).status).toBe(404);
  });

  it("escapes owner text so it cannot leave the data element, and strips unsafe markup", async () => {
    const form = await newForm((d) => {
      d.customization.textContent.formDescription = richText(
        `</script><script>alert(1)</script><img src=x onerror=alert(2)><b>Hi</b>`,
      );
    });
    const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
    // From the data element to the boot script: one closing tag, the data element's own.
    const dataPart = html.slice(html.indexOf('id="yq-form-data">'), html.indexOf("<script data-src="));
    expect(dataPart.indexOf("</script>")).toBe(dataPart.lastIndexOf("</script>"));
    expect(html).not.toContain("<script>alert");
    const description = inlinedData(html).document.customization.textContent.formDescription;
    expect(description).toContain("<b>Hi</b>");
    expect(description).not.toMatch(/onerror|<script/);
  });

  it("shows decision 010's title and body for a missing or unpublished form", async () => {
    const missing = await t.app.request("/forms/embed/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Form not found");
    expect(missingHtml).toContain("This form may have been removed or is not currently published.");
    expect(missingHtml).not.toContain("yq-form-data");
    expect(missing.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);

    const draft = await newForm((d) => (d.status = "draft"));
    const res = await t.app.request(`/forms/embed/${draft.id}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("This form is not currently published");
    expect(html).toContain("This form may have been removed or is not currently published.");
    expect(html).not.toContain("Get Your Quote");

    expect(await (await t.app.request("/forms/embed/not-a-uuid")).text()).toContain("Form not found");
    expect(await (await t.app.request("/forms/embed/")).text()).toContain("Form ID is missing");
  });

  it("does not count a view by itself (the page posts it once it runs)", async () => {
    const form = await newForm();
    await t.app.request(`/forms/embed/${form.id}`);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.analyticsData.views).toBe(0);
  });

  it("keeps every other page unframeable", async () => {
    const res = await t.app.request("/dashboard");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the built assets and the loader", () => {
  it.runIf(fs.existsSync(`${embedDist}/embed.js`))(
    "serves /embed.js as a cacheable script and the page links the built assets",
    async () => {
      const res = await t.app.request("/embed.js");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(await res.text()).toContain("data-form-id");
      const form = await newForm();
      const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
      const scripts = html.match(/<script data-src="([^"]+)">/)![1]!.split(" ");
      expect(scripts.length).toBeGreaterThan(1); // the entry and React's chunk at least
      for (const script of scripts) {
        expect(script).toMatch(/^\/embed-assets\/assets\/.+\.js$/);
        const asset = await t.app.request(script);
        expect(asset.status).toBe(200);
        expect(asset.headers.get("cache-control")).toMatch(/immutable/);
      }
    },
  );

  it.runIf(fs.existsSync(`${embedDist}/.vite/manifest.json`))(
    "inlines only the form's font, as long-cached hashed files",
    async () => {
      const form = await newForm((d) => {
        d.customization.fontFamily = "Open Sans";
      });
      const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
      // The family's @font-face rules are inline, so no font stylesheet blocks the first paint; only
      // the ASCII part of its upright face is preloaded, declared last so ASCII text comes from it.
      const woff2 = html.match(/url\((\/embed-assets\/assets\/open-sans-latin-wght-normal-[\w-]+\.woff2)\)/)?.[1];
      expect(woff2).toBeDefined();
      const ascii = html.match(
        /url\((\/embed-assets\/assets\/open-sans-ascii-wght-normal-[\w-]+\.woff2)\)[^}]*unicode-range:U\+0*20-0*7E\}\s*<\/style>/,
      )?.[1];
      expect(ascii).toBeDefined();
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect([...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag)).toEqual([
        `<link rel="preload" href="${ascii}" as="font" type="font/woff2" crossorigin>`,
      ]);
      expect(html).toContain("font-display:swap");
      // Switched on by the boot script after the first paint.
      expect(html).toContain('<html lang="en" class="yq-font-later">');
      // No other family is inlined or preloaded.
      expect(html).not.toMatch(/(inter|poppins|lora|montserrat|raleway|roboto)-[\w-]*\.(css|woff2)/);
      for (const file of [ascii!, woff2!]) {
        const res = await t.app.request(file);
        expect(res.status, file).toBe(200);
        expect(res.headers.get("cache-control")).toMatch(/max-age=31536000, immutable/);
      }
    },
  );
});

describe("the public form paints from its HTML", () => {
  it("inlines the built stylesheet instead of linking it (nothing render-blocking), the script started after paint", async () => {
    const manifest = JSON.parse(fs.readFileSync(`${embedDist}/.vite/manifest.json`, "utf8")) as Record<
      string,
      { isEntry?: boolean; file: string; css?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith(".js"))!;
    const css = entry.css!.map((file) => fs.readFileSync(`${embedDist}/${file}`, "utf8")).join("\n");
    expect(css.length).toBeGreaterThan(1000);
    const form = await newForm();
    for (const url of [`/forms/embed/${form.id}`, "/forms/embed/00000000-0000-4000-8000-000000000000"]) {
      const html = await (await t.app.request(url)).text();
      expect(html, url).not.toMatch(/<link rel="stylesheet"/);
      expect(html, url).toContain(`<style>${css}</style>`);
      expect(html, url).toMatch(/<script data-src="\/embed-assets\/assets\/[^"]+\.js">/);
      expect(html, url).not.toMatch(/<script type="module"/);
    }
  });

  it("carries the first step rendered on the server, owner text escaped, for the script to take over", async () => {
    const form = await newForm((d) => {
      d.customization.textContent.formTitle = richText("Lawn &amp; Garden <3");
      d.customization.textContent.formDescription = richText("<p>Fast <strong>quotes</strong></p>");
    });
    const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(root).toContain("Lawn &amp; Garden &lt;3</h1>");
    expect(root).toContain("Fast <strong>quotes</strong>");
    for (const label of ["Name", "Email", "Phone", "Zip Code"])
      expect(root).toMatch(new RegExp(`<label[^>]*>${label}`));
    expect(root).toMatch(/<input[^>]*type="checkbox"/);
    // The first step's hint, as the browser's first render computes it: the two agree.
    expect(root).toContain(
      '<p class="yq-hint yq-reveal-hint" aria-live="polite">Fill in your name, email and phone, and agree to the terms to get your quote.</p>',
    );
    // Disabled until the script takes the page over: nothing typed into dead markup is lost.
    expect(root).toMatch(/<fieldset class="yq-gate" disabled="">/);
    expect(root).not.toMatch(/<script/);
  });
});

describe("an owner whose account is not active", () => {
  let billing: TestApp;
  beforeAll(async () => {
    billing = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_not_used", TRUST_PROXY: "true" });
  });
  afterAll(() => billing.close());

  it("shows a polite not-available page and takes no leads", async () => {
    const owner = await billing.signUp();
    const form = await insertForm(billing, owner.userId, testDocument());
    const page = await billing.app.request(`/forms/embed/${form.id}`);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("This form is not available");
    expect(html).not.toContain("yq-form-data");
    const lead = await billing.client().post(`/api/public/forms/${form.id}/leads`, {
      answers: { name: "A", email: "a@example.com", phone: "5551234567" },
      consent: true,
    });
    expect(lead.status).toBe(403);
  });
});
