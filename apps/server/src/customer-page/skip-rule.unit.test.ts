import { describe, expect, it } from "vitest";
import { canSkip, cutoffText, skipDeadline } from "./skip-rule";

describe("the skip cut-off", () => {
  it("is the cut-off before the visit's day starts in the business's zone", () => {
    // Midnight of June 10 in New York (summer, UTC-4) is 04:00 UTC; 24 hours before it, June 9.
    expect(skipDeadline("2027-06-10", "America/New_York", 24).toISOString()).toBe("2027-06-09T04:00:00.000Z");
    expect(skipDeadline("2027-01-10", "America/New_York", 12).toISOString()).toBe("2027-01-09T17:00:00.000Z");
    expect(skipDeadline("2027-06-10", "UTC", 0).toISOString()).toBe("2027-06-10T00:00:00.000Z");
  });

  it("allows a skip up to the deadline and not at it", () => {
    const deadline = skipDeadline("2027-06-10", "America/Chicago", 24);
    expect(canSkip("2027-06-10", "America/Chicago", 24, new Date(deadline.getTime() - 1))).toBe(true);
    expect(canSkip("2027-06-10", "America/Chicago", 24, deadline)).toBe(false);
  });

  it("says the cut-off in words", () => {
    expect(cutoffText(24)).toBe("24 hours");
    expect(cutoffText(48)).toBe("2 days");
    expect(cutoffText(1)).toBe("1 hour");
  });
});
