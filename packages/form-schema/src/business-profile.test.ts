import { describe, expect, it } from "vitest";
import { canonicalTimeZone, timeZoneSchema } from "./business-profile";

describe("canonicalTimeZone", () => {
  it("gives the zone's canonical spelling, the same answer every time", () => {
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    // The second reading comes from the kept spelling and must not differ.
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
  });

  it("knows no zone Intl does not know, however often it is asked", () => {
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("<script>")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });

  it("still answers once thousands of spellings were asked", () => {
    for (let i = 0; i < 2500; i++) canonicalTimeZone(`Nowhere/Place_${i}`);
    expect(canonicalTimeZone("europe/berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("Nowhere/Place_2400")).toBeNull();
  });

  it("is what the schema stores, with a message for an unknown zone", () => {
    expect(timeZoneSchema.parse(" america/chicago ")).toBe("America/Chicago");
    const result = timeZoneSchema.safeParse("Mars/Base");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('"Mars/Base" is not a time zone. Choose one from the list.');
  });
});
