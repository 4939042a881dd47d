import { describe, expect, it } from "vitest";
import {
  dailySeries,
  FUNNEL_OUTCOMES,
  FUNNEL_PATH,
  FUNNEL_STEPS,
  funnelDrop,
  funnelShare,
  type Funnel,
} from "./funnel";

const steps: Funnel["steps"] = {
  views: 200,
  started: 50,
  serviceChosen: 40,
  quoteShown: 30,
  accepted: 12,
  declined: 6,
  upsellTaken: 3,
};

describe("funnelDrop", () => {
  it("is the share of the previous step lost, accepted and declined both from quote shown", () => {
    expect(funnelDrop(steps, "views")).toBeNull();
    expect(funnelDrop(steps, "started")).toBe(75);
    expect(funnelDrop(steps, "accepted")).toBe(60);
    expect(funnelDrop(steps, "declined")).toBe(80);
    expect(funnelDrop(steps, "upsellTaken")).toBe(75);
  });

  it("has no drop after an empty step and never goes negative", () => {
    expect(funnelDrop({ ...steps, views: 0 }, "started")).toBeNull();
    expect(funnelDrop({ ...steps, views: 10, started: 12 }, "started")).toBe(0);
  });
});

describe("funnelShare", () => {
  it("is the share of the step each outcome comes from, capped at all of it", () => {
    expect(funnelShare(steps, "accepted")).toBe(40);
    expect(funnelShare(steps, "declined")).toBe(20);
    expect(funnelShare(steps, "upsellTaken")).toBe(25);
    expect(funnelShare({ ...steps, quoteShown: 2, accepted: 3 }, "accepted")).toBe(100);
    expect(funnelShare({ ...steps, quoteShown: 0 }, "accepted")).toBeNull();
    expect(funnelShare(steps, "views")).toBeNull();
  });

  it("splits every step into the path and its outcomes, each once", () => {
    expect([...FUNNEL_PATH, ...FUNNEL_OUTCOMES].sort()).toEqual([...FUNNEL_STEPS].sort());
  });
});

describe("dailySeries", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  it("fills every day of the period with zeros where nothing happened", () => {
    const series = dailySeries(
      { since: "2026-11-21T10:00:00Z", daily: [{ day: "2026-11-22", views: 3, leads: 1, accepted: 1 }] },
      now,
    );
    expect(series).toEqual([
      { day: "2026-11-21", views: 0, leads: 0, accepted: 0 },
      { day: "2026-11-22", views: 3, leads: 1, accepted: 1 },
      { day: "2026-11-23", views: 0, leads: 0, accepted: 0 },
      { day: "2026-11-24", views: 0, leads: 0, accepted: 0 },
    ]);
  });

  it("starts all time at the first day with data, and is empty without any", () => {
    const daily = [{ day: "2026-11-23", views: 1, leads: 0, accepted: 0 }];
    expect(dailySeries({ since: null, daily }, now).map((d) => d.day)).toEqual(["2026-11-23", "2026-11-24"]);
    expect(dailySeries({ since: null, daily: [] }, now)).toEqual([]);
  });
});
