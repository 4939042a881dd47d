import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminYardSizeMedia } from "../db/schema/media";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let a: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: a.userId, role: "admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
});
afterAll(() => t.close());

const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const upload = (bytes: Buffer, size = "small", name = "lawn.gif") =>
  a.post(`/api/admin/media?size=${size}`, new Uint8Array(bytes), {
    "content-type": "image/gif",
    "x-file-name": encodeURIComponent(name),
  });
const stored = () => t.deps.storage.list("admin-yard-size-media");

describe("admin yard-size media", () => {
  it("stores a GIF under a random name, lists it and serves it", async () => {
    const res = await upload(GIF, "medium", "big lawn.gif");
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({ sizeCategory: "medium", originalFilename: "big lawn.gif", isActive: true });
    expect(item.url).toMatch(/^\/media\/admin-yard-size-media\/\d+-[0-9a-f]{16}\.gif$/);
    const file = await t.app.request(item.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await file.arrayBuffer()).equals(GIF)).toBe(true);
    const list = await (await a.get("/api/admin/media")).json();
    expect(list[0]).toMatchObject({ id: item.id, sizeCategory: "medium" });
  });

  it("refuses anything that is not a GIF by content, whatever its name and type say, and stores nothing", async () => {
    const before = await stored();
    for (const bytes of [PNG, Buffer.concat([Buffer.from("GIF00x"), GIF.subarray(6)]), Buffer.from("GIF89")]) {
      const res = await upload(bytes, "small", "fake.gif");
      expect(res.status).toBe(415);
      expect(res.headers.get("x-error-title")).toBe("Invalid file type");
      expect(await res.json()).toEqual({ error: "Please upload a GIF file" });
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses an unknown yard size and an empty file", async () => {
    expect((await upload(GIF, "custom")).status).toBe(400);
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
  });

  it("toggles active and deletes file and record", async () => {
    const item = await (await upload(GIF, "large")).json();
    const off = await a.patch(`/api/admin/media/${item.id}`, { isActive: false });
    expect(await off.json()).toMatchObject({ id: item.id, isActive: false });
    expect((await a.delete(`/api/admin/media/${item.id}`)).status).toBe(200);
    expect((await t.app.request(item.url)).status).toBe(404);
    const list = await (await a.get("/api/admin/media")).json();
    expect(list.some((m: { id: string }) => m.id === item.id)).toBe(false);
    expect((await a.delete(`/api/admin/media/${item.id}`)).status).toBe(404);
    expect((await a.patch(`/api/admin/media/not-a-uuid`, { isActive: true })).status).toBe(404);
  });

  it("removes the stored file when the record cannot be written", async () => {
    const before = await stored();
    await t.db.execute(sql`alter table ${adminYardSizeMedia} rename to admin_yard_size_media_away`);
    try {
      const res = await upload(GIF);
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table admin_yard_size_media_away rename to admin_yard_size_media`);
    }
    expect(await stored()).toEqual(before);
  });
});
