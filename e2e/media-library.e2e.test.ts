import fs from "node:fs";
import type { Page } from "playwright-core";
import { setRole, signUpInContext } from "./support/accounts";
import { describe, expect, test } from "./support/fixtures";
import { createFormInContext } from "./support/forms";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

// The admin's yard-size GIF library reaches owners: the builder's media picker
// offers the library's active GIFs of the size beside the form's own uploads (all sizes, this
// one first); a GIF the admin hides leaves the picker, and a form that chose it keeps showing
// it. Screenshots of the picker under /tmp/yq/shots/D.

const SHOTS = "/tmp/yq/shots/D";
/** A one-pixel GIF of one colour (no transparency), so a tile shows as that colour. */
const gif = (rgb: [number, number, number]) =>
  Buffer.concat([
    Buffer.from("GIF89a"),
    Buffer.from("01000100800000", "hex"), // 1x1, a global table of 2 colours
    Buffer.from([...rgb, 255, 255, 255]),
    Buffer.from("2c000000000100010000", "hex"), // the image
    Buffer.from("02024401003b", "hex"), // its one pixel, colour 0; the end
  ]);
const PNG = Buffer.from(TINY_PNG);

type Library = { shown: string; hidden: string; hiddenId: string };

const it = test.extend("library", { scope: "file" }, async ({ browser, server }, { onCleanup }): Promise<Library> => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await browser.newContext();
  onCleanup(() => admin.close());
  const { email } = await signUpInContext(admin, server.url);
  setRole(server, email, "admin");
  const upload = async (name: string, rgb: [number, number, number]) => {
    const res = await admin.request.post(`${server.url}/api/admin/media?size=small`, {
      data: gif(rgb),
      headers: { origin: server.url, "content-type": "image/gif", "x-file-name": name },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; url: string };
  };
  const hidden = await upload("old-lawn.gif", [200, 120, 20]);
  const shown = await upload("green-lawn.gif", [77, 139, 49]);
  const hide = await admin.request.patch(`${server.url}/api/admin/media/${hidden.id}`, {
    data: { isActive: false },
    headers: { origin: server.url },
  });
  expect(hide.status()).toBe(200);
  return { shown: shown.url, hidden: hidden.url, hiddenId: hidden.id };
});

async function openSmallPicker(page: Page, serverUrl: string, id: string) {
  await page.goto(`${serverUrl}/forms/${id}`);
  await page
    .getByRole("navigation", { name: "Form builder steps" })
    .getByRole("button", { name: /Yard Sizes/ })
    .click();
  await page.getByRole("button", { name: "Choose Media" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Select Media for Small Yard" });
  await dialog.waitFor();
  return dialog;
}

describe("the yard-size GIF library in the owner's media picker", () => {
  it.for([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])(
    "offers the active library GIF beside the form's uploads at $width px",
    async (viewport, { openPage, server, library }) => {
      const { page, context, assertNoErrors } = await openPage(viewport);
      await signUpInContext(context, server.url);
      const { id } = await createFormInContext(context, server.url);
      const own = await context.request.post(`${server.url}/api/forms/${id}/media/medium`, {
        data: PNG,
        headers: { origin: server.url, "content-type": "image/png", "x-file-name": "front.png" },
      });
      expect(own.status()).toBe(201);

      const dialog = await openSmallPicker(page, server.url, id);
      const libraryList = dialog.getByRole("list", { name: "Library GIFs" });
      await libraryList.getByRole("button", { name: "Select library GIF 1" }).waitFor();
      const libraryUrls = await libraryList
        .getByRole("img")
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
      expect(libraryUrls).toContain(library.shown);
      expect(libraryUrls).not.toContain(library.hidden);
      // The upload made for the medium yard is offered too, and says which size it was for.
      const uploads = dialog.getByRole("list", { name: "Uploaded media" });
      await uploads.getByRole("button", { name: "Select media 1" }).waitFor();
      await uploads.getByText("Medium").waitFor();
      // Every picture in the picker has loaded (the library's file is served to the owner too).
      await expect
        .poll(() =>
          dialog.getByRole("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await page.screenshot({ path: `${SHOTS}/media-picker-${viewport.width}.png` });

      const shownIndex = libraryUrls.indexOf(library.shown) + 1;
      await libraryList.getByRole("button", { name: `Select library GIF ${shownIndex}` }).click();
      expect(
        await libraryList
          .getByRole("button", { name: `Select library GIF ${shownIndex}` })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      await dialog.getByRole("button", { name: "Done" }).click();
      expect(await page.getByRole("img", { name: "Small yard media" }).getAttribute("src")).toBe(library.shown);
      await page.screenshot({ path: `${SHOTS}/media-picker-chosen-${viewport.width}.png` });
      // The file of a hidden library GIF is still served (forms that chose it keep it).
      expect((await context.request.get(`${server.url}${library.hidden}`)).status()).toBe(200);
      assertNoErrors();
    },
  );
});
