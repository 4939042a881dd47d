import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3StandIn, type S3StandIn } from "../test/s3-stand-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

const BUCKET = "yardquote-test";
let s3: S3StandIn;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: BUCKET, accessKeyId: "test-key", maxKeysPerPage: 2 });
  storage = createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });
});
afterAll(() => s3.stop());
beforeEach(() => {
  s3.calls.length = 0;
});

/** A stream of `size` bytes produced in 64 KiB pieces, never held whole. */
function streamOf(size: number, failAfter?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error("client went away"));
      if (sent >= size) return this.push(null);
      const n = Math.min(64 * 1024, size - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

describe("S3 storage", () => {
  it("stores a small file with one PutObject and reads it back with its type", async () => {
    const { size } = await storage.put(
      "form-media/a/b/photo.png",
      Readable.from([Buffer.from("png-bytes")]),
      "image/png",
    );
    expect(size).toBe(9);
    expect(s3.calls).toEqual(["PutObject"]);
    const object = await storage.get("form-media/a/b/photo.png");
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe("image/png");
    expect(object!.size).toBe(9);
    expect(await text(object!.body)).toBe("png-bytes");
  });

  it("streams a large file as a multipart upload", async () => {
    const size = 11 * 1024 * 1024 + 123;
    const result = await storage.put("form-media/video/big.mp4", streamOf(size), "video/mp4");
    expect(result.size).toBe(size);
    expect(s3.calls.filter((c) => c === "UploadPart")).toHaveLength(3);
    expect(s3.calls).toContain("CreateMultipartUpload");
    expect(s3.calls.at(-1)).toBe("CompleteMultipartUpload");
    expect(s3.objects.get("form-media/video/big.mp4")!.body.length).toBe(size);
  });

  it("leaves nothing behind when the upload stream fails half-way", async () => {
    await expect(
      storage.put("form-media/video/broken.mp4", streamOf(20 * 1024 * 1024, 7 * 1024 * 1024), "video/mp4"),
    ).rejects.toThrow();
    expect(s3.objects.has("form-media/video/broken.mp4")).toBe(false);
    // The first 5 MiB part went up; the unfinished multipart upload is aborted, not left to bill.
    expect(s3.calls).toContain("AbortMultipartUpload");
    expect(await storage.get("form-media/video/broken.mp4")).toBeNull();
  });

  it("answers null for a missing object, deletes, and lists a folder across pages", async () => {
    expect(await storage.get("form-media/nothing/here.png")).toBeNull();
    for (const name of ["1.gif", "2.gif", "3.gif"]) {
      await storage.put(`admin-media/small/${name}`, Readable.from([Buffer.from(name)]), "image/gif");
    }
    await storage.put("admin-media/smaller/x.gif", Readable.from([Buffer.from("x")]), "image/gif");
    expect((await storage.list("admin-media/small")).sort()).toEqual([
      "admin-media/small/1.gif",
      "admin-media/small/2.gif",
      "admin-media/small/3.gif",
    ]);
    expect(s3.calls.filter((c) => c === "ListObjectsV2")).toHaveLength(2);
    await storage.delete("admin-media/small/2.gif");
    expect(await storage.get("admin-media/small/2.gif")).toBeNull();
    expect(await storage.list("admin-media/small")).toHaveLength(2);
  });

  it("refuses keys that could escape their bucket", async () => {
    await expect(storage.get("../etc/passwd")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put("form-media/../x", Readable.from([]), "image/png")).rejects.toThrow(/Unsafe storage key/);
  });
});

describe("the app with S3_* settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
    });
  });
  afterAll(() => t.close());

  it("keeps uploads in the object store and serves them at /media", async () => {
    await t.deps.storage.put("form-media/f/small/1-a.gif", Readable.from([Buffer.from("GIF89a")]), "image/gif");
    expect(s3.objects.has("form-media/f/small/1-a.gif")).toBe(true);
    const res = await t.app.request("/media/form-media/f/small/1-a.gif");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(await res.text()).toBe("GIF89a");
    expect((await t.app.request("/media/form-media/f/small/missing.gif")).status).toBe(404);
  });
});
