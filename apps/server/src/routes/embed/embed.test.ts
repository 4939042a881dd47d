import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../../db/schema/forms";
import { createTestApp, type TestApp } from "../../test/test-app";
import { insertForm, testDocument } from "../public/public-test-helpers";
import { embedDist } from "../../paths";
import { assetsFromManifest } from "./embed-assets";

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
  return JSON.parse(match[1]) as { formId: string; document: Record<string, unknown> & { customization: { textContent: Record<string, string> } } };
}

describe("GET /forms/embed/:id", () => {
  it("inlines the published form as JSON data, frameable by any site, without the owner's email", async () => {
    const form = await newForm((d) => {
      d.notificationSettings = { email: "owner-secret@example.com", notifications_enabled: true };
      d.customization.textContent.formTitle = "Lawn & Garden";
    });
    const res = await t.app.request(`/forms/embed/${form.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get("x-frame-options")).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).not.toContain("owner-secret@example.com");
    const data = inlinedData(html);
    expect(data.formId).toBe(form.id);
    expect(data.document.customization.textContent.formTitle).toBe("Lawn & Garden");
    expect(data.document).not.toHaveProperty("notificationSettings");
    expect(html).not.toMatch(/<script>(?!<\/)/); // no inline executable script
  });

  it("shows what is stored now, also after a change made outside the owner API (no stale page)", async () => {
    const form = await newForm((d) => (d.customization.textContent.formTitle = "First title"));
    const first = inlinedData(await (await t.app.request(`/forms/embed/${form.id}`)).text());
    expect(first.document.customization.textContent.formTitle).toBe("First title");
    const changed = testDocument((d) => (d.customization.textContent.formTitle = "Second title")).customization;
    await t.db.update(forms).set({ customization: changed, name: "Renamed" }).where(eq(forms.id, form.id));
    const res = await t.app.request(`/forms/embed/${form.id}`);
    const html = await res.text();
    expect(inlinedData(html).document.customization.textContent.formTitle).toBe("Second title");
    expect(html).toContain("<title>Renamed</title>");
    await t.db.update(forms).set({ status: "draft" }).where(eq(forms.id, form.id));
    expect((await t.app.request(`/forms/embed/${form.id}`)).status).toBe(404);
  });

  it("escapes owner text so it cannot leave the data element, and strips unsafe markup", async () => {
    const form = await newForm((d) => {
      d.customization.textContent.formDescription = `</script><script>alert(1)</script><img src=x onerror=alert(2)><b>Hi</b>`;
    });
    const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
    const dataPart = html.slice(html.indexOf('id="yq-form-data">'));
    expect(dataPart.indexOf("</script>")).toBe(dataPart.lastIndexOf("</script>"));
    expect(html).not.toContain("<script>alert");
    const description = inlinedData(html).document.customization.textContent.formDescription;
    expect(description).toContain("<b>Hi</b>");
    expect(description).not.toMatch(/onerror|<script/);
  });

  it("shows the spec's title and body for a missing or unpublished form", async () => {
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

describe("assets and loader", () => {
  it("takes the entry's script and styles from the Vite manifest", () => {
    expect(
      assetsFromManifest({
        "src/main.tsx": { file: "assets/main-abc.js", css: ["assets/main-def.css"], isEntry: true },
        "chunk.js": { file: "assets/chunk-1.js" },
      }),
    ).toEqual({ scripts: ["/embed-assets/assets/main-abc.js"], styles: ["/embed-assets/assets/main-def.css"] });
    expect(assetsFromManifest({})).toBeNull();
  });

  it.runIf(fs.existsSync(`${embedDist}/embed.js`))("serves /embed.js as a cacheable script and the page links the built assets", async () => {
    const res = await t.app.request("/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(await res.text()).toContain("data-form-id");
    const form = await newForm();
    const html = await (await t.app.request(`/forms/embed/${form.id}`)).text();
    const script = html.match(/<script type="module" src="([^"]+)"/)![1];
    expect(script).toMatch(/^\/embed-assets\/assets\/.+\.js$/);
    const asset = await t.app.request(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
  });
});

describe("the public form paints from its HTML", () => {
  it("inlines the built stylesheet instead of linking it (nothing render-blocking), the script a module", async () => {
    const manifest = JSON.parse(fs.readFileSync(`${embedDist}/.vite/manifest.json`, "utf8")) as Record<string, { isEntry?: boolean; css?: string[] }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const css = entry.css!.map((file) => fs.readFileSync(`${embedDist}/${file}`, "utf8")).join("\n");
    expect(css.length).toBeGreaterThan(1000);
    const form = await newForm();
    for (const url of [`/forms/embed/${form.id}`, "/forms/embed/00000000-0000-4000-8000-000000000000"]) {
      const html = await (await t.app.request(url)).text();
      expect(html, url).not.toMatch(/<link rel="stylesheet"/);
      expect(html, url).toContain(`<style>${css}</style>`);
      expect(html, url).toMatch(/<script type="module" src="\/embed-assets\/assets\/[^"]+\.js"><\/script>/);
    }
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
