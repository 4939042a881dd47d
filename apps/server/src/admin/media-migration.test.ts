import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms, formVersions } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { legacyJson } from "../test/legacy-json";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (key: string, text = key) => t.deps.storage.put(key, Readable.from([Buffer.from(text)]), "image/gif");
const B = "form-yard-size-media";

describe("media migration", () => {
  it("lists misplaced files with their new paths, moves them, repoints records and forms, and counts failures", async () => {
    const a = await t.signUp();
    await t.db
      .insert(userRoles)
      .values({ userId: a.userId, role: "super_admin" })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: "super_admin" } });
    const owner = await t.signUp();
    const [form] = await t.db.insert(forms).values({ userId: owner.userId, name: "Lawn" }).returning();
    const gone = "11111111-2222-4333-8444-555555555555";

    await put(`${B}/${form.id}/small/current.gif`);
    await put(`${B}/small/${form.id}-123.gif`, "size-dir");
    await put(`${B}/legacy-root.gif`, "root");
    await put(`${B}/mystery.gif`);
    await put(`${B}/${gone}_medium_x.gif`);
    const [record] = await t.db
      .insert(formYardSizeMedia)
      .values({
        formId: form.id,
        sizeCategory: "large",
        storagePath: `${B}/legacy-root.gif`,
        mediaUrl: `/media/${B}/legacy-root.gif`,
      })
      .returning();
    await t.db
      .update(forms)
      .set({ yardSizes: legacyJson({ large: { media: `/media/${B}/legacy-root.gif`, enabled: true } }) })
      .where(eq(forms.id, form.id));
    await t.db.insert(formVersions).values({
      formId: form.id,
      version: 1,
      document: legacyJson({ yardSizes: { large: { media: `/media/${B}/legacy-root.gif` } } }),
    });

    const listed = await a.get("/api/admin/media-migration");
    expect(listed.status).toBe(200);
    expect((await listed.json()).files).toEqual([
      { oldPath: `${gone}_medium_x.gif`, newPath: null, reason: "The form this file belongs to no longer exists" },
      { oldPath: "legacy-root.gif", newPath: `${form.id}/large/legacy-root.gif`, reason: null },
      { oldPath: "mystery.gif", newPath: null, reason: "Cannot tell which form and yard size this file belongs to" },
      { oldPath: `small/${form.id}-123.gif`, newPath: `${form.id}/small/${form.id}-123.gif`, reason: null },
    ]);

    const run = await a.post("/api/admin/media-migration");
    expect(run.status).toBe(200);
    const result = await run.json();
    expect(result).toMatchObject({ migrated: 2, failed: 2 });
    expect(result.failures.map((f: { oldPath: string }) => f.oldPath).sort()).toEqual([
      `${gone}_medium_x.gif`,
      "mystery.gif",
    ]);

    const keys = (await t.deps.storage.list(B)).sort();
    expect(keys).toContain(`${B}/${form.id}/large/legacy-root.gif`);
    expect(keys).toContain(`${B}/${form.id}/small/${form.id}-123.gif`);
    expect(keys).not.toContain(`${B}/legacy-root.gif`);
    expect(keys).not.toContain(`${B}/small/${form.id}-123.gif`);
    const moved = await t.app.request(`/media/${B}/${form.id}/large/legacy-root.gif`);
    expect(await moved.text()).toBe("root");

    const [row] = await t.db.select().from(formYardSizeMedia).where(eq(formYardSizeMedia.id, record.id));
    expect(row).toMatchObject({
      storagePath: `${B}/${form.id}/large/legacy-root.gif`,
      mediaUrl: `/media/${B}/${form.id}/large/legacy-root.gif`,
    });
    const [saved] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(saved.yardSizes).toEqual({
      large: { media: `/media/${B}/${form.id}/large/legacy-root.gif`, enabled: true },
    });
    expect(saved.contentVersion).not.toBe(form.contentVersion);
    const [published] = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id));
    expect(published.document).toEqual({
      yardSizes: { large: { media: `/media/${B}/${form.id}/large/legacy-root.gif` } },
    });

    const after = await (await a.get("/api/admin/media-migration")).json();
    expect(after.files.map((f: { oldPath: string }) => f.oldPath)).toEqual([`${gone}_medium_x.gif`, "mystery.gif"]);
  });
});
