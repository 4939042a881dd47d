import { describe, expect, it } from "vitest";
import { failureToast, retryWhen } from "./request-failure";
import { readError, RequestError } from "./transport";

const noon = new Date(2026, 10, 23, 12, 0, 0);

describe("failed request toasts", () => {
  it("tells a rate-limited visitor so, and when to try again, from Retry-After", async () => {
    const res = new Response(
      JSON.stringify({ error: "Too many requests from your network. Please wait a few minutes and try again." }),
      {
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "420" },
      },
    );
    const err = await readError(res);
    expect(err.retryAfterSeconds).toBe(420);
    const [title, message] = failureToast(err, "Error", "Failed to save your information. Please try again.", noon);
    expect(title).toBe("Too Many Requests");
    expect(message).toBe(`Too many requests from your network. Please try again ${retryWhen(420, noon)}.`);
    expect(message).toMatch(/in 7 minutes \(at 12:07/);
  });

  it("counts seconds for a short wait and keeps other answers as they were", () => {
    expect(retryWhen(40, noon)).toBe("in 40 seconds");
    expect(failureToast(new RequestError(400, "Please enter a valid email address"), "Error", "fallback")).toEqual([
      "Error",
      "Please enter a valid email address",
    ]);
    expect(failureToast(new RequestError(0, ""), "Error", "fallback")).toEqual(["Error", "fallback"]);
  });
});
