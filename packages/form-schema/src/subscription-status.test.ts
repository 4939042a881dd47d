import { describe, expect, it } from "vitest";
import { isActiveSubscriptionStatus, subscriptionStatusLabel } from "./subscription-status";

describe("subscription statuses", () => {
  it("counts trial, active and past due as subscribed, nothing else", () => {
    for (const status of ["trialing", "active", "past_due"])
      expect(isActiveSubscriptionStatus(status), status).toBe(true);
    for (const status of ["canceled", "incomplete", "incomplete_expired", "unpaid", "paused", "", null]) {
      expect(isActiveSubscriptionStatus(status), String(status)).toBe(false);
    }
  });

  it("names the statuses the screens show", () => {
    expect(subscriptionStatusLabel("past_due")).toBe("Past due");
    expect(subscriptionStatusLabel("unpaid")).toBe("unpaid");
  });
});
