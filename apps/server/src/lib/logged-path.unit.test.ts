import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path";

describe("loggedPath", () => {
  it("masks the secret of a calendar feed's address, whatever it is", () => {
    expect(loggedPath("/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics")).toBe("/calendar/[secret].ics");
    expect(loggedPath("/calendar/not-a-secret")).toBe("/calendar/[secret].ics");
  });

  it("masks a customer page's token, keeping the action after it", () => {
    const token = "8e2f4a6c-1b3d-4e5f-9a7b-0c1d2e3f4a5b.1800000000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(loggedPath(`/plan/${token}`)).toBe("/plan/[token]");
    expect(loggedPath(`/plan/${token}/visits/1/skip`)).toBe("/plan/[token]/visits/1/skip");
    expect(loggedPath("/plan/renew")).toBe("/plan/renew");
  });

  it("keeps every other path as it was asked", () => {
    expect(loggedPath("/api/schedule/visits")).toBe("/api/schedule/visits");
    expect(loggedPath("/forms/embed/4f0c")).toBe("/forms/embed/4f0c");
    expect(loggedPath("/calendar")).toBe("/calendar");
  });
});
