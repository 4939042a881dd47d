import type { Funnel } from "@yq/form-schema/funnel";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { BrowserContext, FrameLocator, Locator, Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test } from "./support/fixtures";
import { startOwnerSite } from "./support/owner-site";
import { publishForm } from "./support/published-form";
import { fillContact, QUICK_CONTACT } from "./support/visitor";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

// Each embed mode of embed.js opened and completed on an owner's site on another origin, the
// redirect after acceptance taking the whole host page, and the Embed Code tab's live previews
// (which send nothing).

const it = test
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.upsellSettings.enabled = false;
  })
  /** The owner's site: the popup page embeds another owner's form that redirects after an accept. */
  .extend("site", { scope: "file" }, async ({ browser, server, publishedForm }, { onCleanup }) => {
    const forms: Record<string, string> = { slide: publishedForm, full: publishedForm };
    const site = await startOwnerSite(server.url, forms, {
      attributes: {
        popup: 'data-mode="popup" data-button-text="Price my lawn"',
        slide: 'data-mode="slide-in"',
        full: 'data-mode="full-page"',
      },
    });
    onCleanup(() => site.close());
    const other = await browser.newContext();
    await signUpInContext(other, server.url);
    forms.popup = await publishForm(other, server.url, (doc) => {
      doc.upsellSettings.enabled = false;
      doc.redirectSettings = { enabled: true, url: `${site.url}/thanks.html`, openInNewTab: false };
    });
    await other.close();
    return site;
  });

const frameIn = (scope: Page | FrameLocator): FrameLocator => scope.frameLocator('iframe[title="Instant quote form"]');

// By keyboard: in a popup or side panel the frame scrolls inside a box that grows as the form
// does (embed.js follows its height), so a click aimed before a resize can land beside its target.
async function tick(control: Locator) {
  await control.press("Space");
  await expect.poll(() => control.isChecked()).toBe(true);
}

async function complete(form: FrameLocator, email: string, answer: ResponseStatus) {
  await fillContact(form, { ...QUICK_CONTACT, email });
  await tick(form.getByLabel("I agree to the terms and conditions"));
  await tick(form.getByRole("radio", { name: /Mowing Service/ }));
  await tick(form.getByRole("radio", { name: /Small Yard/ }));
  await form.getByRole("heading", { name: "Your Offer" }).waitFor();
  if (answer === "decline") {
    // Declining asks first; the reason is optional.
    await form.getByRole("button", { name: "Decline" }).press("Enter");
    return form.getByRole("button", { name: "Decline quote" }).press("Enter");
  }
  await tick(form.getByRole("radio", { name: /^Weekly/ }));
  await form.getByRole("button", { name: "Accept weekly for $39" }).press("Enter");
}

const views = async (serverUrl: string, id: string, context: BrowserContext) => {
  const res = await context.request.get(`${serverUrl}/api/forms/${id}/analytics?period=7`);
  return ((await res.json()) as Funnel).steps.views;
};

describe("embed modes on the owner's site", () => {
  it("popup: a button opens the form in a dialog, closes with Escape, and the accept takes the whole page away", async ({
    openPage,
    site,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await page.goto(`${site.url}/popup`);
    const open = page.getByRole("button", { name: "Price my lawn" });
    await open.waitFor();
    // Not opened yet: no form loaded, no view.
    expect(await page.locator("iframe").getAttribute("src")).toBeNull();
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Instant quote form" });
    await dialog.waitFor();
    await frameIn(page).getByLabel("Name").waitFor();
    await page.screenshot({ path: "/tmp/yq-mode-popup-1280.png" });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
    await open.click();
    await complete(frameIn(page), "popup@example.com", "accept");
    await frameIn(page).getByRole("heading", { name: "Quote Accepted" }).waitFor();
    // The host page itself goes to the thank-you page (embed.js navigates it).
    await page.waitForURL(`${site.url}/thanks.html`, { timeout: 10_000 });
    await page.getByRole("heading", { name: "Thanks from Green Lawns" }).waitFor();
    assertNoErrors();
    await context.close();
  });

  it("slide-in: a corner button opens a side panel with the form, completed at 390 px", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/slide`);
    await page.getByRole("button", { name: "Get a quote" }).click();
    await page.getByRole("dialog", { name: "Instant quote form" }).waitFor();
    await complete(frameIn(page), "slide@example.com", "decline");
    await frameIn(page).getByRole("heading", { name: "Quote Declined" }).waitFor();
    await page.screenshot({ path: "/tmp/yq-mode-slide-in-390.png" });
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    assertNoErrors();
    await context.close();
  });

  it("full page: the form fills the window and is completed", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage();
    await page.goto(`${site.url}/full`);
    const box = await page.locator("iframe").boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 });
    await complete(frameIn(page), "full@example.com", "accept");
    await frameIn(page).getByRole("heading", { name: "Quote Accepted" }).waitFor();
    await page.screenshot({ path: "/tmp/yq-mode-full-page-1280.png" });
    assertNoErrors();
    await context.close();
  });

  it("the Embed Code tab shows each mode's snippet and a live preview that counts nothing", async ({
    owner: { context: owner },
    server,
    publishedForm: formId,
  }) => {
    const before = await views(server.url, formId, owner);
    const page = await owner.newPage();
    await page.goto(`${server.url}/forms/${formId}/details`);
    await page.getByRole("tab", { name: "Embed Code" }).click();
    await page.getByRole("radio", { name: "Popup" }).check();
    const snippet = page.getByRole("textbox", { name: "Popup Embed Code" });
    expect(await snippet.inputValue()).toContain('data-mode="popup"');
    const preview = page.frameLocator('iframe[title="Preview of the popup mode"]');
    await preview.getByRole("button", { name: "Get a quote" }).click();
    await frameIn(preview).getByText("Preview: nothing you enter here is sent.").waitFor();
    await page.screenshot({ path: "/tmp/yq-embed-modes-1280.png", fullPage: true });
    for (const mode of ["Inline", "Slide-in", "Full page"]) {
      await page.getByRole("radio", { name: mode }).check();
      await page.frameLocator(`iframe[title="Preview of the ${mode.toLowerCase()} mode"]`).locator("body").waitFor();
    }
    await page.getByRole("radio", { name: "Inline" }).check();
    const inline = page.frameLocator('iframe[title="Preview of the inline mode"]');
    await frameIn(inline).getByLabel("Name").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/yq-embed-modes-390.png", fullPage: true });
    expect(await views(server.url, formId, owner)).toBe(before);
    await page.close();
  });
});
