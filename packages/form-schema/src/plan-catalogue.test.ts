import { describe, expect, it } from "vitest";
import { ESSENTIAL_PLAN } from "./plan-catalogue";

describe("ESSENTIAL_PLAN", () => {
  it("rounds the annual price to a whole monthly equivalent", () => {
    expect(ESSENTIAL_PLAN.annualMonthlyEquivalent).toBe(142);
    expect(ESSENTIAL_PLAN.annualPrice).toBeLessThan(ESSENTIAL_PLAN.monthlyPrice * 12);
  });

  it("offers a whole number of trial days, as Stripe's trial_period_days needs", () => {
    expect(Number.isInteger(ESSENTIAL_PLAN.trialDays)).toBe(true);
    expect(ESSENTIAL_PLAN.trialDays).toBeGreaterThan(0);
  });
});
