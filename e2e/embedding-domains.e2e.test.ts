import { describe, expect, test } from "./support/fixtures";
import { startOwnerSite } from "./support/owner-site";
import { publishForm } from "./support/published-form";

// The sites a form's owner allows to embed it. The owner's site runs at
// http://127.0.0.1:<port>, the one site the form lists; the same site opened as
// http://localhost:<port> is another origin, not listed.

const REFUSED_BY_EMBED_JS =
  /^YardQuote: This form may only be embedded on the sites its owner listed, and http:\/\/localhost:\d+ is not one of them\./;
const REFUSED_BY_BROWSER =
  /^Framing '.*' violates the following Content Security Policy directive: "frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+"\. The request has been blocked\./;

const it = test.extend("site", { scope: "file" }, async ({ server, owner }, { onCleanup }) => {
  const forms: Record<string, string> = {};
  const site = await startOwnerSite(server.url, forms);
  onCleanup(() => site.close());
  forms.main = await publishForm(owner.context, server.url, (doc) => {
    doc.upsellSettings.enabled = false;
    doc.embedSettings.allowedDomains = [site.url];
  });
  return { url: site.url, refusedUrl: site.url.replace("127.0.0.1", "localhost"), formId: forms.main };
});

const formFrame = 'iframe[title="Instant quote form"]';

describe("allowed embedding sites", () => {
  it("a listed site shows the form, through embed.js and as a plain iframe", async ({ page, site }) => {
    await page.goto(`${site.url}/main`);
    await page.frameLocator(formFrame).getByLabel("Name").waitFor();
    await page.goto(`${site.url}/snippet`);
    await page.frameLocator("iframe").getByLabel("Name").waitFor();
  });

  it("another site: embed.js inserts nothing and says why; the browser refuses a plain iframe", async ({
    openPage,
    site,
  }) => {
    const { page, assertNoErrors } = await openPage(undefined, [REFUSED_BY_EMBED_JS, REFUSED_BY_BROWSER]);
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));

    await page.goto(`${site.refusedUrl}/main`);
    await expect.poll(() => messages.some((text) => REFUSED_BY_EMBED_JS.test(text))).toBe(true);
    await page.getByText("© Green Lawns").waitFor();
    expect(await page.locator("iframe").count()).toBe(0);
    // The check script took itself away again.
    expect(await page.locator("script[src*='embed-check.js']").count()).toBe(0);

    await page.goto(`${site.refusedUrl}/snippet`);
    await expect.poll(() => messages.some((text) => REFUSED_BY_BROWSER.test(text))).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url()).toMatch(/^chrome-error:/);
    expect(await page.frameLocator("iframe").getByLabel("Name").count()).toBe(0);
    assertNoErrors();
  });

  it("the owner lists the sites in the builder's Settings step, told plainly what is wrong", async ({
    openPage,
    server,
    site,
    owner,
  }) => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ]) {
      const page = await owner.context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}/forms/${site.formId}/edit`);
      await page.getByRole("heading", { name: "Edit Form" }).waitFor();
      await page.getByRole("button", { name: "Settings" }).first().click();
      const list = page.getByLabel("Websites that may embed this form");
      if (width === 390) {
        // What the 1280 px round saved.
        expect(await list.inputValue()).toBe(`${site.url}\n*.greenlawns.example`);
        await list.fill(`${site.url}\nhttps://www.greenlawns.example/quote`);
        await page.getByText(/"https:\/\/www.greenlawns.example\/quote" has a path: enter only the site/).waitFor();
        expect(await list.getAttribute("aria-invalid")).toBe("true");
      } else {
        expect(await list.inputValue()).toBe(site.url);
        await page.getByText("Only this website may embed this form.").waitFor();
        await list.fill(`${site.url}\n*.greenlawns.example`);
        await page.getByText("Only these 2 websites may embed this form.").waitFor();
        await page.getByText("All changes saved").waitFor();
      }
      await list.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await page.screenshot({ path: `.tmp/screens/embedding-domains-${width}.png` });
      await page.close();
    }
    // The list saved is the last valid one; the public page keeps the published one.
    const { page } = await openPage();
    await page.goto(`${site.url}/main`);
    await page.frameLocator(formFrame).getByLabel("Name").waitFor();
  });
});
