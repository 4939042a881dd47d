import { defaultYardSizes } from "@yq/form-schema/defaults";
import type { Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it, type OpenPage } from "./support/fixtures";
import { createFormInContext } from "./support/forms";
import { fillContact } from "./support/visitor";

const SHOTS = process.env.YQ_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

function yardSizes() {
  const sizes = defaultYardSizes();
  sizes.medium.weeklyPrice = 45;
  return sizes;
}

/** A visitor of their own opens the form, sees the medium yard's weekly price, and accepts it. */
async function visitorSeesMediumWeekly(openPage: OpenPage, formUrl: string, name: string, expected: string) {
  const visitor = await openPage({ width: 390, height: 844 });
  const { page } = visitor;
  await page.goto(formUrl);
  await fillContact(page, { name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, phone: "(555) 321-7788" });
  await page.getByRole("checkbox").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: /Medium Yard/ }).check();
  await page.getByRole("heading", { name: "Your Offer" }).waitFor();
  await page.getByText(expected, { exact: true }).first().waitFor();
  await page.getByRole("radio", { name: /^Weekly/ }).check();
  await page.getByRole("button", { name: /^Accept weekly/ }).click();
  await page.getByText("Thank you", { exact: false }).first().waitFor();
  visitor.assertNoErrors();
  await visitor.context.close();
}

describe("editing a live form", () => {
  it("keeps visitors on the published version until the owner publishes; each lead keeps its own prices", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);
    const { id } = await createFormInContext(context, server.url, {
      name: "Versioned Lawns",
      status: "published",
      yardSizes: yardSizes(),
    });
    const visitorSees = (name: string, expected: string) =>
      visitorSeesMediumWeekly(openPage, `${server.url}/forms/embed/${id}`, name, expected);
    await visitorSees("Avery Before", "$45");

    await page.goto(`${server.url}/forms/${id}`);
    await page.getByRole("heading", { name: "Edit Form" }).waitFor();
    await page
      .getByRole("button", { name: /Yard Sizes/ })
      .first()
      .click();
    await page.getByLabel("Medium Weekly Price").fill("55");
    await page.getByText("Unpublished changes.").waitFor();
    await shot(page, "unpublished-changes-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "unpublished-changes-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Saved as work in progress: a visitor still gets the published price.
    await visitorSees("Blair Unpublished", "$45");

    // Discarding asks first; keeping the edit leaves it there.
    await page.getByRole("button", { name: "Discard changes" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Keep editing" }).click();
    expect(await page.getByLabel("Medium Weekly Price").inputValue()).toBe("55");

    await page.getByRole("button", { name: "Publish changes" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByText("Unpublished changes.").waitFor({ state: "hidden" });
    await visitorSees("Casey After", "$55");

    // An edit thrown away: the builder shows the published price again, visitors never saw it.
    await page.getByLabel("Medium Weekly Price").fill("99");
    await page.getByText("Unpublished changes.").waitFor();
    await page.getByRole("button", { name: "Discard changes" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Your changes since the last publish will be lost").waitFor();
    await confirm.getByRole("button", { name: "Discard changes" }).click();
    await page.getByText("Unpublished changes.").waitFor({ state: "hidden" });
    expect(await page.getByLabel("Medium Weekly Price").inputValue()).toBe("55");
    await page.reload();
    await page
      .getByRole("button", { name: /Yard Sizes/ })
      .first()
      .click();
    expect(await page.getByLabel("Medium Weekly Price").inputValue()).toBe("55");
    expect(await page.getByText("Unpublished changes.").count()).toBe(0);

    // The owner's details dialog shows each lead the price its visitor was offered.
    await page.goto(`${server.url}/forms/${id}/submissions`);
    for (const [name, price] of [
      ["Avery Before", "Weekly: $45"],
      ["Blair Unpublished", "Weekly: $45"],
      ["Casey After", "Weekly: $55"],
    ]) {
      await page.getByRole("row").filter({ hasText: name }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: "Submission Details" }).waitFor();
      expect(await dialog.textContent(), `${name} was offered ${price}`).toContain(price);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }
    assertNoErrors();
  });
});
