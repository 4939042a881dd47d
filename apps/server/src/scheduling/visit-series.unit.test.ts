import { weekdayOf } from "@yq/form-schema/scheduling/calendar-day";
import { describe, expect, it } from "vitest";
import * as rruleModule from "rrule";
import { seasonEndOf, todayIn } from "./calendar-days";
import { SERIES_WEEKS_WITHOUT_SEASON, visitSeries, type SeriesInput } from "./visit-series";

const { rrulestr } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;
const APRIL_TO_OCTOBER = { start: "04-01", end: "10-31" };

const series = (input: Partial<SeriesInput> & Pick<SeriesInput, "plan" | "firstDay">) =>
  visitSeries({ seasonEnd: null, blackoutDates: [], rounds: 1, ...input })!;

describe("the visits that follow the first", () => {
  it("runs weekly to the end of the season that holds the first visit, and its rule gives the same days", () => {
    const { dates, rule } = series({
      plan: "weekly",
      firstDay: "2027-10-05",
      seasonEnd: seasonEndOf(APRIL_TO_OCTOBER, "2027-10-05"),
    });
    expect(dates).toEqual(["2027-10-05", "2027-10-12", "2027-10-19", "2027-10-26"]);
    expect(
      rrulestr(rule)
        .all()
        .map((d) => d.toISOString().slice(0, 10)),
    ).toEqual(dates);
  });

  it("ends a season over New Year in the next year, and on its last day included", () => {
    const winter = { start: "11-15", end: "03-15" };
    expect(seasonEndOf(winter, "2027-12-01")).toBe("2028-03-15");
    expect(seasonEndOf(winter, "2028-01-10")).toBe("2028-03-15");
    const { dates } = series({ plan: "biweekly", firstDay: "2028-02-16", seasonEnd: "2028-03-15" });
    expect(dates).toEqual(["2028-02-16", "2028-03-01", "2028-03-15"]);
  });

  it("leaves out a day the business is closed, keeping the days after it", () => {
    const { dates, rule } = series({
      plan: "weekly",
      firstDay: "2027-06-01",
      seasonEnd: "2027-06-30",
      blackoutDates: ["2027-06-15", "2027-07-06"],
    });
    expect(dates).toEqual(["2027-06-01", "2027-06-08", "2027-06-22", "2027-06-29"]);
    expect(rule).toContain("EXDATE");
  });

  it("keeps every visit on its weekday over a daylight-saving change, in any zone", () => {
    // New York falls back on Nov 7 2027, Berlin on Oct 31; Sydney springs forward on Oct 3.
    const zones = { "America/New_York": "2027-10-26", "Europe/Berlin": "2027-10-19", "Australia/Sydney": "2027-09-21" };
    for (const [zone, firstDay] of Object.entries(zones)) {
      const { dates } = series({ plan: "weekly", firstDay, seasonEnd: "2027-11-30" });
      expect(
        dates.every((d) => weekdayOf(d) === 2),
        zone,
      ).toBe(true);
      expect(dates).toHaveLength(Math.floor((Date.parse("2027-11-30") - Date.parse(firstDay)) / 604_800_000) + 1);
    }
    // "Today" is the zone's own date on the night the clocks change.
    expect(todayIn("America/New_York", new Date("2027-03-14T06:59:00Z"))).toBe("2027-03-14");
    expect(todayIn("America/New_York", new Date("2027-11-07T04:30:00Z"))).toBe("2027-11-07");
    expect(todayIn("Europe/Berlin", new Date("2027-10-30T22:30:00Z"))).toBe("2027-10-31");
    expect(todayIn("Australia/Sydney", new Date("2027-10-02T14:30:00Z"))).toBe("2027-10-03");
  });

  it("comes monthly on the first visit's weekday of the month, a fifth one as the last", () => {
    // Tuesday May 11 2027 is the 2nd Tuesday.
    expect(series({ plan: "monthly", firstDay: "2027-05-11", seasonEnd: "2027-08-31" }).dates).toEqual([
      "2027-05-11",
      "2027-06-08",
      "2027-07-13",
      "2027-08-10",
    ]);
    // Friday April 30 2027 is the 5th Friday: then the last Friday of each month.
    expect(series({ plan: "monthly", firstDay: "2027-04-30", seasonEnd: "2027-07-31" }).dates).toEqual([
      "2027-04-30",
      "2027-05-28",
      "2027-06-25",
      "2027-07-30",
    ]);
  });

  it("spreads a program's rounds evenly to the season's end, at least a week apart", () => {
    // 4 rounds over 24 weeks: every 8 weeks.
    expect(series({ plan: "program", firstDay: "2027-04-06", seasonEnd: "2027-09-21", rounds: 4 }).dates).toEqual([
      "2027-04-06",
      "2027-06-01",
      "2027-07-27",
      "2027-09-21",
    ]);
    // 6 rounds with 3 weeks left: a round a week, as many as fit.
    expect(series({ plan: "program", firstDay: "2027-10-05", seasonEnd: "2027-10-31", rounds: 6 }).dates).toEqual([
      "2027-10-05",
      "2027-10-12",
      "2027-10-19",
      "2027-10-26",
    ]);
  });

  it("books one visit for a one-time job, 26 weeks without a season, and no date for snow", () => {
    expect(series({ plan: "one_time", firstDay: "2027-05-04", seasonEnd: "2027-10-31" }).dates).toEqual(["2027-05-04"]);
    expect(series({ plan: "weekly", firstDay: "2027-05-04" }).dates).toHaveLength(SERIES_WEEKS_WITHOUT_SEASON);
    expect(series({ plan: "biweekly", firstDay: "2027-05-04" }).dates).toHaveLength(SERIES_WEEKS_WITHOUT_SEASON / 2);
    expect(
      visitSeries({ plan: "per_push", firstDay: "2027-12-01", seasonEnd: null, blackoutDates: [], rounds: 1 }),
    ).toBeNull();
    expect(
      visitSeries({ plan: "seasonal", firstDay: "2027-12-01", seasonEnd: null, blackoutDates: [], rounds: 1 }),
    ).toBeNull();
  });
});
