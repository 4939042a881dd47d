import { describe, expect, it } from "vitest";
import { conversionRate, viewsOfLeads } from "./analytics";

describe("conversionRate", () => {
  it("is leads over views in whole percent, 0 with nothing", () => {
    expect(conversionRate({ views: 0, submissions: 0 })).toBe(0);
    expect(conversionRate({ views: 3, submissions: 1 })).toBe(33);
  });

  it("never exceeds 100: the views are never fewer than the leads", () => {
    expect(conversionRate({ views: 7, submissions: 17 })).toBe(100);
    expect(conversionRate({ views: 0, submissions: 2 })).toBe(100);
    expect(viewsOfLeads(7, 17)).toBe(17);
    expect(viewsOfLeads(20, 17)).toBe(20);
  });
});
