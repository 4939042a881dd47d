import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type Watched = { page: Page; context: BrowserContext; errors: string[]; assertNoErrors: () => void };

/**
 * A page whose console errors and uncaught exceptions are collected: a journey that ends with any
 * of them fails. `allow` lists patterns that a journey provokes on purpose (a 401 it expects).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  allow: RegExp[] = [],
): Promise<Watched> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) => allow.some((re) => re.test(text));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allowed(msg.text())) errors.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  return {
    page,
    context,
    errors,
    assertNoErrors: () => {
      if (errors.length) throw new Error(`The browser reported errors:\n${errors.join("\n")}`);
    },
  };
}

/**
 * The page's next frame: what the last input changed has been handled and drawn. Between the moves
 * of a drag or the taps of an outline, in place of a fixed pause (a person's moves are frames apart).
 */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/** Sets the viewport and waits for the page to take it: the window's resize, then the frame after. */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  await page.evaluate(() => {
    const w = window as unknown as { __resized?: Promise<void> };
    w.__resized = new Promise((done) =>
      addEventListener("resize", () => requestAnimationFrame(() => requestAnimationFrame(() => done())), {
        once: true,
      }),
    );
  });
  await page.setViewportSize(size);
  await page.evaluate(() => (window as unknown as { __resized: Promise<void> }).__resized);
}

/**
 * Closes the open dialog with Escape, the way a keyboard user does. The dialog listens for Escape
 * from an effect that runs after it is drawn: on a loaded machine a key pressed as soon as its text
 * shows can come first and be lost, and the dialog then stays over the page. Focus moving into the
 * dialog comes from the same effects, so the key waits for it.
 */
export async function closeDialogWithEscape(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
}
