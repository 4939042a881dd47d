import type { BrowserContext, Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { createFormInContext, formDocument, updateFormInContext } from "./support/forms";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

const PNG = Buffer.from(TINY_PNG);
const SHOTS = process.env.SCREENSHOT_DIR;

/** A form whose small yard shows the first of two uploads. */
async function formWithSmallMedia(context: BrowserContext, serverUrl: string) {
  const { id } = await createFormInContext(context, serverUrl);
  const urls: string[] = [];
  for (const name of ["a.png", "b.png"]) {
    const res = await context.request.post(`${serverUrl}/api/forms/${id}/media/small`, {
      data: PNG,
      headers: { origin: serverUrl, "content-type": "image/png", "x-file-name": name },
    });
    urls.push(((await res.json()) as { url: string }).url);
  }
  const doc = formDocument();
  doc.yardSizes.small.media = urls[0];
  await updateFormInContext(context, serverUrl, id, doc);
  return { id, urls };
}

async function openYardSizes(page: Page, serverUrl: string, id: string) {
  await page.goto(`${serverUrl}/forms/${id}`);
  await page
    .getByRole("navigation", { name: "Form builder steps" })
    .getByRole("button", { name: /Yard Sizes/ })
    .click();
  await page.getByRole("img", { name: "Small yard media" }).waitFor();
}

describe("Remove Media on a yard size", () => {
  it.for([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])("deletes the size's uploads on the server after asking, at $width px", async (viewport, { openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage(viewport);
    await signUpInContext(context, server.url);
    const { id, urls } = await formWithSmallMedia(context, server.url);
    await openYardSizes(page, server.url, id);

    await page.getByRole("button", { name: "Remove Media" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove the small yard media?" });
    await confirm.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/remove-media-confirm-${viewport.width}.png` });
    await confirm.getByRole("button", { name: "Remove Media" }).click();
    await page.getByText("Media removed successfully").waitFor();
    await page.getByRole("button", { name: "Choose Media" }).first().waitFor();
    expect(await page.getByRole("img", { name: "Small yard media" }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/remove-media-done-${viewport.width}.png` });

    const list = await context.request.get(`${server.url}/api/forms/${id}/media/small`);
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
    for (const url of urls) expect((await context.request.get(`${server.url}${url}`)).status()).toBe(404);
    const stored = await context.request.get(`${server.url}/api/forms/${id}`);
    expect(JSON.stringify(await stored.json())).not.toContain(urls[0]);
    assertNoErrors();
    await context.close();
  });

  it("says Failed to remove media and keeps the choice when the server refuses", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 404/]);
    await signUpInContext(context, server.url);
    const { id } = await formWithSmallMedia(context, server.url);
    await openYardSizes(page, server.url, id);
    // The form is deleted meanwhile (another tab): the removal answers 404.
    expect(
      (await context.request.delete(`${server.url}/api/forms/${id}`, { headers: { origin: server.url } })).ok(),
    ).toBe(true);

    await page.getByRole("button", { name: "Remove Media" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove Media" }).click();
    await page.getByText("Failed to remove media").waitFor();
    expect(await page.getByText("Media removed successfully").count()).toBe(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("img", { name: "Small yard media" }).waitFor();
    assertNoErrors();
    await context.close();
  });
});
