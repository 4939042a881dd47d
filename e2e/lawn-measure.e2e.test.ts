import path from "node:path";
import type { Page } from "playwright-core";
import { nextFrame, resizeViewport } from "./support/browser";
import { describe, expect } from "./support/fixtures";
import { lawnTest, mapEnv } from "./support/lawn-fixtures";
import { LAWN_SHOTS as shots, reachMeasuring, rectangleCorners, shownArea } from "./support/lawn-map";

// A visitor measures their lawn on aerial imagery from a local tile server, finds the house
// through a local Nominatim stand-in, draws the lawn by clicks, sees the price and accepts.

const it = lawnTest.extend("serverEnv", { scope: "file" }, async ({ maps }) => ({
  ...mapEnv(maps),
  TILE_ATTRIBUTION: "Imagery: local test tiles",
}));

/** The step's next-action line (docs/decisions/089). */
const guidance = (page: Page) => page.locator(".yq-measure-next").textContent();
/** The area of the outline still being drawn, in square feet. */
async function areaSoFar(page: Page): Promise<number> {
  const text = await page.locator(".yq-measure-so-far").textContent({ timeout: 5000 });
  return Number(text!.replace(/[^\d]/g, ""));
}

/** Clicks (or taps) corner `i` of a `w` by `h` pixel rectangle in the middle of the map (4 closes it). */
async function placeCorner(page: Page, w: number, h: number, i: number, touch = false) {
  const [x, y] = (await rectangleCorners(page, w, h))[i];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await nextFrame(page);
}

