import type { Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { closeDialogWithEscape, nextFrame } from "./support/browser";
import { describe, expect, test as it } from "./support/fixtures";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

const PNG = Buffer.from(TINY_PNG);

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const stepTitle = (page: Page, title: string) => page.getByRole("heading", { name: title }).waitFor();

/** What the drag-and-drop library last told screen readers (its live region). */
const dragAnnouncement = (page: Page) =>
  page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? "");

async function optionalFieldOrder(page: Page) {
  return page
    .getByRole("list", { name: "Optional customer fields" })
    .getByTestId("customer-field-name")
    .allTextContents();
}

const upsellNames = (page: Page) =>
  page
    .getByRole("textbox", { name: /Upsell service \d name/ })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

/**
 * dnd-kit swallows clicks for a moment after a drop (so the drop is not also a click): a click on
 * a probe element of the page's own reaches it again once the library has let clicks through.
 */
const clicksArrive = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement("span"));
        let arrived = false;
        probe.addEventListener("click", () => (arrived = true));
        probe.click();
        probe.remove();
        return arrived;
      }),
    )
    .toBe(true);

/** Drags one handle onto another with small mouse steps, a frame apart, the way a person drags. */
async function drag(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: to }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: from }).scrollIntoViewIfNeeded();
  const a = (await page.getByRole("button", { name: from }).boundingBox())!;
  const b = (await page.getByRole("button", { name: to }).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + ((b.y - a.y - 8) * i) / steps);
    await nextFrame(page);
  }
  await page.mouse.up();
  await clicksArrive(page);
}

