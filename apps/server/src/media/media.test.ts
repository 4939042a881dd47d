import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { createTestApp, type TestApp } from "../test/test-app";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The smallest real files of each kind: what file-type recognises by content.
const PNG = TINY_PNG;
const JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...new Array(200).fill(0),
  0xff,
  0xd9,
]);
const TEXT = new TextEncoder().encode("this is not a picture at all, just some text pretending to be one\n".repeat(10));

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

async function formOf(owner: Owner, formType = "other") {
  const [row] = await t.db.insert(forms).values({ userId: owner.userId, name: "Media form", formType }).returning();
  return row.id;
}

const upload = (
  owner: Owner,
  formId: string,
  size: string,
  body: Uint8Array,
  type: string,
  headers: Record<string, string> = {},
) =>
  owner.post(`/api/forms/${formId}/media/${size}`, body, { "content-type": type, "x-file-name": "file", ...headers });

async function storedKeys(formId: string) {
  return t.deps.storage.list(`form-yard-size-media/${formId}`);
}

describe("owner yard-size media", () => {
  it("stores an image at {formId}/{size}/{timestamp}-{random}.{ext}, lists it newest first and serves it", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const first = await upload(owner, formId, "small", PNG, "image/png");
    expect(first.status).toBe(201);
    const a = (await first.json()) as { id: string; url: string; sizeCategory: string };
    expect(a.sizeCategory).toBe("small");
    expect(a.url).toMatch(new RegExp(`^/media/form-yard-size-media/${formId}/small/\\d{13}-[0-9a-f]{12}\\.png$`));

    const second = await upload(owner, formId, "small", JPEG, "image/jpeg");
    const b = (await second.json()) as { id: string; url: string };
    expect(b.url).toMatch(/\.jpg$/);
    await upload(owner, formId, "large", PNG, "image/png");

    const list = await owner.get(`/api/forms/${formId}/media/small`);
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);

    const served = await t.client().get(a.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("names the file by its real content, not the declared type", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const res = await upload(owner, formId, "medium", JPEG, "image/png", { "x-file-name": "photo.png" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(/\.jpg$/);
  });

  it("rejects text under an image type and extension with upload-rules.ts's message, storing nothing", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const res = await upload(owner, formId, "small", TEXT, "image/png", { "x-file-name": "photo.png" });
    expect(res.status).toBe(415);
    expect(res.headers.get("x-error-title")).toBe("Invalid file type");
    expect(await res.json()).toEqual({
      error: "Please upload an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, MOV)",
    });
    expect(await storedKeys(formId)).toEqual([]);
    expect(await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.formId, formId))).toEqual([]);
  });

  it("rejects a declared type outside the list (a PDF), even before reading it", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const res = await upload(owner, formId, "small", PNG, "application/pdf");
    expect(res.status).toBe(415);
    expect(await storedKeys(formId)).toEqual([]);
  });

  it("rejects a file over 50 MB while streaming (no Content-Length), storing nothing", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(owner, formId, "small", big, "image/png");
    expect(res.status).toBe(413);
    expect(res.headers.get("x-error-title")).toBe("File too large");
    expect(await res.json()).toEqual({ error: "Please upload a file smaller than 50MB" });
    expect(await storedKeys(formId)).toEqual([]);
    expect(await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.formId, formId))).toEqual([]);
  });

  it("accepts a file of exactly 50 MB", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const exact = new Uint8Array(50 * 1024 * 1024);
    exact.set(PNG);
    const res = await upload(owner, formId, "custom", exact, "image/png");
    expect(res.status).toBe(201);
    expect(await storedKeys(formId)).toHaveLength(1);
  });

  it("rejects a declared Content-Length over 50 MB without reading the body", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const res = await upload(owner, formId, "small", PNG, "image/png", {
      "content-length": String(50 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await storedKeys(formId)).toEqual([]);
  });

  it("rejects an empty file and an unknown size", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    expect((await upload(owner, formId, "small", new Uint8Array(0), "image/png")).status).toBe(400);
    const badSize = await upload(owner, formId, "huge", PNG, "image/png");
    expect(badSize.status).toBe(400);
    expect(await storedKeys(formId)).toEqual([]);
  });

  it("deletes one item: its record and its file", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const item = (await (await upload(owner, formId, "small", PNG, "image/png")).json()) as { id: string; url: string };
    const res = await owner.delete(`/api/forms/${formId}/media/item/${item.id}`);
    expect(res.status).toBe(200);
    expect(
      ((await (await owner.get(`/api/forms/${formId}/media/small`)).json()) as { items: unknown[] }).items,
    ).toEqual([]);
    expect(await storedKeys(formId)).toEqual([]);
    expect((await t.client().get(item.url)).status).toBe(404);
    expect((await owner.delete(`/api/forms/${formId}/media/item/${item.id}`)).status).toBe(404);
  });

  it("answers another owner with 404 for list, upload and delete, exactly like a missing form", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const formId = await formOf(owner);
    const item = (await (await upload(owner, formId, "small", PNG, "image/png")).json()) as { id: string };
    const missing = "00000000-0000-4000-8000-000000000000";

    for (const id of [formId, missing, "not-a-uuid"]) {
      const list = await other.get(`/api/forms/${id}/media/small`);
      expect(list.status).toBe(404);
      expect(await list.json()).toEqual({ error: "Form not found" });
      expect((await upload(other, id, "small", PNG, "image/png")).status).toBe(404);
      expect((await other.delete(`/api/forms/${id}/media/item/${item.id}`)).status).toBe(404);
    }
    // The owner's item survived and the other owner stored nothing.
    const { items } = (await (await owner.get(`/api/forms/${formId}/media/small`)).json()) as { items: unknown[] };
    expect(items).toHaveLength(1);
    expect(await storedKeys(formId)).toHaveLength(1);
  });

  it("does not delete an item through another form of the same owner", async () => {
    const owner = await t.signUp();
    const formA = await formOf(owner);
    const formB = await formOf(owner, "snow_quote");
    const item = (await (await upload(owner, formA, "small", PNG, "image/png")).json()) as { id: string };
    expect((await owner.delete(`/api/forms/${formB}/media/item/${item.id}`)).status).toBe(404);
    expect(await storedKeys(formA)).toHaveLength(1);
  });

  it("requires a session", async () => {
    const owner = await t.signUp();
    const formId = await formOf(owner);
    const anon = t.client();
    expect((await anon.get(`/api/forms/${formId}/media/small`)).status).toBe(401);
    expect((await upload(anon as Owner, formId, "small", PNG, "image/png")).status).toBe(401);
  });
});
