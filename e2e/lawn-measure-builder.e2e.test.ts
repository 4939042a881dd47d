import path from "node:path";
import { describe, expect } from "./support/fixtures";
import { lawnTest as it } from "./support/lawn-fixtures";
import { closeDialogWithEscape } from "./support/browser";
import {
  answerUpToMowing,
  drawRectangle,
  findElmStreet,
  LAWN_SHOTS as shots,
  rectangleCorners,
} from "./support/lawn-map";

// The owner sees in the builder what a visitor will: the previews ask to measure when measurement
// is on (loading the map as the public form does), and a setting that cannot price a lawn is said
// under its field and keeps the form from publishing.

describe("map measurement in the form builder", () => {
  it("the live and quick previews show the measuring step and price a drawn lawn", async ({
    owner,
    server,
    publishedForm,
  }) => {
    const page = await owner.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/forms/${publishedForm}`);

    const live = page.getByRole("region", { name: "Live preview" });
    await answerUpToMowing(live);
    await live.getByRole("heading", { name: "Measure your lawn" }).waitFor();
    await live.locator(".leaflet-tile-loaded").first().waitFor();
    expect(await live.getByRole("radio", { name: /Small Yard/ }).count()).toBe(0);
    await live.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "builder-live-preview-1280.png") });
    // The column shows the form scaled to 80 %: 160 x 80 screen pixels are 200 x 100 of the map's,
    // a Medium lawn, and the outline lies where the owner clicked.
    await findElmStreet(live);
    await drawRectangle(page, 160, 80, false, live);
    await live.getByText(/Medium yard: Weekly \$49/).waitFor();
    const [first] = await rectangleCorners(page, 160, 80, live);
    // The address pin is drawn as a path too: the outline is every other path.
    const outline = (await live.locator(".yq-map path:not(.yq-address-pin path)").first().boundingBox())!;
    expect(Math.abs(outline.x - first[0])).toBeLessThan(4);
    expect(Math.abs(outline.y - first[1])).toBeLessThan(4);
    await page.screenshot({ path: path.join(shots, "builder-live-preview-drawn-1280.png") });

    await page.getByRole("button", { name: "Quick Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Preview" });
    await answerUpToMowing(dialog);
    await findElmStreet(dialog);
    await drawRectangle(page, 200, 100, false, dialog);
    await dialog.getByText(/Medium yard: Weekly \$49/).waitFor();
    await dialog.getByRole("heading", { name: "Your Offer" }).waitFor();
    await page.screenshot({ path: path.join(shots, "builder-quick-preview-1280.png") });
    await closeDialogWithEscape(page);

    // Turned off, the previews go back to the yard-size cards.
    await page.getByRole("button", { name: "Yard Sizes" }).click();
    await page.getByRole("switch", { name: "Measure lawns on a map" }).click();
    await live.getByRole("radio", { name: /Small Yard/ }).waitFor();
    expect(await live.getByRole("heading", { name: "Measure your lawn" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says under the field why rates of $0 cannot be published, and the server refuses them", async ({
    owner,
    server,
    publishedForm,
  }) => {
    const page = await owner.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/forms/${publishedForm}`);
    await page.getByRole("button", { name: "Yard Sizes" }).click();
    const toggle = page.getByRole("switch", { name: "Measure lawns on a map" });
    if ((await toggle.getAttribute("aria-checked")) !== "true") await toggle.click();
    await page.getByLabel("A rate per 1,000 sq ft").check();
    // Said under the field (the toast of a refused publish says it too).
    const problem = page.locator("p.text-destructive", { hasText: /every rate per 1,000 sq ft is \$0/i });
    await problem.first().waitFor();
    await page.getByRole("button", { name: "Publish changes" }).click();
    await page
      .getByText(/can't be published yet\. Yard Sizes, Measurement: every rate/)
      .first()
      .waitFor();
    await page.getByLabel("Minimum price per visit").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "builder-measurement-problem-1280.png") });

    await page.getByLabel("Weekly per 1,000 sq ft", { exact: true }).fill("6");
    await expect.poll(() => problem.count()).toBe(0);
    await page.close();
  });
});
