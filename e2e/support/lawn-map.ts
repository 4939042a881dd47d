import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { startMapStandIn, type MapStandIn } from "../../apps/server/src/test/map-stand-ins";
import { signUpInContext } from "./accounts";
import { launchBrowser } from "./browser";
import { publishForm } from "./published-form";
import { startServer, type RunningServer } from "./server";

// Steps shared by the lawn-measuring journeys (the local map stand-ins serve tiles and addresses).

export const ELM_STREET = {
  display_name: "12 Elm Street, Springfield, Illinois, 62701, United States",
  lat: "39.7990",
  lon: "-89.6440",
  address: { house_number: "12", road: "Elm Street", city: "Springfield", state: "Illinois", postcode: "62701" },
};

/** Fills the contact fields and picks mowing, in the page or in one form of it (a builder preview). */
export async function answerUpToMowing(scope: Page | Locator) {
  await scope.getByLabel("Name").fill("Pat Visitor");
  await scope.getByLabel("Email").fill("pat@example.com");
  await scope.getByLabel("Phone").fill("(555) 123-4567");
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
    await page.waitForTimeout(150);
  }
}

/** The lawn area the step shows, in square feet. */
export async function shownArea(page: Page): Promise<number> {
  const area = page.locator(".yq-measure-area");
  await area.waitFor({ timeout: 5000 });
  return Number((await area.textContent())!.replace(/[^\d]/g, ""));
}

export const LAWN_SHOTS = path.join(os.tmpdir(), "yq-lawn-shots");

export type LawnJourney = {
  server: RunningServer;
  browser: Browser;
  maps: MapStandIn;
  owner: BrowserContext;
  /** A published form with map measurement on. */
  formId: string;
  close: () => Promise<void>;
};

/** A server with the local tile and address stand-ins, a browser, and an owner with a measuring form. */
export async function startLawnJourney(): Promise<LawnJourney> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-lawn-"));
  const maps = await startMapStandIn([ELM_STREET]);
  const [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, TILE_URL_TEMPLATE: maps.tileUrl, GEOCODER_URL: maps.geocoderUrl }),
    launchBrowser(),
  ]);
  const owner = await browser.newContext();
  await signUpInContext(owner, server.url);
  const formId = await publishForm(owner, server.url, (doc) => (doc.yardSizes.measurement.enabled = true));
  fs.mkdirSync(LAWN_SHOTS, { recursive: true });
  return {
    server,
    browser,
    maps,
    owner,
    formId,
    close: async () => {
      await owner.close();
      await browser.close();
      await server.stop();
      await maps.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Searches the stand-in's one address and waits for its imagery. */
export async function findElmStreet(scope: Page | Locator) {
  await scope.getByLabel("Find your address").fill("12 Elm Street Springfield");
  await scope.getByLabel("Find your address").press("Enter");
  // The map zooms to the house at its deepest zoom, where zooming in is switched off.
  await scope.locator(".leaflet-control-zoom-in.leaflet-disabled").waitFor();
  await scope.locator(".leaflet-tile-loaded").first().waitFor();
}
