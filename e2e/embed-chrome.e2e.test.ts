import fs from "node:fs";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "./support/fixtures";
import { startOwnerSite } from "./support/owner-site";

// Every way of showing a form on an owner's site, at a phone's width and a desktop's, measured:
// nothing of the page or of embed.js's chrome lies over the form, the close
// button is at least 44 px and clear of the form's title, the popup and slide-in button wear the
// form's colours, corners, font and the owner's text, and the form's backdrop fills the side
// panel and the full page to the bottom (no band of white). Screenshots under /tmp/yq/shots/D.

const SHOTS = "/tmp/yq/shots/D";
const BACKDROP = "rgb(30, 58, 47)";
const ACCEPT = "rgb(15, 118, 110)";
const WIDTHS = [390, 1280] as const;
const viewportOf = (width: number) => (width === 390 ? { width, height: 844 } : { width, height: 900 });
const ALLOW: RegExp[] = [];

const it = test
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.upsellSettings.enabled = false;
    doc.embedSettings.buttonText = "See my price";
    doc.customization.fontFamily = "Poppins";
    doc.customization.buttonStyle = { ...doc.customization.buttonStyle, shape: "round", accept: "#0f766e" };
    doc.customization.pricingStyle.backgroundColor = "#1e3a2f";
  })
  .extend("site", { scope: "file" }, async ({ server, publishedForm }, { onCleanup }) => {
    const main = publishedForm;
    const site = await startOwnerSite(
      server.url,
      { main, popup: main, slide: main, full: main },
      { attributes: { popup: 'data-mode="popup"', slide: 'data-mode="slide-in"', full: 'data-mode="full-page"' } },
    );
    onCleanup(() => site.close());
    fs.mkdirSync(SHOTS, { recursive: true });
    return site;
  });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/**
 * Nothing lies over the form: at points across the frame's visible part (inside the window and
 * the box it scrolls in), the top element is the frame itself.
 */
async function expectNothingOver(page: Page) {
  const misses = await page.evaluate(() => {
    const iframe = document.querySelector("iframe")!;
    const own = iframe.getBoundingClientRect();
    const clip = iframe.parentElement!.getBoundingClientRect();
    // 16 px in from the edges: a popup's rounded corners are its own, not something over the form.
    const left = Math.max(own.left, clip.left, 0) + 16;
    const right = Math.min(own.right, clip.right, innerWidth) - 16;
    const top = Math.max(own.top, clip.top, 0) + 16;
    const bottom = Math.min(own.bottom, clip.bottom, innerHeight) - 16;
    const missed: string[] = [];
    for (const fy of [0, 0.25, 0.5, 0.75, 1]) {
      for (const fx of [0, 0.5, 1]) {
        const x = left + fx * (right - left);
        const y = top + fy * (bottom - top);
        const hit = document.elementFromPoint(x, y);
        if (hit !== iframe) missed.push(`${Math.round(x)},${Math.round(y)}: ${hit?.outerHTML.slice(0, 80)}`);
      }
    }
    return missed;
  });
  expect(misses).toEqual([]);
}

const formTitle = (page: Page) =>
  page.frameLocator('iframe[title="Instant quote form"]').getByRole("heading", { name: "Get Your Quote" });

/**
 * The popup grows with the form (embed.js sets the frame to the height the form reports) and stays
 * centred: measure once the form's fonts are in and the frame has the form's current height.
 */
async function settled(page: Page) {
  const form = page.frames().find((frame) => frame.url().includes("/forms/embed/"));
  if (!form) throw new Error("the form's frame is not on the page");
  await form.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(async () => {
      const shown = await page.locator("iframe").evaluate((frame) => (frame as HTMLIFrameElement).style.height);
      // A slide-in's frame fills its panel: it follows no reported height.
      if (!shown.endsWith("px")) return true;
      const height = await form.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      return shown === `${height}px`;
    })
    .toBe(true);
}

