import { describe, expect, it } from "vitest";
import { isValidWebAddress, normalizeRedirectUrl, redirectUrlProblem, urlHint } from "./redirect";

const invalid = { ok: false, message: "Invalid redirect URL configuration" };

describe("normalizeRedirectUrl", () => {
  it("prepends https:// when there is no scheme", () => {
    expect(normalizeRedirectUrl("example.com/thanks")).toEqual({ ok: true, url: "https://example.com/thanks" });
    expect(normalizeRedirectUrl("  www.lawn.co  ")).toEqual({ ok: true, url: "https://www.lawn.co/" });
    expect(normalizeRedirectUrl("localhost:3000/done")).toEqual({ ok: true, url: "https://localhost:3000/done" });
  });

  it("keeps http and https addresses", () => {
    expect(normalizeRedirectUrl("http://example.com/a?b=1")).toEqual({ ok: true, url: "http://example.com/a?b=1" });
    expect(normalizeRedirectUrl("HTTPS://Example.com")).toEqual({ ok: true, url: "https://example.com/" });
  });

  it("refuses other schemes, empty input and addresses without a real host", () => {
    for (const bad of [
      "",
      "   ",
      null,
      undefined,
      "javascript:alert(1)",
      "mailto:a@b.co",
      "ftp://example.com",
      "data:text/html,x",
      "not a url",
      "thanks",
      "https://",
      "https://.com",
    ]) {
      expect(normalizeRedirectUrl(bad), String(bad)).toEqual(invalid);
    }
  });
});

describe("editor hints", () => {
  it("validates web addresses the same way", () => {
    expect(isValidWebAddress("example.com")).toBe(true);
    expect(isValidWebAddress("example")).toBe(false);
  });

  it("words the hint with the example host", () => {
    expect(urlHint()).toBe("Please enter a valid URL (e.g., https://example.com)");
    expect(urlHint("https://my.site")).toBe("Please enter a valid URL (e.g., https://my.site)");
  });

  it("shows the hint only for a filled, invalid field", () => {
    expect(redirectUrlProblem("")).toBeNull();
    expect(redirectUrlProblem("example.com")).toBeNull();
    expect(redirectUrlProblem("bad url")).toBe("Please enter a valid URL (e.g., https://example.com)");
  });
});
