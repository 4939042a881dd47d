// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { renderApp } from "@/test/render-app";
import { COPIED_FOR_MS, useCopyToClipboard } from "./use-copy-to-clipboard";

function CopyButtons() {
  const { copy, isCopied } = useCopyToClipboard();
  return (
    <>
      <Button onClick={() => void copy("embed", "<script></script>", "Embed code")}>
        {isCopied("embed") ? "Embed Copied!" : "Copy Embed Code"}
      </Button>
      <Button
        onClick={() =>
          void copy("secret", "whsec_1", { title: "Copied", description: "The secret is on your clipboard." })
        }
      >
        {isCopied("secret") ? "Secret Copied!" : "Copy Secret"}
      </Button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useCopyToClipboard", () => {
  it("puts the text on the clipboard, says so, and marks only the button that copied", async () => {
    const { user } = renderApp(<CopyButtons />);
    await user.click(screen.getByRole("button", { name: "Copy Embed Code" }));
    expect(await navigator.clipboard.readText()).toBe("<script></script>");
    expect(await screen.findByText("Embed code copied to clipboard")).toBeTruthy();
    expect(screen.getByText("Copied!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Embed Copied!" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy Secret" })).toBeTruthy();
  });

  it("shows a copy's own toast when it has one", async () => {
    const { user } = renderApp(<CopyButtons />);
    await user.click(screen.getByRole("button", { name: "Copy Secret" }));
    expect(await navigator.clipboard.readText()).toBe("whsec_1");
    expect(await screen.findByText("The secret is on your clipboard.")).toBeTruthy();
  });

  it("shows the check for two seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp(<CopyButtons />);
    await user.click(screen.getByRole("button", { name: "Copy Embed Code" }));
    await screen.findByRole("button", { name: "Embed Copied!" });
    await act(() => vi.advanceTimersByTimeAsync(COPIED_FOR_MS - 100));
    expect(screen.getByRole("button", { name: "Embed Copied!" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole("button", { name: "Copy Embed Code" })).toBeTruthy();
  });

  it("says the copy failed where the page has no clipboard (a page not served over HTTPS)", async () => {
    const { user } = renderApp(<CopyButtons />);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, "clipboard");
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole("button", { name: "Copy Embed Code" }));
      expect(await screen.findByText("Failed to copy to clipboard")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Copy Embed Code" })).toBeTruthy();
    } finally {
      if (clipboard) Object.defineProperty(navigator, "clipboard", clipboard);
      else Reflect.deleteProperty(navigator, "clipboard");
    }
  });
});
