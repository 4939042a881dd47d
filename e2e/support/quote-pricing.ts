import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { fillContact, QUICK_CONTACT } from "./visitor";

// Steps of the priced-quote journeys: an owner's form of any type published
// through the owner API, and a visitor who reaches its services and reads the engine's total.

/** The snow form's defaults, named `name`, with the journey's own changes. */
export function snowForm(name: string, edit: (doc: FormDocument) => void = () => {}): FormDocument {
  const doc = defaultFormDocumentFor("snow_quote");
  doc.name = name;
  edit(doc);
  return doc;
}

/** Publishes `doc` as the signed-in context's owner (POST /api/forms); returns the form's id. */
export async function publishDocument(context: BrowserContext, baseUrl: string, doc: FormDocument) {
  const res = await context.request.post(`${baseUrl}/api/forms`, {
    data: { ...doc, status: "published" },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`publishing failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Opens the public form, types the contact fields and consents; the services then show. */
export async function startQuote(page: Page, url: string, name = QUICK_CONTACT.name) {
  await page.goto(url);
  await expect.poll(() => page.getByLabel("Name").isEnabled()).toBe(true);
  await fillContact(page, { ...QUICK_CONTACT, name, email: `${name!.split(" ")[0]!.toLowerCase()}@example.com` });
  await page.getByLabel("I agree to the terms and conditions").check();
}

/** Picks driveway plowing, then the driveway's size and the plan by their radios' names. */
export async function pickDriveway(page: Page, size: RegExp, plan: RegExp) {
  await page.getByRole("radio", { name: /Driveway Plowing/ }).check();
  await page.getByRole("group", { name: "Driveway size" }).getByRole("radio", { name: size }).check();
  await page.getByRole("group", { name: "Choose your plan" }).getByRole("radio", { name: plan }).check();
}

/** The rows of the total on screen (before the accept, or the upsell's new total). */
export const totalRows = (page: Page) => page.locator(".yq-total-row").allInnerTexts();

/** Rows as one line each, whatever spacing their cells had. */
export const squash = (rows: string[]) => rows.map((row) => row.replace(/\s+/g, " ").trim());

/** The result's summary rows, label and value joined by a space. */
export async function summaryRows(page: Page) {
  return squash(await page.locator(".yq-summary-row").allInnerTexts());
}

/** What the page says anywhere visible, for words a form type must never show. */
export const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

/**
 * Screenshots at 390 and 1280 px into `dir`, and no sideways scrolling at 390 and 320 px; the
 * page is left at 390 px, the journeys' phone.
 */
export async function shotsAndWidths(page: Page, dir: string, name: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    if (width !== 320) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