describe("form builder", () => {
  it("fills every step, reorders by drag, uploads media, publishes, and finds it all again after a reload", async ({
    openPage,
    server,
  }) => {
    // The one 415 is the server refusing a text file that claims to be a PNG, on purpose.
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 415/]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/forms/new`);

    // 1. Basic Info
    await page.getByRole("heading", { name: "Form Builder" }).waitFor();
    expect(await page.getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
    await page.getByText("Save your form to access tools").waitFor();
    await page.getByLabel("Form Name").fill("Green Acres Mowing");
    await page.getByLabel("Form Description").fill("Weekly mowing for Springfield");
    const email = page.getByLabel("Notification Email (Optional)");
    await email.fill("not-an-email");
    await email.blur();
    await page.getByText("Please enter a valid email address or leave it empty").waitFor();
    await email.fill("owner@greenacres.com");
    await email.blur();
    await page.getByText("Your email has been successfully validated").waitFor();
    await page.getByRole("switch", { name: "Enable Email Notifications" }).click();
    await page.getByText("Notifications Disabled").waitFor();

    // The first change created the form as a draft; Save Draft saves it again.
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole("button", { name: "Save Draft" }).click();
    await page.getByText("Form saved successfully").waitFor();
    const formId = page.url().split("/").at(-2)!;
    await page.getByRole("button", { name: "Quick Preview" }).waitFor();
    await page.getByText(formId.slice(0, 8)).waitFor();

    // 2. Customer Fields: drag Zip/Postal Code above Address
    await next(page);
    await stepTitle(page, "2. Customer Fields");
    expect(await optionalFieldOrder(page)).toEqual(["Address", "City", "State/Province", "Zip/Postal Code"]);
    await drag(page, "Reorder Zip/Postal Code", "Reorder Address");
    await expect.poll(() => optionalFieldOrder(page)).toEqual(["Zip/Postal Code", "Address", "City", "State/Province"]);
    // The keyboard moves a field too: Space picks it up, arrows move it, Space drops it. Each key
    // waits for the drag-and-drop library's screen-reader announcement of the one before, not for
    // a fixed time (two journeys share the machine).
    await page.getByRole("button", { name: "Reorder State/Province" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/^(Picked up|Draggable item state was moved over)/);
    // The keyboard sensor listens for arrows from a frame after the pickup: a key pressed in the
    // same frame is lost on a busy machine.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/moved over droppable area city/);
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncement(page)).toMatch(/was dropped/);
    await expect.poll(() => optionalFieldOrder(page)).toEqual(["Zip/Postal Code", "Address", "State/Province", "City"]);
    await page.getByRole("switch", { name: "City required" }).click();
    const consent = page.getByRole("textbox", { name: "Consent Text" });
    await consent.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("I accept the lawn terms");
    await page.keyboard.press("ControlOrMeta+a");
    await page.getByRole("button", { name: "Add link" }).click();
    await page.getByLabel("Link URL").fill("greenacres.example.com/terms");
    await page.getByRole("button", { name: "Apply" }).click();
    await consent.locator('a[href="https://greenacres.example.com/terms"]').waitFor();

    // 3. Services
    await next(page);
    await stepTitle(page, "3. Services");
    await page.getByLabel("Mowing Description").fill("Mow, edge and blow");
    await page.getByRole("switch", { name: "Enable Landscaping" }).click();
    expect(await page.getByLabel("Landscaping Name").count()).toBe(0);

    // 4. Yard Sizes, with a media upload
    await next(page);
    await stepTitle(page, "4. Yard Sizes");
    await page.getByLabel("Small Weekly Price").fill("45.50");
    await page.getByRole("button", { name: "Add Custom Service" }).first().click();
    await page.getByPlaceholder("Custom Service 1").fill("Leaf Pickup");
    await page.getByRole("button", { name: "Choose Media" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Select Media for Small Yard" });
    await dialog.getByText("No media uploaded yet").waitFor();
    const fileInput = dialog.getByLabel("Upload media file");
    await fileInput.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a png ".repeat(40)),
    });
    await page.getByText("Please upload an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, MOV)").waitFor();
    await fileInput.setInputFiles({ name: "lawn.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("Media uploaded successfully").waitFor();
    await dialog.getByRole("button", { name: "Select media 1" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Select media 1" }).getAttribute("aria-pressed")).toBe("true");
    // A second upload becomes the choice; the older one can be deleted from the grid.
    await fileInput.setInputFiles({ name: "lawn-2.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Select media 2" }).waitFor();
    await dialog.getByRole("button", { name: "Delete media 2" }).click();
    await page.getByText("Media deleted successfully").waitFor();
    await dialog.getByRole("button", { name: "Select media 2" }).waitFor({ state: "detached" });
    expect(await dialog.getByRole("button", { name: "Select media 1" }).getAttribute("aria-pressed")).toBe("true");
    await dialog.getByRole("button", { name: "Done" }).click();
    const smallMedia = page.getByRole("img", { name: "Small yard media" });
    expect(await smallMedia.getAttribute("src")).toMatch(
      new RegExp(`^/media/form-yard-size-media/${formId}/small/\\d+-[0-9a-f]+\\.png$`),
    );

    // 5. Customization
    await next(page);
    await stepTitle(page, "5. Customization");
    await page.getByRole("combobox", { name: "Font Family" }).click();
    await page.getByRole("option", { name: "Poppins" }).click();
    await page.getByLabel(/Background Opacity/).fill("50");
    await page.getByLabel("Background Opacity: 50%").waitFor();
    await page.getByLabel("Form Title", { exact: true }).fill("Get Your Lawn Quote");
    // The live preview is the public form component showing the unsaved state.
    await page.getByRole("region", { name: "Live preview" }).getByText("Get Your Lawn Quote").waitFor();
    await page.getByRole("button", { name: "Quick Preview" }).click();
    await page.getByRole("dialog", { name: "Quick Preview" }).getByText("Get Your Lawn Quote").waitFor();
    await closeDialogWithEscape(page);
    await page.getByRole("switch", { name: "Show Form Description" }).click();
    await page.getByRole("textbox", { name: "Quote Disclaimer" }).click();
    await page.keyboard.type("Prices exclude tax");

    // 6. Settings
    await next(page);
    await stepTitle(page, "6. Settings");
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await page.getByRole("switch", { name: "Redirect After Acceptance" }).click();
    const url = page.getByLabel("Redirect URL");
    await url.fill("not a url");
    await page.getByText("Please enter a valid URL (e.g., https://example.com)").waitFor();
    await url.fill("https://greenacres.example.com/thanks");
    expect(await page.getByText(/Please enter a valid URL/).count()).toBe(0);
    await page.getByRole("switch", { name: "Enable Upsell" }).click();
    await page.getByLabel("Upsell Message").fill("Add these while we are there");
    for (const name of ["Hedge Trimming", "Weed Control", "Aeration"]) {
      await page.getByRole("button", { name: "Add Service" }).click();
      await page
        .getByRole("textbox", { name: /Upsell service \d name/ })
        .last()
        .fill(name);
    }
    await drag(page, "Reorder Aeration", "Reorder Hedge Trimming");
    expect(await upsellNames(page)).toEqual(["Aeration", "Hedge Trimming", "Weed Control"]);

    await page.getByRole("button", { name: "Publish Form" }).click();
    const published = page.getByRole("dialog", { name: "Form Published Successfully!" });
    await published.waitFor();
    expect(await published.getByLabel("HTML Embed Code", { exact: true }).inputValue()).toBe(
      `<iframe src="${server.url}/forms/embed/${formId}" width="100%" height="600" frameborder="0" style="border:none;"></iframe>`,
    );
    expect(await published.getByLabel("Direct Link", { exact: true }).inputValue()).toBe(
      `${server.url}/forms/embed/${formId}`,
    );
    await published.getByRole("button", { name: "Copy Link" }).click();
    await page.getByText("Link copied to clipboard").waitFor();
    await published.getByRole("button", { name: "Continue Editing" }).click();
    await page.getByRole("complementary", { name: "Form Tools" }).getByText("Published", { exact: true }).waitFor();
    await page.locator('iframe[title="Published form preview"][height="300"]').waitFor();

    // Everything again after a reload
    await page.reload();
    await page.getByRole("heading", { name: "Edit Form" }).waitFor();
    expect(await page.getByLabel("Form Name").inputValue()).toBe("Green Acres Mowing");
    expect(await page.getByLabel("Form Description").inputValue()).toBe("Weekly mowing for Springfield");
    expect(await page.getByLabel("Notification Email (Optional)").inputValue()).toBe("owner@greenacres.com");
    expect(await page.getByRole("switch", { name: "Enable Email Notifications" }).getAttribute("aria-checked")).toBe(
      "false",
    );

    await page.getByRole("button", { name: "Customer Fields" }).click();
    expect(await optionalFieldOrder(page)).toEqual(["Zip/Postal Code", "Address", "State/Province", "City"]);
    expect(await page.getByRole("switch", { name: "City required" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("textbox", { name: "Consent Text" }).innerText()).toBe("I accept the lawn terms");

    await page.getByRole("button", { name: "Services" }).click();
    expect(await page.getByLabel("Mowing Description").inputValue()).toBe("Mow, edge and blow");
    expect(await page.getByRole("switch", { name: "Enable Landscaping" }).getAttribute("aria-checked")).toBe("false");

    await page.getByRole("button", { name: "Yard Sizes" }).click();
    expect(await page.getByLabel("Small Weekly Price").inputValue()).toBe("45.5");
    expect(await page.getByPlaceholder("Custom Service 1").inputValue()).toBe("Leaf Pickup");
    expect(await page.getByRole("img", { name: "Small yard media" }).getAttribute("src")).toContain(
      `/${formId}/small/`,
    );

    await page.getByRole("button", { name: "Customization" }).click();
    expect(await page.getByRole("combobox", { name: "Font Family" }).innerText()).toContain("Poppins");
    await page.getByLabel("Background Opacity: 50%").waitFor();
    await page.getByText("rgba(255, 255, 255, 0.5)").waitFor();
    expect(await page.getByRole("textbox", { name: "Form Title", exact: true }).innerText()).toBe(
      "Get Your Lawn Quote",
    );
    expect(await page.getByRole("switch", { name: "Show Form Description" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(await page.getByRole("textbox", { name: "Quote Disclaimer" }).innerText()).toBe("Prices exclude tax");

    await page.getByRole("button", { name: "Settings" }).click();
    expect(await page.getByLabel("Redirect URL").inputValue()).toBe("https://greenacres.example.com/thanks");
    expect(await page.getByLabel("Upsell Message").inputValue()).toBe("Add these while we are there");
    expect(await upsellNames(page)).toEqual(["Aeration", "Hedge Trimming", "Weed Control"]);

    // Autosave: an edit is stored without pressing anything
    await page.getByRole("button", { name: "Basic Info" }).click();
    await page.getByLabel("Form Name").fill("Green Acres Lawn Care");
    await page.getByText("All changes saved").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Edit Form" }).waitFor();
    expect(await page.getByLabel("Form Name").inputValue()).toBe("Green Acres Lawn Care");

    assertNoErrors();
    await context.close();
  });

  it("says Form not found for an id that is not the owner's", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 }, [/status of 404/]);
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/forms/00000000-0000-4000-8000-000000000000/edit`);
    await page.getByText("Form not found").waitFor();
    assertNoErrors();
    await context.close();
  });
});
