import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { nextFrame } from "./browser";
import { fillContact } from "./visitor";

// Steps shared by the lawn-measuring journeys (the local map stand-ins serve tiles and addresses).

export const ELM_STREET = {
  display_name: "12 Elm Street, Springfield, Illinois, 62701, United States",
  lat: "39.7990",
  lon: "-89.6440",
  address: { house_number: "12", road: "Elm Street", city: "Springfield", state: "Illinois", postcode: "62701" },
};

/** Fills the contact fields and picks mowing, in the page or in one form of it (a builder preview). */
export async function answerUpToMowing(scope: Page | Locator) {
  // Not the address: the measuring journeys fill it from the address search.
  const { name, email, phone } = VISITOR_ANSWERS;
  await fillContact(scope, { name, email, phone });
  await scope.getByLabel("I agree to the terms and conditions").check();
  // The card, as a visitor taps it: its radio is visually hidden (and under 1 px in a scaled preview).
  await scope.getByText("Mowing Service", { exact: true }).click();
}

/** Opens the public form, fills the contact fields, picks mowing and waits for the measuring step. */
export async function reachMeasuring(page: Page, url: string) {
  await page.goto(url);
  await answerUpToMowing(page);
  await page.getByRole("heading", { name: "Measure your lawn" }).waitFor();
}

/** The pixel corners of a `w` by `h` rectangle in the middle of the map, the first repeated to close it. */
export async function rectangleCorners(
  page: Page,
  w: number,
  h: number,
  scope: Page | Locator = page,
): Promise<[number, number][]> {
  await scope.locator(".yq-map").scrollIntoViewIfNeeded();
  const box = (await scope.locator(".yq-map").boundingBox())!;
  const x0 = box.x + box.width / 2 - w / 2;
  const y0 = box.y + box.height / 2 - h / 2;
  return [
    [x0, y0],
    [x0 + w, y0],
    [x0 + w, y0 + h],
    [x0, y0 + h],
    [x0, y0],
  ];
}

/** Clicks (or taps) the corners of a `w` by `h` pixel rectangle in the middle of the map, then the first again. */
export async function drawRectangle(page: Page, w: number, h: number, touch = false, scope: Page | Locator = page) {
  for (const [x, y] of await rectangleCorners(page, w, h, scope)) {
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await nextFrame(page);
  }
}

/** The lawn area the step shows, in square feet. */
export async function shownArea(page: Page): Promise<number> {
  const area = page.locator(".yq-measure-area");
  await area.waitFor({ timeout: 5000 });
  return Number((await area.textContent())!.replace(/[^\d]/g, ""));
}

export const LAWN_SHOTS = path.join(os.tmpdir(), "yq-lawn-shots");

/** Searches the stand-in's one address and waits for its imagery. */
export async function findElmStreet(scope: Page | Locator) {
  await scope.getByLabel("Find your address").fill("12 Elm Street Springfield");
  await scope.getByLabel("Find your address").press("Enter");
  // The map zooms to the house at its deepest zoom, where zooming in is switched off.
  await scope.locator(".leaflet-control-zoom-in.leaflet-disabled").waitFor();
  await scope.locator(".leaflet-tile-loaded").first().waitFor();
}
