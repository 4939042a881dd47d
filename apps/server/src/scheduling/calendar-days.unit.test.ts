import { DEFAULT_AVAILABILITY, type Availability } from "@yq/form-schema/scheduling/availability";
import { describe, expect, it } from "vitest";
import { bookingWindow, closedReason, todayIn } from "./calendar-days";

const mowing: Availability = { ...DEFAULT_AVAILABILITY, earliestDaysAhead: 2, latestDaysAhead: 30 };

describe("bookingWindow", () => {
  it("runs from the soonest to the latest day ahead inside the season", () => {
    expect(bookingWindow(mowing, "2027-05-03")).toEqual({ first: "2027-05-05", last: "2027-06-02", seasonOpens: null });
  });

  it("opens on the season's first day, just as long, when the soonest day is out of season", () => {
    expect(bookingWindow(mowing, "2026-12-03")).toEqual({
      first: "2027-04-01",
      last: "2027-04-29",
      seasonOpens: "2027-04-01",
    });
    // The same year when the season is still ahead of it.
    expect(bookingWindow(mowing, "2027-02-10").first).toBe("2027-04-01");
    expect(closedReason(mowing, "2027-04-01")).toBeNull();
  });

  it("keeps the window where it is when the season runs over New Year and the day is in it", () => {
    const snow = { ...mowing, season: { start: "11-15", end: "03-15" } };
    expect(bookingWindow(snow, "2026-12-30").seasonOpens).toBeNull();
    expect(bookingWindow(snow, "2027-06-01")).toMatchObject({ first: "2027-11-15", seasonOpens: "2027-11-15" });
  });

  it("has no season to wait for when the business works all year", () => {
    expect(bookingWindow({ ...mowing, season: null }, "2026-12-03").first).toBe("2026-12-05");
  });
});

describe("todayIn", () => {
  it("is the owner's day, not the server's", () => {
    const lateEvening = new Date("2027-05-04T02:30:00Z");
    expect(todayIn("America/Los_Angeles", lateEvening)).toBe("2027-05-03");
    expect(todayIn("Europe/Berlin", lateEvening)).toBe("2027-05-04");
  });
});
