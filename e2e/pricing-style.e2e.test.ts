import type { FormDocument } from "@yq/form-schema/form-document";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import type { Page } from "playwright-core";
import { describe, expect, test } from "./support/fixtures";
import { publishForm } from "./support/published-form";
import { fillContact } from "./support/visitor";

// Each pricing style setting of the Customization step, seen where a visitor sees it: the
// quote card of the public form, read back as computed styles (not only as CSS variables).

const STYLE = {
  weekly: 39,
  biweekly: 59,
  monthly: 79,
  backgroundColor: "#102030",
  cardColor: "#FFE4B5",
  brushColor: "#C0392B",
};

const it = test
  /** The published form (publishedForm) splashes paint behind its prices. */
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.customization.pricingStyle = { ...STYLE, paintSplash: true };
  })
  /** The same owner's second form, without the splash. */
  .extend("plainForm", { scope: "file" }, async ({ owner, server }) =>
    publishForm(owner.context, server.url, (doc) => {
      doc.customization.pricingStyle = { ...STYLE, paintSplash: false };
      doc.formType = "other";
    }),
  );

async function openQuote(page: Page, formUrl: string) {
  await page.goto(formUrl);
  const { name, email, phone } = VISITOR_ANSWERS;
  await fillContact(page, { name, email, phone });
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
  it("pricing background is the backdrop behind the form", async ({ openPage, server, publishedForm: splashForm }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await openQuote(page, `${server.url}/forms/embed/${splashForm}`);
    expect(await css(page, ".yq-form", "background-color")).toBe("rgb(16, 32, 48)");
    assertNoErrors();
    await context.close();
  });

  it("pricing card colour fills each price option that is not chosen", async ({
    openPage,
    server,
    publishedForm: splashForm,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await openQuote(page, `${server.url}/forms/embed/${splashForm}`);
    const options = page.locator(".yq-price");
    expect(await options.count()).toBe(3);
    for (const i of [0, 1, 2])
      expect(await options.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 228, 181)");
    await page.getByRole("radio", { name: /Monthly/ }).check();
    expect(await options.nth(2).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(255, 228, 181)");
    assertNoErrors();
    await context.close();
  });

  it("brush colour paints the headline stroke and rims the chosen price", async ({
    openPage,
    server,
    publishedForm: splashForm,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await openQuote(page, `${server.url}/forms/embed/${splashForm}`);
    expect(await css(page, ".yq-brush-stroke path", "fill")).toBe("rgb(192, 57, 43)");
    expect(await page.locator(".yq-brush-stroke").boundingBox()).toMatchObject({ height: expect.any(Number) });
    await page.getByRole("radio", { name: /Bi-Weekly/ }).check();
    expect(await css(page, ".yq-price-selected", "border-top-color")).toBe("rgb(192, 57, 43)");
    assertNoErrors();
    await context.close();
  });

  it("paint splash shows two splashes in the brush colour when on, none when off", async ({
    openPage,
    server,
    publishedForm: splashForm,
    plainForm,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await openQuote(page, `${server.url}/forms/embed/${splashForm}`);
    const splash = page.getByTestId("yq-paint-splash");
    expect(await splash.isVisible()).toBe(true);
    expect(await splash.locator("svg").count()).toBe(2);
    expect(await css(page, ".yq-splash path", "fill")).toBe("rgb(192, 57, 43)");
    const box = (await page.locator(".yq-splash-left").boundingBox())!;
    expect(box.width).toBeGreaterThan(50);
    await openQuote(page, `${server.url}/forms/embed/${plainForm}`);
    expect(await page.getByTestId("yq-paint-splash").count()).toBe(0);
    assertNoErrors();
    await context.close();
  });

  it("displayed prices are not offered in the Customization step; the quote shows each yard size's prices", async ({
    openPage,
    owner,
    server,
    publishedForm: splashForm,
  }) => {
    const { page, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await page.context().addCookies(await owner.context.cookies());
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
