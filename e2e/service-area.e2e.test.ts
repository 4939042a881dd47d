import fs from "node:fs";
import type { Page } from "playwright-core";
import type { FormDocument } from "@yq/form-schema/form-document";
import { describe, expect, test } from "./support/fixtures";
import { fillContact, QUICK_CONTACT } from "./support/visitor";

// A visitor outside the form's service area is told so in the business's words before any price
// and kept as a lead; the owner finds the lead marked "Outside area" and includes it.

const SHOTS = process.env.YQ_SHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const it = test.extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
  doc.serviceArea.zipCodes = ["62701", "62702"];
  doc.serviceArea.outsideMessage = "We don't serve {zip} yet. We'll call you when we do.";
});

describe("the service area", () => {
  it("tells a visitor outside it before any price, keeps the lead, and the owner includes it", async ({
    owner,
    server,
    publishedForm,
    openPage,
  }) => {
    const visitor = await openPage({ width: 390, height: 844 });
    const { page } = visitor;
    await page.goto(`${server.url}/forms/embed/${publishedForm}`);
    await expect.poll(() => page.getByLabel("Name").isEnabled()).toBe(true);
    await fillContact(page, { ...QUICK_CONTACT, name: "Pat Outside", zipcode: "62704" });
    await page.getByRole("checkbox").check();
    await page.getByText("We don't serve 62704 yet. We'll call you when we do.").waitFor();
    // No service, size or price is offered.
    expect(await page.getByRole("radio", { name: /Mowing Service/ }).count()).toBe(0);
    expect(await page.getByText(/\$\d/).count()).toBe(0);
    await shot(page, "outside-area-390");
    visitor.assertNoErrors();

    // The owner finds the lead kept and marked, and includes it.
    const ownerPage = await owner.context.newPage();
    await ownerPage.goto(`${server.url}/forms/${publishedForm}/submissions`);
    const row = ownerPage.getByRole("row", { name: "Lead Pat Outside" });
    await row.getByText("Outside area").waitFor();
    await row.click();
    const dialog = ownerPage.getByRole("dialog");
    await dialog.getByText("62704").first().waitFor();
    await dialog.getByRole("button", { name: "Include in service area" }).click();
    await dialog.getByRole("button", { name: "Include in service area" }).waitFor({ state: "detached" });
    await ownerPage.keyboard.press("Escape");
    await ownerPage.reload();
    await ownerPage.getByRole("row", { name: "Lead Pat Outside" }).waitFor();
    expect(await ownerPage.getByRole("row", { name: "Lead Pat Outside" }).getByText("Outside area").count()).toBe(0);
    await ownerPage.close();
  });
});
