import type { Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { createFormInContext } from "./support/forms";

// An owner who has their one Mowing Quote makes a Snow Removal Quote: New Form asks
// for the type, the builder speaks of driveways and pushes, and the owner's prices and promo code
// are saved. Screenshots go to YQ_SHOTS_DIR when it is set.

const SHOTS = process.env.YQ_SHOTS_DIR;

/** New Form → Snow Removal Quote, from the forms list of an owner who already has a mowing form. */
async function startSnowForm(page: Page, baseUrl: string, width: number) {
  await page.goto(`${baseUrl}/forms`);
  await page.getByRole("heading", { level: 2, name: "Backyard Mowing" }).waitFor();
  await page.getByRole("button", { name: "New Form" }).click();
  const dialog = page.getByRole("dialog", { name: "New Form" });
  await dialog.getByText("You already have one", { exact: false }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/new-form-dialog-${width}.png` });
  await dialog.getByRole("button", { name: "Snow Removal Quote" }).click();
  await page.waitForURL("**/forms/new?type=snow_quote");
  await page.getByRole("heading", { level: 1, name: "Form Builder" }).waitFor();
  // The first save creates it: the server refuses only a second Mowing Quote.
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.getByText("Form created successfully").waitFor();
  await page.waitForURL(/\/forms\/[0-9a-f-]{36}\/edit$/);
  await page
    .getByRole("navigation", { name: "Form builder steps" })
    .getByRole("button", { name: /Services/ })
    .click();
  await page.getByRole("heading", { level: 2, name: "3. Services" }).waitFor();
}

/** The price field's value, as the builder shows it. */
const valueOf = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true }).inputValue();

async function setValue(page: Page, name: string, value: string) {
  const input = page.getByRole("textbox", { name, exact: true });
  await input.fill(value);
}

async function addPromoCode(page: Page, code: string, percent: string) {
  const settings = page.locator("section", { has: page.getByRole("heading", { name: "Pricing Settings" }) });
  await settings.getByRole("button", { name: "Add promo code" }).click();
  const row = settings.getByRole("listitem").last();
  await row.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await row.getByRole("textbox", { name: `Percent off with ${code}` }).fill(percent);
  await row.getByRole("switch", { name: `Code ${code} works` }).click();
}

/** What the drag-and-drop library last told screen readers (its live region). */
const dragAnnouncement = (page: Page) =>
  page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "");

/** The step, the snow service and the pricing settings, once the save's toast has gone. */
async function shoot(page: Page, width: number) {
  if (!SHOTS) return;
  await page.getByText("Form created successfully").waitFor({ state: "hidden" });
  // From the top, so the sticky top bar is drawn once, where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/services-step-${width}.png`, fullPage: true });
  await page
    .getByRole("region", { name: "Driveway Plowing" })
    .screenshot({ path: `${SHOTS}/snow-service-${width}.png` });
  await page
    .locator("section", { has: page.getByRole("heading", { name: "Pricing Settings" }) })
    .last()
    .screenshot({ path: `${SHOTS}/pricing-settings-${width}.png` });
}

const savedAll = (page: Page) => page.getByText("All changes saved").waitFor();

