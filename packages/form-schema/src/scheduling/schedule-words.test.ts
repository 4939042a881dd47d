import { describe, expect, it } from "vitest";
import { scheduleText } from "./schedule-words";

describe("schedule words", () => {
  it("tells each plan's series from its first visit", () => {
    expect(scheduleText("weekly", "2027-05-04")).toBe("Weekly from Tuesday, May 4");
    expect(scheduleText("biweekly", "2027-05-04")).toBe("Every two weeks from Tuesday, May 4");
    expect(scheduleText("monthly", "2027-05-11")).toBe("Monthly from Tuesday, May 11");
    expect(scheduleText("one_time", "2027-05-04")).toBe("One visit on Tuesday, May 4");
    expect(scheduleText("program", "2027-05-04", 5)).toBe("5 rounds from Tuesday, May 4");
    expect(scheduleText("program", "2027-05-04", 1)).toBe("One round on Tuesday, May 4");
    expect(scheduleText("program", "2027-05-04")).toBe("Rounds from Tuesday, May 4");
  });

  it("names no date for the snow plans, which follow the snowfalls", () => {
    expect(scheduleText("per_push", "2027-11-15")).not.toContain("Nov");
    expect(scheduleText("seasonal", "2027-11-15")).toBe("With the season, after each snowfall");
  });
});
