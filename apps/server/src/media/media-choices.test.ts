// The builder's media picker offers the platform library's active GIFs and the form's own
// uploads; an item the admin takes out of the library leaves the picker only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaChoices } from "@yq/form-schema/media-choices";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument } from "../test/public-test-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: admin.userId, role: "admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
  owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
});
afterAll(() => t.close());

const GIF = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));
const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function libraryGif(size: string, name: string): Promise<{ id: string; url: string }> {
  const res = await admin.post(`/api/admin/media?size=${size}`, GIF, {
    "content-type": "image/gif",
    "x-file-name": name,
  });
  expect(res.status).toBe(201);
  return res.json();
}
async function ownUpload(size: string): Promise<{ id: string; url: string }> {
  const res = await owner.post(`/api/forms/${formId}/media/${size}`, PNG, {
    "content-type": "image/png",
    "x-file-name": "a.png",
  });
  expect(res.status).toBe(201);
  return res.json();
}
const choices = async (size: string, as = owner, id = formId) => {
  const res = await as.get(`/api/forms/${id}/media/${size}/choices`);
  return { status: res.status, body: (await res.json()) as MediaChoices };
};
const setActive = (id: string, isActive: boolean) => admin.patch(`/api/admin/media/${id}`, { isActive });

describe("the media picker's choices", () => {
  it("offers the library's active GIFs of the size and hides an inactive one", async () => {
    const shown = await libraryGif("small", "lawn.gif");
    const hidden = await libraryGif("small", "old.gif");
    const otherSize = await libraryGif("large", "big.gif");
    expect((await setActive(hidden.id, false)).status).toBe(200);
    const { status, body } = await choices("small");
    expect(status).toBe(200);
    const urls = body.library.map((item) => item.url);
    expect(urls).toContain(shown.url);
    expect(urls).not.toContain(hidden.url);
    expect(urls).not.toContain(otherSize.url);
    expect(body.library.every((item) => item.sizeCategory === "small")).toBe(true);
    // Shown again once the admin puts it back.
    expect((await setActive(hidden.id, true)).status).toBe(200);
    expect((await choices("small")).body.library.map((item) => item.url)).toContain(hidden.url);
    expect((await choices("custom")).body.library).toEqual([]);
  });

  it("offers all the form's own uploads, the asked size first", async () => {
    const large = await ownUpload("large");
    const small = await ownUpload("small");
    const medium = await ownUpload("medium");
    const { body } = await choices("medium");
    expect(body.uploads.map((item) => item.id)).toEqual([medium.id, small.id, large.id]);
    expect(body.uploads[0]).toMatchObject({ sizeCategory: "medium", url: medium.url });
  });

  it("answers 404 for another owner's form, and asks for a session", async () => {
    const stranger = await t.signUp();
    expect((await choices("small", stranger)).status).toBe(404);
    expect((await choices("small", owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.client().get(`/api/forms/${formId}/media/small/choices`)).status).toBe(401);
    expect((await owner.get(`/api/forms/${formId}/media/huge/choices`)).status).toBe(400);
  });

  it("a published form showing a library GIF keeps serving it after the admin hides it", async () => {
    const gif = await libraryGif("medium", "kept.gif");
    const publisher = await t.signUp();
    const form = await insertForm(
      t,
      publisher.userId,
      testDocument((d) => {
        d.status = "published";
        d.yardSizes.medium.media = gif.url;
      }),
    );
    expect((await setActive(gif.id, false)).status).toBe(200);
    expect((await choices("medium", publisher, form.id)).body.library.map((item) => item.url)).not.toContain(gif.url);
    const page = await t.app.request(`/forms/embed/${form.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(gif.url);
    const file = await t.app.request(gif.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/gif");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(GIF);
  });
});