describe("builder pricing", () => {
  it("at 1280 px: a snow form beside the mowing one, driveway words, a per-push price, a promo code, a reorder", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);
    await createFormInContext(context, server.url, { name: "Backyard Mowing" });
    await startSnowForm(page, server.url, 1280);

    const plowing = page.getByRole("region", { name: "Driveway Plowing" });
    await plowing.getByRole("group", { name: "Driveway sizes" }).waitFor();
    expect(await plowing.getByText("Per push and seasonal (snow) · from $40 per push").isVisible()).toBe(true);
    for (const [n, name] of ["1-car driveway", "2-car driveway", "3-car or long driveway"].entries()) {
      expect(await valueOf(page, `Driveway size ${n + 1} name`)).toBe(name);
    }
    expect(await plowing.getByText("Yard size", { exact: false }).count()).toBe(0);
    await setValue(page, "Driveway size 1 per push", "45");
    await plowing.getByText("from $45 per push").waitFor();

    await addPromoCode(page, "FIRSTSNOW", "15");

    // A second service, moved above the first with the keyboard (Space, arrow, Space).
    await page.getByRole("button", { name: "Add Service" }).click();
    await page
      .getByRole("region", { name: "Service 2" })
      .getByRole("textbox", { name: "Service name" })
      .fill("Roof Raking");
    const raking = page.getByRole("button", { name: "Reorder Roof Raking" });
    await raking.focus();
    // Each key waits for the drag-and-drop library's screen-reader announcement of the one before.
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/^(Picked up|Draggable item .* was moved over)/);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/moved over droppable area driveway-plowing/);
    // "All changes saved" still shows from the save before the drop, and that save may still be
    // answering: wait for the save that carries the new order.
    type Listed = { name: string; order: number }[];
    const orderOf = (listed: Listed, name: string) => listed.find((s) => s.name === name)?.order ?? -1;
    const reorderSaved = page.waitForResponse((r) => {
      if (r.request().method() !== "PATCH" || !r.url().includes("/api/forms/") || !r.ok()) return false;
      const listed: Listed = r.request().postDataJSON()?.services?.listed ?? [];
      return (
        orderOf(listed, "Roof Raking") >= 0 && orderOf(listed, "Roof Raking") < orderOf(listed, "Driveway Plowing")
      );
    });
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/was dropped/);
    await reorderSaved;
    const order = () =>
      page
        .getByRole("list", { name: "Your services" })
        .locator(":scope > li > section")
        .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    await expect.poll(order).toEqual(["Roof Raking", "Driveway Plowing"]);
    await savedAll(page);
    await shoot(page, 1280);

    // Everything came back from the server.
    await page.reload();
    await page
      .getByRole("navigation", { name: "Form builder steps" })
      .getByRole("button", { name: /Services/ })
      .click();
    await page.getByRole("region", { name: "Driveway Plowing" }).waitFor();
    expect(await order()).toEqual(["Roof Raking", "Driveway Plowing"]);
    expect(await valueOf(page, "Driveway size 1 per push")).toBe("45");
    expect(await page.getByRole("textbox", { name: "Code", exact: true }).inputValue()).toBe("FIRSTSNOW");
    expect(await page.getByRole("switch", { name: "Code FIRSTSNOW works" }).getAttribute("aria-checked")).toBe("true");

    // The snow form's add-ons are priced per push and per visit.
    await page
      .getByRole("navigation", { name: "Form builder steps" })
      .getByRole("button", { name: /Settings/ })
      .click();
    const addOns = page.getByRole("list", { name: "Upsell services" });
    expect(await addOns.getByRole("textbox", { name: "Upsell service 1 price" }).inputValue()).toBe("15");
    expect(await addOns.getByRole("combobox", { name: "Upsell service 1 unit" }).textContent()).toBe("per push");
    if (SHOTS) {
      await page
        .locator("section", { has: page.getByRole("heading", { name: "Upsell Settings" }) })
        .last()
        .screenshot({ path: `${SHOTS}/upsell-1280.png` });
    }

    await page.goto(`${server.url}/forms`);
    await page.getByRole("listitem").filter({ hasText: "Snow Removal Quote" }).waitFor();
    expect(await page.getByRole("listitem").count()).toBe(2);
    assertNoErrors();
    await context.close();
  });

  it("at 390 px: the same, with no sideways scroll", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await signUpInContext(context, server.url);
    await createFormInContext(context, server.url, { name: "Backyard Mowing" });
    await startSnowForm(page, server.url, 390);

    await page
      .getByRole("region", { name: "Driveway Plowing" })
      .getByRole("group", { name: "Driveway sizes" })
      .waitFor();
    await setValue(page, "Driveway size 2 per push", "55");
    await addPromoCode(page, "SNOW10", "10");
    await savedAll(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await shoot(page, 390);

    await page.reload();
    await page
      .getByRole("navigation", { name: "Form builder steps" })
      .getByRole("button", { name: /Services/ })
      .click();
    expect(await valueOf(page, "Driveway size 2 per push")).toBe("55");
    expect(await page.getByRole("textbox", { name: "Code", exact: true }).inputValue()).toBe("SNOW10");
    assertNoErrors();
    await context.close();
  });
});
