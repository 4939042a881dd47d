import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("loggedPath", () => {
  it("masks the secret of a calendar feed's address, whatever it is", () => {
    expect(loggedPath("/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics")).toBe("/calendar/[secret].ics");
    expect(loggedPath("/calendar/not-a-secret")).toBe("/calendar/[secret].ics");
  });

  it("keeps every other path as it was asked", () => {
    expect(loggedPath("/api/schedule/visits")).toBe("/api/schedule/visits");
    expect(loggedPath("/forms/embed/4f0c")).toBe("/forms/embed/4f0c");
    expect(loggedPath("/calendar")).toBe("/calendar");
  });
});
