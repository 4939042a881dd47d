import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// Found by the fuzz tests: a malformed percent escape in a media address answered 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("answers 404 to media addresses with malformed escapes or that leave the storage folder", async () => {
  for (const url of [
    "/media/%",
    "/media/form-yard-size-media/%E0%A4%A",
    "/media/..%2F..%2Fauth-secret",
    "/media/form-yard-size-media/..%2F..%2F..%2F..%2Fpackage.json",
  ]) {
    const res = await t.app.request(url);
    expect(res.status, url).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  }
});
