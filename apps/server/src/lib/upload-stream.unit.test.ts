import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/local-storage";
import { HttpError } from "./http-error";
import { streamUpload, type UploadRules } from "./upload-stream";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "yq-upload-"));
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const MB = 1024 * 1024;
const rules: UploadRules = {
  allowedTypes: ["video/mp4", "video/webm", "video/quicktime"],
  maxBytes: 10 * MB,
  messages: {
    invalidType: { title: "Invalid file type", message: "Videos only" },
    tooLarge: { title: "File too large", message: "Too big" },
    empty: { title: "Empty file", message: "Empty" },
  },
};

// An MP4 header ("ftyp" box, brand isom) followed by zeros.
function mp4Head() {
  const head = new Uint8Array(64);
  head.set([
    0,
    0,
    0,
    0x20,
    ...new TextEncoder().encode("ftypisom"),
    0,
    0,
    2,
    0,
    ...new TextEncoder().encode("isomiso2mp41"),
  ]);
  return head;
}

/** A body produced on demand, counting what the reader pulled. */
function lazyBody(totalBytes: number, chunk = MB) {
  const stats = { pulled: 0 };
  let first = true;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= totalBytes) return controller.close();
        const size = Math.min(chunk, totalBytes - stats.pulled);
        const part = new Uint8Array(size);
        if (first) part.set(mp4Head());
        first = false;
        stats.pulled += size;
        controller.enqueue(part);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, stats };
}

const keyFor = (name: string) => (type: string) => `test-bucket/${name}.${type.split("/")[1]}`;

describe("streamUpload", () => {
  it("stops reading soon after the limit, deletes the partial file and says the file is too large", async () => {
    const { body, stats } = lazyBody(200 * MB);
    const err = await streamUpload({
      body,
      declaredType: "video/mp4",
      declaredSize: null,
      rules,
      storage,
      keyFor: keyFor("big"),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(413);
    expect((err as HttpError).message).toBe("Too big");
    // Never the whole 200 MB: reading ends within a few chunks of the 10 MB limit.
    expect(stats.pulled).toBeLessThanOrEqual(rules.maxBytes + 4 * MB);
    expect(await storage.list("test-bucket")).toEqual([]);
  });

  it("streams an allowed video into storage and reports its real type and size", async () => {
    const { body } = lazyBody(3 * MB + 17, 256 * 1024);
    const stored = await streamUpload({
      body,
      declaredType: "video/quicktime",
      declaredSize: null,
      rules,
      storage,
      keyFor: keyFor("ok"),
    });
    expect(stored).toEqual({ key: "test-bucket/ok.mp4", type: "video/mp4", size: 3 * MB + 17 });
    expect(fs.statSync(path.join(root, stored.key)).size).toBe(3 * MB + 17);
  });

  it("rejects content that is not an allowed type under an allowed declared type", async () => {
    const png = new Uint8Array(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
    const body = new Blob([png, new Uint8Array(5000)]).stream();
    const err = await streamUpload({
      body,
      declaredType: "video/mp4",
      declaredSize: null,
      rules,
      storage,
      keyFor: keyFor("png"),
    }).catch((e) => e);
    expect((err as HttpError).status).toBe(415);
    expect((err as HttpError).headers["X-Error-Title"]).toBe("Invalid file type");
    expect(await storage.list("test-bucket")).not.toContain("test-bucket/png.png");
  });
});