async function expectCloseClearOfTitle(page: Page) {
  await settled(page);
  const close = page.getByRole("button", { name: "Close" });
  const closeBox = await boxOf(close);
  expect(closeBox.width).toBeGreaterThanOrEqual(44);
  expect(closeBox.height).toBeGreaterThanOrEqual(44);
  expect(overlaps(closeBox, await boxOf(formTitle(page)))).toBe(false);
  expect(overlaps(closeBox, await boxOf(page.locator("iframe")))).toBe(false);
  // Light ring on a dark button: visible on a light or a dark backdrop alike.
  expect(
    await close.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).borderTopColor]),
  ).toEqual(["rgb(17, 24, 39)", "rgb(255, 255, 255)"]);
}

/** The button wears the form's look and the owner's text. */
async function expectDesignedButton(button: Locator) {
  const style = await button.evaluate((b) => {
    const s = getComputedStyle(b);
    return {
      background: s.backgroundColor,
      radius: s.borderTopLeftRadius,
      font: s.fontFamily,
      height: b.getBoundingClientRect().height,
    };
  });
  expect(style.background).toBe(ACCEPT);
  expect(style.radius).toBe("999px");
  expect(style.font).toMatch(/Poppins/);
  expect(style.height).toBeGreaterThanOrEqual(44);
}

