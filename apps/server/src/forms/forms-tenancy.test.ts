import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { createFormAs, formDocument } from "../test/form-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { error: "Form not found" };

async function storeFile(key: string) {
  await t.deps.storage.put(key, Readable.from([Buffer.from("picture bytes")]), "image/png");
  await t.db.insert(formYardSizeMedia).values({
    formId: key.split("/")[1],
    sizeCategory: key.split("/")[2],
    mediaUrl: `/media/${key}`,
    storagePath: key,
  });
}

describe("another owner's form is not found", () => {
  it("answers 404 on GET, PATCH and DELETE and leaves the form untouched", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const id = await createFormAs(owner, { name: "Mine" });

    const get = await intruder.get(`/api/forms/${id}`);
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual(NOT_FOUND);

    const patch = await intruder.patch(`/api/forms/${id}`, formDocument({ name: "Taken over", formType: "other" }));
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual(NOT_FOUND);

    const del = await intruder.delete(`/api/forms/${id}`);
    expect(del.status).toBe(404);
    expect(await del.json()).toEqual(NOT_FOUND);

    expect(await (await intruder.get("/api/forms")).json()).toEqual([]);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, id));
    expect(row.name).toBe("Mine");
    expect(row.userId).toBe(owner.userId);
  });

  it("answers the same 404 for a missing or malformed id", async () => {
    const owner = await t.signUp();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1%27%20or%201%3D1"]) {
      for (const res of [
        await owner.get(`/api/forms/${id}`),
        await owner.patch(`/api/forms/${id}`, formDocument()),
        await owner.delete(`/api/forms/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual(NOT_FOUND);
      }
    }
  });
});

describe("deleting a form", () => {
  it("removes the form, its submissions, its media rows and files, and nothing of other forms", async () => {
    const owner = await t.signUp();
    const doomed = await createFormAs(owner, { formType: "other" });
    const kept = await createFormAs(owner, { formType: "snow_quote" });
    const [root] = await t.db.insert(formSubmissions).values({ formId: doomed, customerName: "Ann" }).returning();
    await t.db
      .insert(formSubmissions)
      .values({ formId: doomed, parentSubmissionId: root.id, leadId: root.id, submissionStage: "complete" });
    await t.db.insert(formSubmissions).values({ formId: kept, customerName: "Bob" });
    const doomedKeys = [`form-yard-size-media/${doomed}/small/1-a.png`, `form-yard-size-media/${doomed}/large/2-b.png`];
    const keptKey = `form-yard-size-media/${kept}/small/3-c.png`;
    for (const key of [...doomedKeys, keptKey]) await storeFile(key);

    const res = await owner.delete(`/api/forms/${doomed}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect((await owner.get(`/api/forms/${doomed}`)).status).toBe(404);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, doomed))).toEqual([]);
    expect(await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.formId, doomed))).toEqual([]);
    for (const key of doomedKeys) expect(await t.deps.storage.get(key)).toBeNull();

    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, kept))).toHaveLength(1);
    expect(await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.formId, kept))).toHaveLength(1);
    const file = await t.deps.storage.get(keptKey);
    expect(file).not.toBeNull();
    file?.body.destroy();
    expect(((await (await owner.get("/api/forms")).json()) as { id: string }[]).map((f) => f.id)).toEqual([kept]);
  });

  it("still deletes when a stored file is already gone, and frees the mowing slot", async () => {
    const owner = await t.signUp();
    const id = await createFormAs(owner);
    await t.db.insert(formYardSizeMedia).values({
      formId: id,
      sizeCategory: "small",
      mediaUrl: `/media/form-yard-size-media/${id}/small/gone.png`,
      storagePath: `form-yard-size-media/${id}/small/gone.png`,
    });
    expect((await owner.delete(`/api/forms/${id}`)).status).toBe(200);
    expect(await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.formId, id))).toEqual([]);
    expect((await owner.post("/api/forms", formDocument())).status).toBe(201);
  });
});