describe("measuring the lawn on the map", () => {
  it("finds the address, draws the lawn, shows area and price, accepts; the server stores the outline", async ({
    openPage,
    maps,
    owner: { context: owner },
    server,
    publishedForm: formId,
  }) => {
    const { page, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await reachMeasuring(page, `${server.url}/forms/embed/${formId}`);
    await page.getByLabel("Find your address").fill("12 Elm Street Springfield");
    await page.getByRole("button", { name: "Find" }).click();
    // The chosen result fills the empty address fields.
    await expect.poll(() => page.getByLabel("Zip Code").inputValue()).toBe("62701");
    expect(await page.getByLabel("City").inputValue()).toBe("Springfield");
    await expect.poll(() => maps.tileRequests()).toBeGreaterThan(0);
    await page.locator(".leaflet-tile-loaded").first().waitFor();

    // Find drops a pin on the address: the map centres on it, so the pin's tip is the map's centre.
    const pin = page.locator(".yq-map .leaflet-marker-pane .yq-address-pin");
    await pin.waitFor();
    const mapBox = (await page.locator(".yq-map").boundingBox())!;
    await expect
      .poll(async () => {
        const b = (await pin.boundingBox())!;
        return [Math.round(b.x + b.width / 2 - mapBox.x), Math.round(b.y + 31 - mapBox.y)];
      })
      .toEqual([Math.round(mapBox.width / 2), Math.round(mapBox.height / 2)]);

    // The step says what to do next at each stage, and shows the area from the third point on.
    expect(await guidance(page)).toBe("Tap the corners of your lawn to outline it.");
    expect(await page.getByText("No lawn outlined yet").count()).toBe(0);
    // At zoom 19 and this latitude a pixel is about 0.23 m: 200 x 100 px is about 11,400 sq ft (Medium).
    await placeCorner(page, 200, 100, 0);
    await expect.poll(() => guidance(page)).toBe("Keep tapping around the lawn's edge.");
    await placeCorner(page, 200, 100, 1);
    expect(await guidance(page)).toBe("Keep tapping around the lawn's edge.");
    expect(await page.locator(".yq-measure-so-far").count()).toBe(0);
    await placeCorner(page, 200, 100, 2);
    await expect.poll(() => guidance(page)).toBe("Tap the first point to close the outline.");
    const half = await areaSoFar(page);
    expect(half).toBeGreaterThan(5_445);
    expect(half).toBeLessThan(6_500);
    await placeCorner(page, 200, 100, 3);
    await expect.poll(() => areaSoFar(page)).toBeGreaterThan(half * 1.9);
    const beforeClosing = await areaSoFar(page);
    expect(await page.locator(".yq-measure-area").count()).toBe(0);
    await page.screenshot({ path: path.join(shots, "measure-drawing-1280.png"), fullPage: true });
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/089-measure-drawing-1280.png`, fullPage: true });
    await placeCorner(page, 200, 100, 4);
    const shown = await shownArea(page);
    expect(shown).toBeGreaterThan(10_890);
    expect(shown).toBeLessThan(13_000);
    // The area while drawing and the closed outline's come from the same function (the server's too).
    expect(shown).toBe(beforeClosing);
    expect(await guidance(page)).toBe("Tap Move points and drag a point to adjust, or tap Start over to begin again.");
    expect(await page.locator(".yq-measure-so-far").count()).toBe(0);
    await page.getByText(/Medium yard: Weekly \$49/).waitFor();
    await page.screenshot({ path: path.join(shots, "measure-1280.png"), fullPage: true });

    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: "Accept weekly for $49" }).click();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    assertNoErrors();

    // The owner's submission (one per lead) carries the area the server computed and the outline drawn.
    const res = await owner.request.get(`${server.url}/api/forms/${formId}/submissions`);
    const body = (await res.json()) as {
      submissions: {
        yardSize: string;
        lawnAreaSqFt: number;
        lawnOutlines: { coordinates: number[][][][] };
      }[];
    };
    const [complete] = body.submissions;
    expect(complete.yardSize).toBe("medium");
    expect(Math.abs(complete.lawnAreaSqFt - shown)).toBeLessThanOrEqual(1);
    expect(complete.lawnOutlines.coordinates[0][0]).toHaveLength(5);

    // The owner sees the area in the table and the outline over the imagery in the dialog.
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${server.url}/forms/${formId}/submissions`);
    const row = ownerPage.getByRole("row").filter({ hasText: "Pat Visitor" }).first();
    await row.getByText(`${shown.toLocaleString("en-US")} sq ft`).waitFor();
    await row.click();
    const dialog = ownerPage.getByRole("dialog");
    await dialog.getByText(`${shown.toLocaleString("en-US")} sq ft (measured on the map)`).waitFor();
    await dialog.locator(".leaflet-overlay-pane path").waitFor();
    await dialog.locator(".leaflet-tile-loaded").first().waitFor();
    await ownerPage.screenshot({ path: path.join(shots, "owner-dialog-1280.png") });
    await ownerPage.close();
  });

  it("works at 360 px with touch; 'I'd rather pick my yard size' leads back to the cards; a typed area prices too", async ({
    browser,
    server,
    publishedForm: formId,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await reachMeasuring(page, `${server.url}/forms/embed/${formId}`);
    await page.getByLabel("Find your address").fill("12 Elm Street");
    await page.getByRole("button", { name: "Find" }).tap();
    await page.locator(".leaflet-tile-loaded").first().waitFor();
    await page.locator(".yq-address-pin").waitFor();
    for (const i of [0, 1, 2]) await placeCorner(page, 120, 80, i, true);
    await expect.poll(() => guidance(page)).toBe("Tap the first point to close the outline.");
    expect(await areaSoFar(page)).toBeGreaterThan(0);
    // A phone a little wider, mid-drawing: the outline so far stays where it was tapped.
    await resizeViewport(page, { width: 390, height: 740 });
    await page.screenshot({ path: path.join(shots, "measure-drawing-390.png"), fullPage: true });
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/089-measure-drawing-390.png`, fullPage: true });
    await resizeViewport(page, { width: 360, height: 740 });
    for (const i of [3, 4]) await placeCorner(page, 120, 80, i, true);
    await page.locator(".yq-measure-area").waitFor();
    await page.getByText(/Small yard: Weekly \$39/).waitFor();
    await page.getByLabel("Or type your lawn's area in square feet").fill("25000");
    await page.getByText(/Large yard: Weekly \$59/).waitFor();
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    await page.screenshot({ path: path.join(shots, "measure-360.png"), fullPage: true });
    await page.getByRole("button", { name: "I'd rather pick my yard size" }).click();
    await page.getByRole("radio", { name: /Small Yard/ }).check();
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the owner finds the Measurement section in the Yard Sizes step, tier ranges read from the descriptions", async ({
    owner: { context: owner },
    server,
    publishedForm: formId,
  }) => {
    const page = await owner.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/forms/${formId}`);
    await page.getByRole("button", { name: "Yard Sizes" }).click();
    const toggle = page.getByRole("switch", { name: "Measure lawns on a map" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByLabel("Small yard: up to (sq ft)").getAttribute("placeholder")).toBe("10890");
    expect(await page.getByLabel("Medium yard: up to (sq ft)").getAttribute("placeholder")).toBe("21780");
    // Imagery is configured on this server, so no "ask for settings" notice.
    expect(await page.getByText("TILE_URL_TEMPLATE").count()).toBe(0);
    await page.getByLabel("A rate per 1,000 sq ft").check();
    await page.getByLabel("Weekly per 1,000 sq ft", { exact: true }).waitFor();
    await page.getByLabel("Minimum price per visit").waitFor();
    await page.getByText("Measure lawns on a map").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "builder-measurement-1280.png") });
    await page.close();
  });
});
