// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastUndo } from "@/components/undo-toast";
import { toastError, toastSuccess } from "@/lib/toast";
import { renderApp } from "@/test/render-app";

// The Toaster and its library load at the first toast or when the browser is idle.
// The browser is never idle here: what loads, loads for a toast. The file's tests share the
// modules, so the first test is the one that finds nothing of the library loaded yet. (The stubs
// stay for the whole file: the page is unmounted after the test's own hooks.)
vi.stubGlobal("requestIdleCallback", () => 1);
vi.stubGlobal("cancelIdleCallback", () => {});

const toaster = () => screen.queryByRole("region", { name: /Notifications/ });

describe("Toaster", () => {
  it("mounts at the first toast, which shows although it came before the Toaster's code", async () => {
    renderApp(<p>Page</p>);
    await screen.findByText("Page");
    expect(toaster()).toBeNull();

    toastSuccess("Form saved", "Your changes are live");

    expect(await screen.findByText("Form saved")).toBeTruthy();
    expect(screen.getByText("Your changes are live")).toBeTruthy();
    expect(toaster()).not.toBeNull();
  });

  it("keeps the toasts asked for before any Toaster is mounted, in order, with their Undo", async () => {
    const undone: string[] = [];
    toastUndo("Service removed", "Mowing is no longer offered", () => undone.push("Mowing"));
    toastError("Could not save", "Try again");

    const { user } = renderApp(<p>Page</p>);

    const removed = await screen.findByText("Service removed");
    const failed = await screen.findByText("Could not save");
    // Sonner lists the newest first.
    expect(failed.compareDocumentPosition(removed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(undone).toEqual(["Mowing"]);
  });
});
