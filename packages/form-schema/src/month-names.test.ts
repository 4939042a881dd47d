import { describe, expect, it } from "vitest";
import { MONTH_SHORT_NAMES, monthDayText } from "./month-names";

describe("month names", () => {
  it("lists the twelve months in order", () => {
    expect(MONTH_SHORT_NAMES).toHaveLength(12);
    expect([MONTH_SHORT_NAMES[0], MONTH_SHORT_NAMES[4], MONTH_SHORT_NAMES[11]]).toEqual(["Jan", "May", "Dec"]);
  });

  it("writes a yearly day as the month's name and the day without its leading zero", () => {
    expect(monthDayText("11-15")).toBe("Nov 15");
    expect(monthDayText("03-05")).toBe("Mar 5");
    expect(monthDayText("01-01")).toBe("Jan 1");
    expect(monthDayText("12-31")).toBe("Dec 31");
  });
});
