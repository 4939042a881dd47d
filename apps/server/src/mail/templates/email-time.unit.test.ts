import { describe, expect, it } from "vitest";
import { timeIn } from "./email-time";

describe("timeIn", () => {
  it("writes the time in the zone, named, and a new minute anew", () => {
    const at = new Date("2026-11-26T14:15:20Z");
    expect(timeIn(at, "America/New_York")).toBe("Nov 26, 2026, 9:15 AM EST");
    expect(timeIn(new Date("2026-11-26T14:15:59Z"), "America/New_York")).toBe("Nov 26, 2026, 9:15 AM EST");
    expect(timeIn(new Date("2026-11-26T14:16:00Z"), "America/New_York")).toBe("Nov 26, 2026, 9:16 AM EST");
    // The latest minute is kept per zone: another zone at the same instant has its own text.
    expect(timeIn(at, "Asia/Kolkata")).toBe("Nov 26, 2026, 7:45 PM GMT+5:30");
    expect(timeIn(at, "America/New_York")).toBe("Nov 26, 2026, 9:15 AM EST");
  });

  it("goes back to an earlier minute as well", () => {
    expect(timeIn(new Date("2026-07-01T12:00:00Z"), "Europe/Berlin")).toBe("Jul 1, 2026, 2:00 PM GMT+2");
    expect(timeIn(new Date("2026-01-01T12:00:00Z"), "Europe/Berlin")).toBe("Jan 1, 2026, 1:00 PM GMT+1");
  });
});
