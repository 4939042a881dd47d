import type { Page } from "playwright-core";
import { MOWING_WORDS } from "@yq/form-schema/form-type-words";
import { signUpInContext } from "./support/accounts";
import { resizeViewport } from "./support/browser";
import { describe, expect, test as it } from "./support/fixtures";

// A new Snow Removal Quote: the builder speaks of driveways, pushes and the season,
// the first change saves it as a draft and the address names it, and leaving before any Save
// Draft keeps it in the forms list. Screenshots go to YQ_SHOTS_DIR when it is set.

const SHOTS = process.env.YQ_SHOTS_DIR;

const rail = (page: Page) => page.getByRole("navigation", { name: "Form builder steps" });

async function openStep(page: Page, title: string) {
  await rail(page)
    .getByRole("button", { name: new RegExp(title) })
    .click();
  await page.getByRole("heading", { level: 2, name: new RegExp(`^\\d\\. ${title}$`) }).waitFor();
}

/** The current step's words: its text, labels and placeholders. */
const stepWords = (page: Page) =>
  page.locator('section[aria-labelledby="builder-step-title"]').evaluate((section) => {
    const copy = section.cloneNode(true) as Element;
    // An upsell's unit is every unit the engine has (salting is per visit, snow-defaults.ts).
    for (const unit of copy.querySelectorAll('[aria-label$=" unit"]')) unit.remove();
    const labels = [...copy.querySelectorAll("[aria-label], [placeholder]")].flatMap((el) => [
      el.getAttribute("aria-label") ?? "",
      el.getAttribute("placeholder") ?? "",
    ]);
    return [copy.textContent ?? "", ...labels].join(" | ");
  });

describe("a new snow form", () => {
  it("speaks snow, saves itself as a draft from its first change and is in the list after leaving", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/forms`);
    await page.getByRole("button", { name: "Create Quote System" }).click();
    await page.getByRole("dialog", { name: "New Form" }).getByRole("button", { name: "Snow Removal Quote" }).click();
    await page.waitForURL("**/forms/new?type=snow_quote");
    await page.getByRole("heading", { level: 1, name: "Form Builder" }).waitFor();
    await page.getByText("Your first change saves this form as a draft").waitFor();

    expect(await rail(page).textContent()).not.toMatch(MOWING_WORDS);
    expect(await rail(page).textContent()).toContain("Driveway Sizes");
    await openStep(page, "Services");
    const plowing = page.getByRole("region", { name: "Driveway Plowing" });
    await plowing.getByText("from $40 per push").waitFor();
    expect(await stepWords(page)).not.toMatch(MOWING_WORDS);
    await openStep(page, "Driveway Sizes");
    await page.getByRole("textbox", { name: "Driveway size 2 per push" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Driveway size 2 per push" }).inputValue()).toBe("50");
    expect(await stepWords(page)).not.toMatch(MOWING_WORDS);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/snow-driveway-sizes-1280.png`, fullPage: true });
    // Nothing was changed yet: nothing was created.
    expect(page.url()).toMatch(/\/forms\/new\?type=snow_quote$/);

    // The first change creates the draft; the address names it while the owner goes on typing.
    await openStep(page, "Basic Info");
    const name = page.getByRole("textbox", { name: "Form Name" });
    await name.fill("Winter Plowing");
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}\/edit$/);
    const formId = page.url().split("/").at(-2)!;
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(" Co");
    expect(await name.inputValue()).toBe("Winter Plowing Co");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/snow-basic-info-1280.png`, fullPage: true });

    // Leaving at once, without Save Draft: the last words are saved on the way out.
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Forms" }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Winter Plowing Co" });
    await card.waitFor();
    expect(await card.getByText("Draft", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText("Snow Removal Quote").isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(`/forms/${formId}`);

    // On a phone, the same builder.
    await resizeViewport(page, { width: 390, height: 844 });
    await card.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Form" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Form Name" }).inputValue()).toBe("Winter Plowing Co");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/snow-basic-info-390.png`, fullPage: true });
    await openStep(page, "Driveway Sizes");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/snow-driveway-sizes-390.png`, fullPage: true });
    assertNoErrors();
  });
});
