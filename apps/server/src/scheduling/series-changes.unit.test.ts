import { describe, expect, it } from "vitest";
import { visitSeries } from "./visit-series";
import { ruleDays, seriesChanges } from "./series-changes";

const weekly = visitSeries({
  plan: "weekly",
  firstDay: "2027-05-04",
  seasonEnd: "2027-06-01",
  blackoutDates: ["2027-05-18"],
  rounds: 1,
})!;

describe("a series' changes", () => {
  it("reads the rule's days as booked, the blackout left out", () => {
    expect(ruleDays(weekly.rule)).toEqual(weekly.dates);
    expect(weekly.dates).toEqual(["2027-05-04", "2027-05-11", "2027-05-25", "2027-06-01"]);
  });

  it("pairs each moved visit with its occurrence, and names the cancelled ones", () => {
    const visits = [
      { day: "2027-05-04", status: "done" as const },
      { day: "2027-05-13", status: "scheduled" as const },
      { day: "2027-05-25", status: "cancelled" as const },
      { day: "2027-06-03", status: "cancelled" as const },
    ];
    expect(seriesChanges(weekly.dates, visits)).toEqual({
      moved: [{ occurrence: "2027-05-11", day: "2027-05-13" }],
      cancelled: ["2027-05-25", "2027-06-01"],
    });
  });

  it("keeps the pairing when two visits moved, one later than the other's occurrence", () => {
    const visits = [
      { day: "2027-05-06", status: "scheduled" as const },
      { day: "2027-05-12", status: "scheduled" as const },
      { day: "2027-05-25", status: "scheduled" as const },
      { day: "2027-06-01", status: "scheduled" as const },
    ];
    expect(seriesChanges(weekly.dates, visits).moved).toEqual([
      { occurrence: "2027-05-04", day: "2027-05-06" },
      { occurrence: "2027-05-11", day: "2027-05-12" },
    ]);
  });

  it("finds nothing to tell for the series as booked", () => {
    const visits = weekly.dates.map((day) => ({ day, status: "scheduled" as const }));
    expect(seriesChanges(weekly.dates, visits)).toEqual({ moved: [], cancelled: [] });
  });
});
