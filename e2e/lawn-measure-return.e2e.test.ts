import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect } from "./support/fixtures";
import { lawnTest as it } from "./support/lawn-fixtures";
import { drawRectangle, findElmStreet, LAWN_SHOTS as shots, reachMeasuring, shownArea } from "./support/lawn-map";

// A visitor who leaves the map for the yard-size cards can always come back to it, by keyboard
// too, and finds the outline they drew still there and still priced.

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute("value"));

describe("from the yard-size cards back to the map", () => {
  it("keeps the outline and its price, and every step works from the keyboard", async ({
    openPage,
    owner,
    server,
    publishedForm,
  }) => {
    const { page, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await reachMeasuring(page, `${server.url}/forms/embed/${publishedForm}`);
    await findElmStreet(page);
    await drawRectangle(page, 200, 100);
    const area = await shownArea(page);
    await page.getByText(/Medium yard: Weekly \$49/).waitFor();

    await page.getByRole("button", { name: "I'd rather pick my yard size" }).focus();
    await page.keyboard.press("Enter");
    const measureTitle = page.getByRole("heading", { name: "Measure your lawn" });
    await expect.poll(() => measureTitle.isVisible()).toBe(false);
    // Focus moved to the cards, so the keyboard visitor is where the content is.
    await expect.poll(() => focused(page)).toBe("small");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("radio", { name: /Large Yard/ }).isChecked()).toBe(true);
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    const back = page.getByRole("button", { name: "Back to measuring on the map" });
    await back.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "cards-way-back-1280.png") });

    // The way back is one Shift+Tab from the cards.
    await page.getByRole("radio", { name: /Large Yard/ }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("Back to measuring on the map");
    await page.keyboard.press("Enter");
    await measureTitle.waitFor();
    await expect.poll(() => focused(page)).toBe("Measure your lawn");
    expect(await shownArea(page)).toBe(area);
    expect(await page.locator(".yq-map path:not(.yq-address-pin path)").count()).toBeGreaterThan(0);
    await page.getByText(/Medium yard: Weekly \$49/).waitFor();
    await page.screenshot({ path: path.join(shots, "map-after-return-1280.png"), fullPage: true });

    // The quote is the measured one again, and the server gets the outline with the answer.
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: "Accept weekly for $49" }).click();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    const res = await owner.context.request.get(`${server.url}/api/forms/${publishedForm}/submissions`);
    const body = (await res.json()) as {
      submissions: { responseStatus: string | null; lawnAreaSqFt: number | null }[];
    };
    const complete = body.submissions.find((r) => r.responseStatus === "accept")!;
    expect(Math.abs(complete.lawnAreaSqFt! - area)).toBeLessThanOrEqual(1);
    assertNoErrors();
  });

  it("at 390 px with touch, a visitor who has drawn nothing is offered the map from the cards", async ({
    browser,
    server,
    publishedForm,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await reachMeasuring(page, `${server.url}/forms/embed/${publishedForm}`);
    await findElmStreet(page);
    await page.getByRole("heading", { name: "Measure your lawn" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "map-step-390.png"), fullPage: true });
    await page.getByRole("button", { name: "I'd rather pick my yard size" }).tap();
    const back = page.getByRole("button", { name: "Back to measuring on the map" });
    await back.waitFor();
    await page.getByRole("radio", { name: /Small Yard/ }).check();
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    await back.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "cards-way-back-390.png"), fullPage: true });
    await back.tap();
    await page.getByRole("heading", { name: "Measure your lawn" }).waitFor();
    // Nothing measured yet: no size is chosen and no offer is shown until the visitor draws.
    expect(await page.getByRole("heading", { name: "Your Offer" }).count()).toBe(0);
    await drawRectangle(page, 120, 80, true);
    await page.getByText(/Small yard: Weekly \$39/).waitFor();
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
