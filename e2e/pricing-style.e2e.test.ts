import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpInContext } from "./support/accounts";
import { launchBrowser, openPage } from "./support/browser";
import { publishForm } from "./support/published-form";
import { startServer, type RunningServer } from "./support/server";

// Each pricing style setting of the Customization step, seen where a visitor sees it: the
// quote card of the public form, read back as computed styles (not only as CSS variables).

let server: RunningServer;
let browser: Browser;
let splashForm: string;
let plainForm: string;
let ownerState: Awaited<ReturnType<Browser["newContext"]>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ownerState = await browser.newContext();
  await signUpInContext(ownerState, server.url);
  const style = {
    weekly: 39,
    biweekly: 59,
    monthly: 79,
    backgroundColor: "#102030",
    cardColor: "#FFE4B5",
    brushColor: "#C0392B",
  };
  splashForm = await publishForm(ownerState, server.url, (doc) => {
    doc.customization.pricingStyle = { ...style, paintSplash: true };
  });
  plainForm = await publishForm(ownerState, server.url, (doc) => {
    doc.customization.pricingStyle = { ...style, paintSplash: false };
    doc.formType = "other";
  });
});
afterAll(async () => {
  await ownerState?.close();
  await browser?.close();
  await server?.stop();
});

async function openQuote(page: Page, formId: string) {
  await page.goto(`${server.url}/forms/embed/${formId}`);
  await page.getByLabel("Name").fill("Sam Rivera");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Phone").fill("(555) 123-4567");
  await page.getByRole("checkbox").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: /Small Yard/ }).check();
  await page.getByRole("group", { name: "How often?" }).waitFor();
}

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

describe("pricing style on the public quote card", () => {
  it("pricing background is the backdrop behind the form", async () => {
    const { page, context, assertNoErrors } = await openPage(browser, { width: 390, height: 844 });
    await openQuote(page, splashForm);
    expect(await css(page, ".yq-form", "background-color")).toBe("rgb(16, 32, 48)");
    assertNoErrors();
    await context.close();
  });

  it("pricing card colour fills each price option that is not chosen", async () => {
    const { page, context, assertNoErrors } = await openPage(browser, { width: 390, height: 844 });
    await openQuote(page, splashForm);
    const options = page.locator(".yq-price");
    expect(await options.count()).toBe(3);
    for (const i of [0, 1, 2])
      expect(await options.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 228, 181)");
    await page.getByRole("radio", { name: /Monthly/ }).check();
    expect(await options.nth(2).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(255, 228, 181)");
    assertNoErrors();
    await context.close();
  });

  it("brush colour paints the headline stroke and rims the chosen price", async () => {
    const { page, context, assertNoErrors } = await openPage(browser, { width: 1280, height: 900 });
    await openQuote(page, splashForm);
    expect(await css(page, ".yq-brush-stroke path", "fill")).toBe("rgb(192, 57, 43)");
    expect(await page.locator(".yq-brush-stroke").boundingBox()).toMatchObject({ height: expect.any(Number) });
    await page.getByRole("radio", { name: /Bi-Weekly/ }).check();
    expect(await css(page, ".yq-price-selected", "border-top-color")).toBe("rgb(192, 57, 43)");
    assertNoErrors();
    await context.close();
  });

  it("paint splash shows two splashes in the brush colour when on, none when off", async () => {
    const { page, context, assertNoErrors } = await openPage(browser, { width: 1280, height: 900 });
    await openQuote(page, splashForm);
    const splash = page.getByTestId("yq-paint-splash");
    expect(await splash.isVisible()).toBe(true);
    expect(await splash.locator("svg").count()).toBe(2);
    expect(await css(page, ".yq-splash path", "fill")).toBe("rgb(192, 57, 43)");
    const box = (await page.locator(".yq-splash-left").boundingBox())!;
    expect(box.width).toBeGreaterThan(50);
    await openQuote(page, plainForm);
    expect(await page.getByTestId("yq-paint-splash").count()).toBe(0);
    assertNoErrors();
    await context.close();
  });

  it("displayed prices are not offered in the Customization step; the quote shows each yard size's prices", async () => {
    const { page, assertNoErrors } = await openPage(browser, { width: 1280, height: 900 });
    await page.context().addCookies(await ownerState.cookies());
    await page.goto(`${server.url}/forms/${splashForm}`);
    await page.getByRole("button", { name: "Customization" }).click();
    await page.getByRole("switch", { name: "Paint Splash" }).waitFor();
    for (const label of ["Brush Color", "Pricing Card", "Pricing Background"])
      await page.getByText(label, { exact: true }).first().waitFor();
    expect(await page.getByText(/Displayed (Weekly|Bi-Weekly|Monthly) Price/).count()).toBe(0);
    assertNoErrors();
    await page.context().close();
  });
});
