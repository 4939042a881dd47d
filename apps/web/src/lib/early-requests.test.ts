import { describe, expect, it } from "vitest";
import { firstAnswersOf } from "./early-requests";

const ID = "0b5c3d52-6c1e-4d39-9a43-2f9f5e0c1a77";

describe("each screen's first answers (decision 123)", () => {
  it("names a form's answers with the id in the page's address", () => {
    expect(firstAnswersOf(`/forms/${ID}/details`)).toEqual([`/api/forms/${ID}`]);
    expect(firstAnswersOf(`/forms/${ID}/edit`)).toEqual([`/api/forms/${ID}`, "/api/billing/subscription"]);
    expect(firstAnswersOf(`/forms/${ID}/submissions`)).toEqual([
      `/api/forms/${ID}/submissions?stage=&q=&page=1&pageSize=25`,
      `/api/forms/${ID}/test-runs?page=1&pageSize=10`,
    ]);
  });

  it("asks for a filtered address's answers no sooner than its screen does", () => {
    expect(firstAnswersOf(`/forms/${ID}/submissions`, "?stage=won")).toEqual([]);
    expect(firstAnswersOf("/schedule", "?week=2026-11-30")).toEqual([]);
    expect(firstAnswersOf("/leads", "?status=new")).toEqual([]);
    // The subscription page asks for the same whatever its address says (?checkout=success).
    expect(firstAnswersOf("/subscription", "?checkout=success")).toEqual([
      "/api/billing/subscription",
      "/api/payments/account",
    ]);
  });

  it("asks for this week's visits, Monday to Sunday, as the schedule does with the browser's zone", () => {
    const [, visits] = firstAnswersOf("/schedule");
    const [from, to] = [...visits!.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((m) => m[0]);
    const monday = new Date(`${from}T00:00:00`);
    expect(monday.getDay()).toBe(1);
    expect(new Date(`${to}T00:00:00`).getTime() - monday.getTime()).toBeGreaterThanOrEqual(6 * 86_400_000 - 3_600_000);
    expect(new Date(`${from}T00:00:00`) <= new Date() && new Date() < new Date(`${to}T23:59:59.999`)).toBe(true);
  });

  it("has none for a screen that is not prerendered, or an address that is no screen", () => {
    expect(firstAnswersOf("/forms/new")).toEqual([]);
    expect(firstAnswersOf("/webhooks")).toEqual([]);
    expect(firstAnswersOf(`/forms/${ID}/details/x`)).toEqual([]);
  });
});
