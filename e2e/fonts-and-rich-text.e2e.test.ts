import type { BrowserContext, Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test } from "./support/fixtures";
import { publishForm } from "./support/published-form";
import { openHostilePage } from "./support/xss-watch";
import { richText } from "@yq/form-schema/rich-text";

// The chosen font is really downloaded and used (not only named in CSS), on the public page and
// in the builder's previews; and Customization texts formatted in the builder reach visitors
// formatted, while markup pasted or typed into them stays inert.

const it = test.extend("ownerWithForm", async ({ browser, server }, { onCleanup }) => {
  const owners: BrowserContext[] = [];
  onCleanup(async () => {
    for (const owner of owners) await owner.close();
  });
  /** A new account (one mowing form each) with a published form; its cookies sign a page in. */
  return async (edit?: Parameters<typeof publishForm>[2]) => {
    const owner = await browser.newContext();
    owners.push(owner);
    await signUpInContext(owner, server.url);
    const formId = await publishForm(owner, server.url, edit);
    return { owner, formId };
  };
});

const FAMILIES = ["Inter", "Poppins", "Lora", "Montserrat", "Raleway", "Roboto", "Open Sans"];

/** Every family that has @font-face rules in the page, and which of them finished downloading. */
function fontFaces(page: Page) {
  return page.evaluate(() => {
    const faces = [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ""), status: f.status }));
    return {
      declared: [...new Set(faces.map((f) => f.family))].sort(),
      loaded: [...new Set(faces.filter((f) => f.status === "loaded").map((f) => f.family))].sort(),
    };
  });
}

/**
 * Waits until an upright face of the family (variable: every weight) has loaded. Not
 * `document.fonts.check`: it wants every face whose range covers the text, and the Latin face
 * behind the ASCII one is rightly never fetched for ASCII text.
 */
async function waitForFontLoaded(page: Page, family: string) {
  await page.waitForFunction(
    (name) =>
      [...document.fonts].some(
        (f) => f.family.replace(/"/g, "") === name && f.style === "normal" && f.status === "loaded",
      ),
    family,
  );
}

describe("fonts", () => {
  it("the public form declares, downloads and uses only the chosen family", async ({
    openPage,
    ownerWithForm,
    server,
  }) => {
    const { formId } = await ownerWithForm((d) => {
      d.customization.fontFamily = "Lora";
    });
    const { page, assertNoErrors } = await openPage();
    const fontRequests: string[] = [];
    page.on("request", (r) => r.resourceType() === "font" && fontRequests.push(r.url()));
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    const res = await page.goto(`${server.url}/forms/embed/${formId}`);
    const html = await res!.text();
    // Its @font-face rules inline; the family is switched on after the first paint,
    // and the ASCII part of its upright face is preloaded.
    expect(html).toMatch(/<style>[^<]*url\(\/embed-assets\/assets\/lora-latin-wght-normal-[\w-]+\.woff2\)/);
    const preloaded = html.match(/<link rel="preload" href="([^"]+)" as="font"/)?.[1];
    expect(preloaded).toMatch(/^\/embed-assets\/assets\/lora-ascii-wght-normal-[\w-]+\.woff2$/);
    expect(html).toContain('<html lang="en" class="yq-font-later">');
    await page.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    await waitForFontLoaded(page, "Lora Variable");
    expect(await fontFaces(page)).toMatchObject({ declared: ["Lora Variable"], loaded: ["Lora Variable"] });
    // The ASCII text is drawn from the preloaded file, which the browser used (no "preloaded but
    // not used" warning) and fetched once (the preload and the @font-face request are one).
    const asciiFace = await page.evaluate(
      () => [...document.fonts].find((f) => f.unicodeRange.toUpperCase() === "U+20-7E")?.status,
    );
    expect(asciiFace).toBe("loaded");
    expect(fontRequests).toContain(`${server.url}${preloaded}`);
    const titleFont = await page
      .getByRole("heading", { name: "Get Your Quote" })
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(titleFont).toMatch(/^"Lora Variable"/);
    // Our own origin, each file downloaded once.
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(url.startsWith(`${server.url}/embed-assets/assets/lora-`)).toBe(true);
    expect(new Set(fontRequests).size).toBe(fontRequests.length);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    // This browser has the family now: the next visit switches it on before its first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("yq-font-seen"))).toBe("1");
    // Read when the HTML is parsed, before the boot script's after-paint start could have run.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className;
      }),
    );
    await page.reload();
    await page.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { classAtParse: string }).classAtParse)).toBe("");
    assertNoErrors();
    await page.context().close();
  });

  it("the builder's live and quick previews load the family the owner picks, and only that one", async ({
    openPage,
    ownerWithForm,
    server,
  }) => {
    const { owner, formId } = await ownerWithForm();
    const { page, assertNoErrors } = await openPage();
    await page.context().addCookies(await owner.cookies());
    await page.goto(`${server.url}/forms/${formId}/edit`);
    await page.getByRole("button", { name: "Customization" }).click();
    const preview = page.getByRole("region", { name: "Live preview" });
    await preview.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    await waitForFontLoaded(page, "Inter Variable");

    await page.getByRole("combobox", { name: "Font Family" }).click();
    await page.getByRole("option", { name: "Montserrat" }).click();
    await waitForFontLoaded(page, "Montserrat Variable");
    const faces = await fontFaces(page);
    expect(faces.loaded).toContain("Montserrat Variable");
    // Families never chosen are not even declared: each family is its own stylesheet.
    for (const family of FAMILIES.filter((f) => f !== "Inter" && f !== "Montserrat")) {
      expect(faces.declared.some((d) => d.startsWith(family))).toBe(false);
    }
    const liveFont = await preview.locator(".yq-form").evaluate((el) => getComputedStyle(el).fontFamily);
    expect(liveFont).toMatch(/^"Montserrat Variable"/);

    await page.getByRole("button", { name: "Quick Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Preview" });
    await dialog.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    expect(await dialog.locator(".yq-form").evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"Montserrat Variable"/,
    );
    await waitForFontLoaded(page, "Montserrat Variable");
    assertNoErrors();
    await page.context().close();
  });
});

