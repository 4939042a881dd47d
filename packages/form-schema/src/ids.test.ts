import { describe, expect, it } from "vitest";
import { isUuid, recordIdSchema } from "./ids";

describe("record ids", () => {
  it("accepts a UUID in either case and nothing else of 36 characters", () => {
    expect(isUuid("0b6c7a0e-3f1d-4e7a-9a51-2f0c3d4e5f60")).toBe(true);
    expect(isUuid("0B6C7A0E-3F1D-4E7A-9A51-2F0C3D4E5F60")).toBe(true);
    for (const bad of [
      "a".repeat(36),
      "-".repeat(36),
      "00000000-0000-0000-0000-00000000000g",
      "{00000000-0000-0000-0000-000000000000}",
      "",
      42,
      null,
    ]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(recordIdSchema.safeParse("a".repeat(36)).success).toBe(false);
  });
});
