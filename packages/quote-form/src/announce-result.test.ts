import { defaultFormDocument } from "@yq/form-schema/defaults";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceResult, REDIRECT_DELAY_MS } from "./announce-result";
import { holdRedirect } from "./redirect-hold";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The owner's redirect on a form that takes a deposit, and where the browser was sent. */
async function redirected(paid: boolean, fallback: (url: string | null) => void = () => {}) {
  vi.useFakeTimers();
  const top = { location: { href: "" } };
  vi.stubGlobal("window", { top, parent: null, location: { href: "", hash: "" }, open: () => null });
  const doc = defaultFormDocument();
  doc.redirectSettings = { enabled: true, url: "https://greenlawns.example.com/thanks", openInNewTab: false };
  doc.paymentSettings = { ...doc.paymentSettings, mode: "deposit" };
  const timer = { current: null };
  announceResult({
    doc: toPublicDocument(doc),
    mode: "live",
    response: "accept",
    paid,
    notify: () => {},
    timer,
    setFallbackUrl: fallback,
  });
  // The redirect's code is its own chunk: wait for it to load, then for the delay.
  await vi.waitFor(() => expect(timer.current).not.toBeNull(), { timeout: 2000 }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
  return top.location.href;
}

describe("the owner's redirect on a form that asks for a payment", () => {
  it("waits for the payment: not at the accept, 3 s after the return from a finished Checkout", async () => {
    expect(await redirected(false)).toBe("");
    expect(await redirected(true)).toBe("https://greenlawns.example.com/thanks");
  });
});

describe("the owner's redirect while a first visit is to be picked", () => {
  it("stays as a Continue link while the calendar holds it, and leaves once the picker lets go", async () => {
    const release = holdRedirect();
    const links: (string | null)[] = [];
    expect(await redirected(true, (url) => links.push(url))).toBe("");
    expect(links).toEqual(["https://greenlawns.example.com/thanks"]);
    release();
    release(); // letting go twice counts once
    expect(await redirected(true)).toBe("https://greenlawns.example.com/thanks");
  });
});
