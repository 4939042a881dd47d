// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { ConfirmationDialog } from "./confirmation-dialog";
import { Button } from "./ui/button";

/** A promise the test settles itself, to look at the dialog while the action runs. */
function deferred() {
  let settle!: (done: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  return { promise, settle };
}

function renderDialog(onConfirm: () => void | Promise<boolean>) {
  const calls: string[] = [];
  const app = renderApp(
    <ConfirmationDialog
      trigger={<Button>Remove Thing</Button>}
      title="Remove this thing?"
      description="It cannot be brought back."
      cancelLabel="Keep it"
      confirmLabel="Remove"
      pendingLabel="Removing..."
      destructive
      onConfirm={() => {
        calls.push("confirm");
        return onConfirm();
      }}
    />,
  );
  return { ...app, calls };
}

const dialog = () => screen.queryByRole("alertdialog", { name: "Remove this thing?" });

describe("ConfirmationDialog", () => {
  it("asks from its trigger, and Cancel leaves without the action", async () => {
    const { user, calls } = renderDialog(() => {});
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove Thing" }));
    expect(dialog()?.textContent).toContain("It cannot be brought back.");
    // The safe answer has the focus, so Enter does not destroy anything.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(dialog()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("closes at once after an action that returns nothing", async () => {
    const { user, calls } = renderDialog(() => {});
    await user.click(screen.getByRole("button", { name: "Remove Thing" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(calls).toEqual(["confirm"]);
    expect(dialog()).toBeNull();
  });

  it("waits for an action's promise with both buttons off, and closes when it resolves true", async () => {
    const action = deferred();
    const { user } = renderDialog(() => action.promise);
    await user.click(screen.getByRole("button", { name: "Remove Thing" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    const pending = await screen.findByRole("button", { name: "Removing..." });
    expect(pending).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Keep it" })).toHaveProperty("disabled", true);
    await user.keyboard("{Escape}");
    expect(dialog()).not.toBeNull();

    action.settle(true);
    await screen.findByRole("button", { name: "Remove Thing" });
    await expect.poll(dialog).toBeNull();
  });

  it("stays open, its buttons on again, when the action's promise resolves false", async () => {
    const action = deferred();
    const { user } = renderDialog(() => action.promise);
    await user.click(screen.getByRole("button", { name: "Remove Thing" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    action.settle(false);
    const again = await screen.findByRole("button", { name: "Remove" });
    expect(again).toHaveProperty("disabled", false);
    expect(dialog()).not.toBeNull();
  });
});
