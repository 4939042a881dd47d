import { describe, expect, it } from "vitest";
import { addDays, calendarDayText, daysBetween, weekdayOf } from "./calendar-day";

describe("calendar days", () => {
  it("are written with their weekday and month, the same in every reader's zone", () => {
    // The night the US clocks go forward, and a leap day: UTC date math never shifts them.
    expect(calendarDayText("2027-03-14")).toBe("Sunday, Mar 14");
    expect(calendarDayText("2028-02-29")).toBe("Tuesday, Feb 29");
    expect(calendarDayText("2027-12-31")).toBe("Friday, Dec 31");
  });

  it("count across month, year and clock changes by whole days", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2027-03-13", 1)).toBe("2027-03-14");
    expect(daysBetween("2027-03-01", "2027-04-01")).toBe(31);
    expect(weekdayOf("2027-05-04")).toBe(2);
  });
});
