import { describe, expect, it } from "vitest";
import { isCurrentLayout, newPathFor, placementFromPath } from "./media-layout";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("owner media layout", () => {
  it("accepts only {formId}/{size}/{file}", () => {
    expect(isCurrentLayout(`${ID}/small/1700000000-abc.gif`)).toBe(true);
    expect(isCurrentLayout(`${ID}/custom/a.mp4`)).toBe(true);
    expect(isCurrentLayout(`${ID}/huge/a.gif`)).toBe(false);
    expect(isCurrentLayout(`small/${ID}-a.gif`)).toBe(false);
    expect(isCurrentLayout(`${ID}/small/nested/a.gif`)).toBe(false);
    expect(isCurrentLayout("a.gif")).toBe(false);
  });

  it("reads the form id and size from legacy paths", () => {
    expect(placementFromPath(`small/${ID}-123.gif`)).toEqual({ formId: ID, size: "small" });
    expect(placementFromPath(`${ID}_medium_x.gif`)).toEqual({ formId: ID, size: "medium" });
    expect(placementFromPath(`${ID.toUpperCase()}/LARGE.gif`)).toEqual({ formId: ID, size: "large" });
    // A size hidden inside a word is not a size.
    expect(placementFromPath(`${ID}-smallish.gif`)).toBeNull();
    expect(placementFromPath("medium/no-form-id.gif")).toBeNull();
  });

  it("keeps the file name in the new path", () => {
    expect(newPathFor({ formId: ID, size: "small" }, `small/${ID}-123.gif`)).toBe(`${ID}/small/${ID}-123.gif`);
  });
});