describe("embed chrome at a phone's and a desktop's width", () => {
  for (const width of WIDTHS) {
    it(`plain iframe and inline embed.js at ${width} px: nothing over the form`, async ({ openPage, site }) => {
      const { page, assertNoErrors } = await openPage(viewportOf(width), ALLOW);
      await page.goto(`${site.url}/snippet`);
      await page.frameLocator("iframe").getByLabel("Name").waitFor();
      await expectNothingOver(page);
      await page.screenshot({ path: `${SHOTS}/iframe-${width}.png` });
      await page.goto(`${site.url}/main`);
      await formTitle(page).waitFor();
      await expectNothingOver(page);
      await page.screenshot({ path: `${SHOTS}/inline-${width}.png`, fullPage: true });
      assertNoErrors();
    });

    it(`popup at ${width} px: a designed button, the close button clear of the title, focus kept`, async ({
      openPage,
      site,
    }) => {
      const { page, assertNoErrors } = await openPage(viewportOf(width), ALLOW);
      await page.goto(`${site.url}/popup`);
      const open = page.getByRole("button", { name: "See my price" });
      await open.waitFor();
      await expectDesignedButton(open);
      await page.screenshot({ path: `${SHOTS}/popup-button-${width}.png` });
      await open.click();
      await formTitle(page).waitFor();
      await page.frameLocator("iframe").getByLabel("Name").waitFor();
      await expectCloseClearOfTitle(page);
      await expectNothingOver(page);
      await page.screenshot({ path: `${SHOTS}/popup-${width}.png` });
      // Shift+Tab from the close button does not leave the dialog.
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.getByRole("button", { name: "Close" }).focus();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
      assertNoErrors();
    });

    it(`slide-in at ${width} px: the panel is the form's backdrop to the bottom`, async ({ openPage, site }) => {
      const { page, assertNoErrors } = await openPage(viewportOf(width), ALLOW);
      await page.goto(`${site.url}/slide`);
      const open = page.getByRole("button", { name: "See my price" });
      await expectDesignedButton(open);
      // Floating in the bottom-right corner.
      const openBox = await boxOf(open);
      expect(width - (openBox.x + openBox.width)).toBeCloseTo(16, 0);
      expect(viewportOf(width).height - (openBox.y + openBox.height)).toBeCloseTo(16, 0);
      await page.screenshot({ path: `${SHOTS}/slide-in-button-${width}.png` });
      await open.click();
      await formTitle(page).waitFor();
      await page.frameLocator("iframe").getByLabel("Name").waitFor();
      await expectCloseClearOfTitle(page);
      await expectNothingOver(page);
      // The frame reaches the window's bottom edge and shows the form's backdrop under the form.
      const frame = page.locator("iframe");
      const frameBox = await boxOf(frame);
      expect(frameBox.y + frameBox.height).toBeCloseTo(viewportOf(width).height, 0);
      expect(await frame.evaluate((f) => getComputedStyle(f).backgroundColor)).toBe(BACKDROP);
      expect(await frame.evaluate((f) => getComputedStyle(f.parentElement!.parentElement!).backgroundColor)).toBe(
        BACKDROP,
      );
      await page.screenshot({ path: `${SHOTS}/slide-in-${width}.png` });
      await page.getByRole("button", { name: "Close" }).click();
      await page.getByRole("dialog").waitFor({ state: "hidden" });
      assertNoErrors();
    });

    it(`full page at ${width} px: the form's backdrop fills the window`, async ({ openPage, site }) => {
      const { page, assertNoErrors } = await openPage(viewportOf(width), ALLOW);
      await page.goto(`${site.url}/full`);
      await formTitle(page).waitFor();
      const frame = page.locator("iframe");
      expect(await boxOf(frame)).toMatchObject({ x: 0, y: 0, ...viewportOf(width) });
      expect(await frame.evaluate((f) => getComputedStyle(f).backgroundColor)).toBe(BACKDROP);
      await expectNothingOver(page);
      await page.screenshot({ path: `${SHOTS}/full-page-${width}.png` });
      assertNoErrors();
    });
  }

  it("the owner sets the button's text and place in the Settings step, and visitors get them once published", async ({
    openPage,
    owner,
    server,
    site,
    publishedForm,
  }) => {
    const savedDocument = async () => {
      const detail = await owner.context.request.get(`${server.url}/api/forms/${publishedForm}`);
      return ((await detail.json()) as { document: FormDocument }).document;
    };
    const savedButton = async () => {
      const { buttonText, buttonPosition } = (await savedDocument()).embedSettings;
      return { buttonText, buttonPosition };
    };
    for (const width of [1280, 390]) {
      const page = await owner.context.newPage();
      await page.setViewportSize(viewportOf(width));
      await page.goto(`${server.url}/forms/${publishedForm}/edit`);
      await page.getByRole("heading", { name: "Edit Form" }).waitFor();
      await page.getByRole("button", { name: "Settings" }).first().click();
      const text = page.getByLabel("Button text");
      if (width === 1280) {
        expect(await text.inputValue()).toBe("See my price");
        await text.fill("  ");
        await page.getByText("Enter the button's text, like “Get a quote”.").waitFor();
        expect(await text.getAttribute("aria-invalid")).toBe("true");
        await text.fill("Price my lawn");
        await page.getByRole("radio", { name: /Bottom left/ }).check();
        // Saved by the builder's autosave, checked by the server's schema.
        await expect
          .poll(() => savedButton(), { timeout: 10_000 })
          .toEqual({
            buttonText: "Price my lawn",
            buttonPosition: "bottom-left",
          });
      } else {
        // What the 1280 px round saved.
        expect(await text.inputValue()).toBe("Price my lawn");
        expect(await page.getByRole("radio", { name: /Bottom left/ }).isChecked()).toBe(true);
      }
      await page.getByRole("heading", { name: "Popup and Slide-in Button" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/settings-button-${width}.png` });
      await page.close();
    }
    // Published, the slide-in's button says the owner's text from the bottom-left corner.
    const document = await savedDocument();
    const published = await owner.context.request.post(`${server.url}/api/forms/${publishedForm}/publish`, {
      data: document,
      headers: { origin: server.url },
    });
    expect(published.status()).toBe(200);
    const { page, assertNoErrors } = await openPage(viewportOf(390), ALLOW);
    await page.goto(`${site.url}/slide`);
    const open = page.getByRole("button", { name: "Price my lawn" });
    const box = await boxOf(open);
    expect(box.x).toBeCloseTo(16, 0);
    await page.screenshot({ path: `${SHOTS}/slide-in-bottom-left-390.png` });
    assertNoErrors();
  });
});
