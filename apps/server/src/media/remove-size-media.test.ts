import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = TINY_PNG;

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

async function uploadPng(owner: Owner, formId: string, size: string) {
  const res = await owner.post(`/api/forms/${formId}/media/${size}`, PNG, {
    "content-type": "image/png",
    "x-file-name": "yard.png",
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

const keys = (formId: string, size: string) => t.deps.storage.list(`form-yard-size-media/${formId}/${size}`);

async function storedYardSizes(formId: string) {
  const [row] = await t.db.select({ yardSizes: forms.yardSizes }).from(forms).where(eq(forms.id, formId));
  return row.yardSizes!;
}

describe("removing media from a yard size", () => {
  it("deletes every record and file of that form and size, clears the size's media, and leaves other sizes alone", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const first = await uploadPng(owner, form.id, "small");
    await uploadPng(owner, form.id, "small");
    const large = await uploadPng(owner, form.id, "large");
    await t.db
      .update(forms)
      .set({
        yardSizes: {
          ...(await storedYardSizes(form.id)),
          small: { ...(await storedYardSizes(form.id)).small, media: first.url },
        },
      })
      .where(eq(forms.id, form.id));
    expect(await keys(form.id, "small")).toHaveLength(2);

    const res = await owner.delete(`/api/forms/${form.id}/media/small`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: 2 });

    const list = (await (await owner.get(`/api/forms/${form.id}/media/small`)).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
    expect(await keys(form.id, "small")).toEqual([]);
    expect((await t.client().get(first.url)).status).toBe(404);

    const sizes = await storedYardSizes(form.id);
    expect(sizes.small.media).toBe("");
    expect(sizes.small.description).toBe(testDocument().yardSizes.small.description);
    expect(await keys(form.id, "large")).toHaveLength(1);
    expect((await t.client().get(large.url)).status).toBe(200);
  });

  it("answers another owner with 404 and removes nothing", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const form = await insertForm(t, owner.userId);
    await uploadPng(owner, form.id, "medium");
    expect((await stranger.delete(`/api/forms/${form.id}/media/medium`)).status).toBe(404);
    expect(await keys(form.id, "medium")).toHaveLength(1);
    expect((await t.client().delete(`/api/forms/${form.id}/media/medium`)).status).toBe(401);
  });

  it("refuses a size that does not exist", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t, owner.userId);
    const res = await owner.delete(`/api/forms/${form.id}/media/huge`);
    expect(res.status).toBe(400);
  });
});
