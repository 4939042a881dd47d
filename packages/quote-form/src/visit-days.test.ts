import { describe, expect, it } from "vitest";
import { firstFocusable, monthLabel, monthsOf, monthWeeks, moveDay } from "./visit-days";
import { workWeek } from "./visit-test-server";

// May 2027 starts on a Saturday; the range runs from Monday May 3 to Friday June 4.
const DAYS = workWeek("2027-05-03", 33);

describe("visit days", () => {
  it("write a month with its year", () => {
    expect(monthLabel("2027-06")).toBe("Jun 2027");
  });

  it("group a month into weeks of seven, Sunday first, with the days outside the range marked", () => {
    const weeks = monthWeeks("2027-05", DAYS);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // Saturday May 1 and Sunday May 2 come before the soonest day.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, { date: "2027-05-01", status: "out" }]);
    expect(weeks[1]?.map((cell) => cell && `${cell.date.slice(8)} ${cell.status}`)).toEqual([
      "02 out",
      "03 open",
      "04 open",
      "05 open",
      "06 open",
      "07 open",
      "08 closed",
    ]);
    expect(weeks[5]).toEqual([
      { date: "2027-05-30", status: "closed" },
      { date: "2027-05-31", status: "open" },
      ...Array(5).fill(null),
    ]);
    // June: the days after Friday June 4 are past the latest day.
    const june = monthWeeks("2027-06", DAYS);
    expect(june[0]?.slice(2, 7).map((cell) => cell?.status)).toEqual(["open", "open", "open", "open", "out"]);
  });

  it("list the months of the range in order, across a year's end", () => {
    expect(monthsOf(DAYS)).toEqual(["2027-05", "2027-06"]);
    expect(monthsOf(workWeek("2027-12-20", 60))).toEqual(["2027-12", "2028-01", "2028-02"]);
    expect(monthsOf([])).toEqual([]);
  });

  it("move a day with the arrows, a week up or down, to the week's ends, inside the range", () => {
    expect(moveDay("2027-05-04", "ArrowRight", DAYS)).toBe("2027-05-05");
    expect(moveDay("2027-05-04", "ArrowLeft", DAYS)).toBe("2027-05-03");
    expect(moveDay("2027-05-04", "ArrowDown", DAYS)).toBe("2027-05-11");
    expect(moveDay("2027-05-04", "Home", DAYS)).toBe("2027-05-03");
    expect(moveDay("2027-05-11", "Home", DAYS)).toBe("2027-05-09");
    expect(moveDay("2027-05-11", "End", DAYS)).toBe("2027-05-15");
    // Before the soonest and after the latest, the move stops at the range's ends.
    expect(moveDay("2027-05-04", "ArrowUp", DAYS)).toBe("2027-05-03");
    expect(moveDay("2027-06-02", "ArrowDown", DAYS)).toBe("2027-06-04");
    expect(moveDay("2027-05-04", "a", DAYS)).toBeNull();
  });

  it("offer the keyboard a month's first open day, else its first day of the range", () => {
    expect(firstFocusable("2027-05", DAYS)).toBe("2027-05-03");
    const full = DAYS.map((day) => ({
      ...day,
      status: day.date.startsWith("2027-06") ? ("full" as const) : day.status,
    }));
    expect(firstFocusable("2027-06", full)).toBe("2027-06-01");
    expect(firstFocusable("2027-07", DAYS)).toBeNull();
  });
});
