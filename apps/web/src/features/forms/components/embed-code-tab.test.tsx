// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";
import type { FormDetail } from "../api/get-form";
import { EmbedCodeTab } from "./embed-code-tab";

const FORM_ID = "2b7e1f3c-5d4a-4e8b-9c2f-6a1d0e3b4c5d";
const form = { id: FORM_ID, status: "published", unpublishedChanges: false, document: defaultFormDocument() };

describe("the Embed Code tab", () => {
  it("offers the auto-height script first, and the fixed 600 px iframe only after it", async () => {
    const copy = vi.fn();
    const { user } = renderApp(
      <EmbedCodeTab form={form as unknown as FormDetail} isCopied={() => false} copy={copy} />,
    );
    const [first] = screen.getAllByRole("textbox") as HTMLTextAreaElement[];
    expect(first).toBe(screen.getByRole("textbox", { name: "Embed Code (auto-height)" }));
    expect(first.value).toBe(`<script src="${location.origin}/embed.js" data-form-id="${FORM_ID}" async></script>`);
    expect(first.value).not.toContain("600");

    const iframe = screen.getByRole("textbox", { name: "HTML Embed Code" }) as HTMLTextAreaElement;
    expect(iframe.value).toContain('height="600"');
    expect(first.compareDocumentPosition(iframe) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Copy Embed Code (auto-height)" }));
    expect(copy).toHaveBeenCalledWith("script", first.value, "Auto-height embed code");
    // The Embed Modes card starts on the same auto-height inline snippet.
    expect(screen.getByRole("radio", { name: "Inline" })).toHaveProperty("checked", true);
    expect((screen.getByRole("textbox", { name: "Inline Embed Code" }) as HTMLTextAreaElement).value).toBe(first.value);
  });
});
