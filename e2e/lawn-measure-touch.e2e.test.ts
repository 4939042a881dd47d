import path from "node:path";
import type { Page } from "playwright-core";
import { nextFrame } from "./support/browser";
import { describe, expect } from "./support/fixtures";
import { lawnTest as it } from "./support/lawn-fixtures";
import { findElmStreet, LAWN_SHOTS as shots, reachMeasuring, rectangleCorners, shownArea } from "./support/lawn-map";

// A visitor on a phone changes an outline with a finger: drags a point to move it, taps a point
// and deletes it with the "Delete point" button (terra-draw deletes points on right-click only).

/** A one-finger drag through the browser's own touch input (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => ({ x: from[0] + (to[0] - from[0]) * t, y: from[1] + (to[1] - from[1]) * t });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(0)] });
  for (let step = 1; step <= 20; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(step / 20)] });
    await nextFrame(page);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * Taps a corner of the drawn 160 x 100 rectangle until the step offers "Delete point". A drag can
 * leave the page scrolling on: the browser takes the next tap as the finger that stops it, with no
 * click. So the tap is made again, at the corner's place read anew, until one arrives; tapping a
 * chosen corner again keeps it chosen.
 */
const chooseCorner = (page: Page, index: number) =>
  expect
    .poll(async () => {
      const corner = (await rectangleCorners(page, 160, 100))[index];
      await page.touchscreen.tap(corner[0], corner[1]);
      return page.getByRole("button", { name: "Delete point" }).isVisible();
    })
    .toBe(true);

describe("changing an outline by touch at 390 px", () => {
  it("moves a point by dragging, deletes a point by tap and button, and keeps at least three", async ({
    browser,
    owner,
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
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await reachMeasuring(page, `${server.url}/forms/embed/${publishedForm}`);
    await findElmStreet(page);

    const corners = await rectangleCorners(page, 160, 100);
    for (const [x, y] of corners) {
      await page.touchscreen.tap(x, y);
      await nextFrame(page);
    }
    const drawn = await shownArea(page);

    await page.getByRole("button", { name: "Move points" }).tap();
    await page.getByText("Tap an outline to change it.").waitFor();
    // Tapping the toolbar may scroll the page: read the corners' places on screen again.
    const [topLeft, topRight, bottomRight] = await rectangleCorners(page, 160, 100);
    await page.touchscreen.tap((topLeft[0] + topRight[0]) / 2, (topRight[1] + bottomRight[1]) / 2);
    await page.getByRole("button", { name: "Delete shape" }).waitFor();

    // Drag the bottom-right point 60 px right and 40 px down: the lawn grows.
    const moved: [number, number] = [bottomRight[0] + 60, bottomRight[1] + 40];
    await touchDrag(page, bottomRight, moved);
    await expect.poll(() => shownArea(page)).toBeGreaterThan(drawn * 1.3);
    const grown = await shownArea(page);

    // Tap the top-left point: it is ringed and "Delete point" appears; deleting leaves a triangle.
    const deletePoint = page.getByRole("button", { name: "Delete point" });
    await chooseCorner(page, 0);
    await page.locator(".yq-map").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "delete-point-390.png") });
    await deletePoint.tap();
    await expect.poll(() => shownArea(page)).toBeLessThan(grown * 0.75);
    expect(await deletePoint.count()).toBe(0);
    const triangle = await shownArea(page);

    // A triangle keeps its three points, with the reason said.
    await chooseCorner(page, 1);
    await deletePoint.tap();
    await page.getByText("An outline needs at least three points. Use Delete shape to remove it.").waitFor();
    expect(await shownArea(page)).toBe(triangle);

    // The server measures the triangle itself and stores its outline.
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: /^Accept weekly for/ }).tap();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    const res = await owner.context.request.get(`${server.url}/api/forms/${publishedForm}/submissions`);
    const body = (await res.json()) as {
      submissions: {
        responseStatus: string | null;
        lawnAreaSqFt: number;
        lawnOutlines: { coordinates: number[][][][] };
      }[];
    };
    const complete = body.submissions.find((r) => r.responseStatus === "accept")!;
    expect(Math.abs(complete.lawnAreaSqFt - triangle)).toBeLessThanOrEqual(1);
    expect(complete.lawnOutlines.coordinates[0][0]).toHaveLength(4);
    expect(errors).toEqual([]);
    await context.close();
  });
});
