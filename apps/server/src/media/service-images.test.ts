import { Readable } from "node:stream";
import { newListedService } from "@yq/form-schema/listed-service-defaults";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import { forms } from "../db/schema/forms";
import { writePublishedVersion } from "../forms/form-versions";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { MAX_SERVICE_IMAGES_PER_FORM } from "./service-images.service";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

// A listed service's uploaded image: its own prefix per form, no table, removed with the form and
// with the account, untouched by a yard size's removal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = TINY_PNG;
const TEXT = new TextEncoder().encode("this is not a picture at all, just some text pretending to be one\n".repeat(10));
const IMAGE_ONLY = "Please upload an image (JPEG, PNG, GIF, WebP)";

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

const upload = (owner: Owner, formId: string, body: Uint8Array = PNG, type = "image/png") =>
  owner.post(`/api/forms/${formId}/services/media`, body, { "content-type": type, "x-file-name": "patio.png" });

async function uploaded(owner: Owner, formId: string) {
  const res = await upload(owner, formId);
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const stored = (formId: string) => t.deps.storage.list(`form-service-images/${formId}/`);
const formOf = async (owner: Owner) => (await insertForm(t, owner.userId)).id;

describe("uploading a listed service's image", () => {
  it("stores it under the form's own prefix and answers the address it is served at", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const res = await upload(owner, formId);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/media/form-service-images/${formId}/\\d{13}-[0-9a-f]{12}\\.png$`));
    expect(await stored(formId)).toEqual([url.slice("/media/".length)]);

    const served = await t.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("takes images only: a video's type and text posing as a picture get the image-only message", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    for (const [body, type] of [
      [PNG, "video/mp4"],
      [TEXT, "image/png"],
    ] as const) {
      const res = await upload(owner, formId, body, type);
      expect(res.status).toBe(415);
      expect(res.headers.get("x-error-title")).toBe("Invalid file type");
      expect(await res.json()).toEqual({ error: IMAGE_ONLY });
    }
    expect((await upload(owner, formId, new Uint8Array(0))).status).toBe(400);
    expect(await stored(formId)).toEqual([]);
  });

  it("answers another owner, a missing form and a malformed id with 404, and a visitor with 401", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const formId = await formOf(owner);
    for (const id of [formId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await upload(other, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Form not found" });
    }
    expect((await upload(t.client() as Owner, formId)).status).toBe(401);
    expect(await stored(formId)).toEqual([]);
  });
});

describe("a service image's file", () => {
  it("goes with its form, and only its form", async () => {
    const owner = await t.signUp();
    const doomed = await formOf(owner);
    const kept = await insertForm(
      t,
      owner.userId,
      testDocument((doc) => (doc.formType = "other")),
    );
    const gone = await uploaded(owner, doomed);
    const stays = await uploaded(owner, kept.id);

    expect((await owner.delete(`/api/forms/${doomed}`)).status).toBe(200);
    expect(await stored(doomed)).toEqual([]);
    expect((await t.client().get(gone)).status).toBe(404);
    expect((await t.client().get(stays)).status).toBe(200);
  });

  it("goes with the account", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const url = await uploaded(owner, formId);
    expect((await owner.post("/api/account/delete", { password: owner.password })).status).toBe(200);
    expect(await stored(formId)).toEqual([]);
    expect((await t.client().get(url)).status).toBe(404);
  });

  it("stays when the owner removes a yard size's media", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const url = await uploaded(owner, formId);
    expect((await owner.delete(`/api/forms/${formId}/media/small`)).status).toBe(200);
    expect((await t.client().get(url)).status).toBe(200);
  });
});

describe("a form full of service images", () => {
  const put = (key: string) => t.deps.storage.put(key, Readable.from([Buffer.from(PNG)]), "image/png");

  it("makes room by removing day-old files that no service names, keeping the named and the recent", async () => {
    const owner = await t.signUp();
    const draft = testDocument((doc) => (doc.status = "draft"));
    const formId = (await insertForm(t, owner.userId, draft)).id;
    const at = (name: string) => `form-service-images/${formId}/${name}`;
    const named = (key: string) => (doc: FormDocument) => {
      doc.services.listed = [{ ...newListedService("s1", "one_time", 0), image: `/media/${key}` }];
    };
    // The published version names one old file, the working copy (edited since) another.
    await writePublishedVersion(t.db, formId, testDocument(named(at("1-published.png"))));
    const working = testDocument(named(at("2-working.png")));
    await t.db.update(forms).set({ services: working.services }).where(eq(forms.id, formId));

    const recent = at(`${Date.now()}-recent.png`);
    const keep = [at("1-published.png"), at("2-working.png"), recent];
    const unused = Array.from({ length: MAX_SERVICE_IMAGES_PER_FORM - keep.length }, (_, i) =>
      at(`${1000 + i}-old.png`),
    );
    for (const key of [...keep, ...unused]) await put(key);
    expect(await stored(formId)).toHaveLength(MAX_SERVICE_IMAGES_PER_FORM);

    const url = await uploaded(owner, formId);
    expect((await stored(formId)).sort()).toEqual([...keep, url.slice("/media/".length)].sort());
  });

  it("refuses an upload when every file is named or recent", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    for (let i = 0; i < MAX_SERVICE_IMAGES_PER_FORM; i++) {
      await put(`form-service-images/${formId}/${Date.now()}-${i}.png`);
    }
    const res = await upload(owner, formId);
    expect(res.status).toBe(409);
    expect(res.headers.get("x-error-title")).toBe("Too many images");
    expect((await res.json()) as { error: string }).toEqual({
      error: `This form already uses ${MAX_SERVICE_IMAGES_PER_FORM} uploaded service images. Remove one from a service, then upload again`,
    });
    expect(await stored(formId)).toHaveLength(MAX_SERVICE_IMAGES_PER_FORM);
  });
});
