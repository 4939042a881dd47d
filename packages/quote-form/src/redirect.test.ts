import { afterEach, describe, expect, it, vi } from "vitest";
import { followRedirect, POPUP_BLOCKED, UNABLE_TO_REDIRECT } from "./redirect";

function fakeWindow(
  open: () => unknown,
  top: { location: { href: string } } | null = { location: { href: "" } },
  hash = "",
) {
  const win = { open: vi.fn(open), top, parent: { postMessage: vi.fn() }, location: { href: "", hash } };
  vi.stubGlobal("window", win);
  return win;
}

afterEach(() => vi.unstubAllGlobals());

describe("followRedirect", () => {
  it("prepends https:// to an address without a scheme and opens a new tab when asked", () => {
    const win = fakeWindow(() => ({ opener: {} }));
    expect(followRedirect("greenlawns.example.com/thanks", true)).toEqual({ ok: true });
    expect(win.open).toHaveBeenCalledWith("https://greenlawns.example.com/thanks", "_blank");
  });

  it("reports the popup-blocked message when the new tab is refused, with the address to follow", () => {
    fakeWindow(() => null);
    expect(followRedirect("https://greenlawns.example.com", true)).toEqual({
      ok: false,
      title: "Redirect Failed",
      message: POPUP_BLOCKED,
      url: "https://greenlawns.example.com/",
    });
  });

  it("navigates the top window for the same tab, and reports a refusal", () => {
    const win = fakeWindow(() => null);
    expect(followRedirect("http://greenlawns.example.com/a", false)).toEqual({ ok: true });
    expect(win.top!.location.href).toBe("http://greenlawns.example.com/a");

    const refusing = {
      get location(): { href: string } {
        throw new Error("SecurityError");
      },
    };
    fakeWindow(() => null, refusing as never);
    expect(followRedirect("http://greenlawns.example.com/a", false)).toMatchObject({
      ok: false,
      message: UNABLE_TO_REDIRECT,
    });
  });

  it("under embed.js asks the host page to go there itself instead of navigating it from the frame", () => {
    const win = fakeWindow(() => null, { location: { href: "" } }, "#page=https%3A%2F%2Fowner.example%2F");
    expect(followRedirect("https://greenlawns.example.com/thanks", false)).toEqual({ ok: true });
    expect(win.parent.postMessage).toHaveBeenCalledWith(
      { type: "yq:redirect", url: "https://greenlawns.example.com/thanks" },
      "*",
    );
    expect(win.top!.location.href).toBe("");
  });

  it.each(["javascript:alert(1)", "ftp://files.example.com", "not a url", "mailto:a@example.com"])(
    "refuses %s with Invalid redirect URL configuration and goes nowhere",
    (url) => {
      const win = fakeWindow(() => ({}));
      expect(followRedirect(url, true)).toMatchObject({ ok: false, message: "Invalid redirect URL configuration" });
      expect(win.open).not.toHaveBeenCalled();
      expect(win.top!.location.href).toBe("");
    },
  );
});
