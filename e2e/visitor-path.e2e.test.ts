import type { FormDocument } from "@yq/form-schema/form-document";
import { richText } from "@yq/form-schema/rich-text";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import type { Page } from "playwright-core";
import { describe, expect, test } from "./support/fixtures";

// The visitor's path by keyboard alone: focus moves to each new step's heading,
// messages are inline, and no step scrolls sideways from 320 px up. Screenshots at 1280 and 390 px
// of each step land in YQ_SHOTS_DIR.

const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq-visitor-path-shots";

const it = test.extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
  doc.upsellSettings = {
    enabled: true,
    upsellMessage: richText("Add anything else?"),
    upsellLink: "",
    services: [
      { id: "aer", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "mul", name: "Mulching", enabled: true, order: 1, price: null, unit: "visit" },
    ],
  };
});

/** What has the focus: its kind and its name as a person reads it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return "";
    const name = el.labels?.[0]?.innerText ?? el.getAttribute("aria-label") ?? el.innerText ?? "";
    return `${el.tagName.toLowerCase()}${el.type ? `:${el.type}` : ""} ${name.replace(/\s+/g, " ").trim()}`;
  });

/** Presses Tab until the focused element's description matches (a keyboard visitor's way forward). */
async function tabTo(page: Page, pattern: RegExp) {
  for (let i = 0; i < 40; i += 1) {
    if (pattern.test(await focused(page))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${pattern}; focus is on "${await focused(page)}"`);
}

/** Moves through a radio group with the arrow keys until the wanted one is chosen. */
async function arrowTo(page: Page, pattern: RegExp) {
  for (let i = 0; i < 8 && !pattern.test(await focused(page)); i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  expect(await focused(page)).toMatch(pattern);
}

/** Screenshots at 1280 and 390 px, and no sideways scrolling at 390 and 320 px. */
async function eachWidth(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    if (width === 390) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const headingFocused = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === "H2" ? document.activeElement.textContent : null));

describe("the visitor's path by keyboard", () => {
  it("completes the quote with the keyboard alone, focus on each step's heading, at any width", async ({
    openPage,
    server,
    publishedForm,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await page.goto(`${server.url}/forms/embed/${publishedForm}`);
    await expect.poll(() => page.getByLabel("Name").isEnabled()).toBe(true);
    // The first load leaves the focus alone.
    expect(await headingFocused(page)).toBeNull();
    await eachWidth(page, "step-1-contact");

    for (const [label, value] of [
      ["Name", VISITOR_ANSWERS.name],
      ["Phone", VISITOR_ANSWERS.phone],
    ] as const) {
      await tabTo(page, new RegExp(`^input:\\w+ ${label}`));
      await page.keyboard.type(value);
    }
    // The email left empty: said beside it, not in a toast, and the focus goes there.
    await tabTo(page, /^input:checkbox I agree/);
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await page.locator(".yq-toast").count()).toBe(0);
    const invalid = page.locator('input[aria-invalid="true"]').first();
    await expect.poll(() => invalid.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focused(page)).toMatch(/^input:email Email/);
    await page.keyboard.type("keys@example.com");
    await tabTo(page, /^input:checkbox I agree/);
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByLabel("I agree to the terms and conditions").isChecked()).toBe(true);

    // The services appear once the lead is started; a keyboard visitor tabs on when they see them.
    // A Tab pressed before they exist goes to the page (Chromium 156), and the next one reaches them.
    await page.getByRole("radio", { name: /Mowing Service/ }).waitFor();
    await tabTo(page, /^input:radio .*(Mowing|Landscaping)/);
    await arrowTo(page, /Mowing Service/);
    await tabTo(page, /^input:radio .*Yard/);
    await arrowTo(page, /Medium Yard/);
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    await tabTo(page, /^input:radio .*(Weekly|Monthly)/);
    await arrowTo(page, /^input:radio Weekly/);
    await eachWidth(page, "step-2-quote");
    await tabTo(page, /^button:button Accept weekly/);
    await page.keyboard.press("Enter");

    // The upsell step: its heading has the focus.
    await expect.poll(() => headingFocused(page)).toBe("Add anything else?");
    await eachWidth(page, "step-3-upsell");
    await page.keyboard.press("Tab");
    await tabTo(page, /^input:checkbox Aeration/);
    await page.keyboard.press("Space");
    await tabTo(page, /^button:button Add Selected Services/);
    await page.keyboard.press("Enter");

    // The result: its heading has the focus, and the summary says what was agreed.
    await expect.poll(() => headingFocused(page)).toBe("Quote Accepted");
    expect(await page.locator(".yq-summary-row").allInnerTexts()).toEqual([
      expect.stringMatching(/^Service\s+Mowing/),
      expect.stringMatching(/^Yard size\s+Medium$/),
      expect.stringMatching(/^Frequency\s+Weekly$/),
      expect.stringMatching(/^Price per visit\s+\$\d+/),
      expect.stringMatching(/^Add-ons\s+Aeration$/),
    ]);
    // No toast repeats the result.
    expect(await page.locator(".yq-toast").count()).toBe(0);
    await eachWidth(page, "step-4-result");
    assertNoErrors();
    await context.close();
  });
});