describe("rich Customization texts", () => {
  it("a title made bold in the builder is bold on the public form; pasted and typed markup stays inert", async ({
    browser,
    ownerWithForm,
    server,
  }) => {
    const { owner, formId } = await ownerWithForm();
    const { page, context, assertInert } = await openHostilePage(browser);
    await context.addCookies(await owner.cookies());
    await page.goto(`${server.url}/forms/${formId}/edit`);
    await page.getByRole("button", { name: "Customization" }).click();

    // Bold on the last word of the title, through the toolbar.
    const title = page.getByRole("textbox", { name: "Form Title", exact: true });
    await title.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Control+Shift+ArrowLeft");
    await page.getByRole("toolbar", { name: "Form Title formatting" }).getByRole("button", { name: "Bold" }).click();
    await page
      .getByRole("region", { name: "Live preview" })
      .locator(".yq-title strong", { hasText: "Quote" })
      .waitFor();

    // Italic typed into the description, followed by markup typed as text.
    const description = page.getByRole("textbox", { name: "Form Description Text" });
    await description.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Control+I");
    await page.keyboard.type("Fast estimates");
    await page.keyboard.press("Control+I");
    await page.keyboard.type(` <img src=x onerror="window.__xss='typed'">`);

    // HTML pasted into the accept message: formatting survives, the payload does not.
    await page.getByRole("textbox", { name: "Accept Message" }).evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        `<p><u>Thanks</u> <img src=x onerror="window.__xss='pasted'"><a href="javascript:window.__xss='link'">see</a><script>window.__xss='script'</script></p>`,
      );
      data.setData("text/plain", "Thanks see");
      (el as HTMLElement).focus();
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    // Autosave: wait until the server holds all three edits.
    type Detail = { document: { customization: { textContent: Record<string, string> } } };
    const storedTexts = async () =>
      ((await (await owner.request.get(`${server.url}/api/forms/${formId}`)).json()) as Detail).document.customization
        .textContent;
    await expect.poll(async () => (await storedTexts()).acceptMessage, { timeout: 15_000 }).toMatch(/^<u>Thanks<\/u>/);
    await assertInert("builder");
    // Edits of a live form reach visitors only once published.
    await page.getByRole("button", { name: "Publish changes" }).click();
    await page.getByText("Unpublished changes.").waitFor({ state: "hidden" });

    // The public form in a second tab (the builder stays open, as an owner would leave it).
    const publicPage = await context.newPage();
    await publicPage.goto(`${server.url}/forms/embed/${formId}`);
    const heading = publicPage.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe("Get Your Quote");
    const strong = heading.locator("strong");
    expect(await strong.innerText()).toBe("Quote");
    const [strongWeight, titleWeight] = await strong.evaluate((el) => [
      Number(getComputedStyle(el).fontWeight),
      Number(getComputedStyle(el.closest("h1")!).fontWeight),
    ]);
    expect(strongWeight).toBeGreaterThan(titleWeight);
    const descriptionEm = publicPage.locator(".yq-description em");
    expect(await descriptionEm.innerText()).toBe("Fast estimates");
    expect(await publicPage.locator(".yq-description").innerText()).toBe(
      `Fast estimates <img src=x onerror="window.__xss='typed'">`,
    );
    expect(await publicPage.locator(".yq-description img").count()).toBe(0);
    await assertInert("public form and builder");

    const text = await storedTexts();
    expect(text.formTitle).toBe("Get Your <strong>Quote</strong>");
    expect(text.acceptMessage).toMatch(/^<u>Thanks<\/u>/);
    expect(text.acceptMessage).not.toMatch(/img|script|javascript|__xss/);
    await context.close();
  });

  it("texts without formatting lay out exactly as plain text did", async ({ openPage, ownerWithForm, server }) => {
    const { formId } = await ownerWithForm((d) => {
      d.customization.textContent.formTitle = richText("Lawn &amp; Garden");
      d.customization.textContent.formDescription = richText("Line one<br>Line two");
    });
    const { page, assertNoErrors } = await openPage();
    await page.goto(`${server.url}/forms/embed/${formId}`);
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el.innerHTML)).toBe("Lawn &amp; Garden");
    expect(await page.locator(".yq-description").evaluate((el) => el.innerHTML)).toBe("Line one<br>Line two");
    assertNoErrors();
    await page.context().close();
  });
});
