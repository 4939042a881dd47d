// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
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

/** An owner that opens the dialog itself, without a trigger, and closes it when asked to. */
function Owner({ calls, onConfirm }: { calls: string[]; onConfirm: () => void | Promise<boolean> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmationDialog
      open={open}
      onOpenChange={(next) => {
        calls.push(`open ${next}`);
        setOpen(next);
      }}
      title="Remove this thing?"
      description="It cannot be brought back."
      cancelLabel="Keep it"
      confirmLabel="Remove"
      onConfirm={() => {
        calls.push("confirm");
        return onConfirm();
      }}
    />
  );
}

describe("ConfirmationDialog opened by its owner", () => {
  it("asks without a trigger, with the safe answer focused, and Cancel asks its owner to close it", async () => {
    const calls: string[] = [];
    const { user } = renderApp(<Owner calls={calls} onConfirm={() => {}} />);
    expect(dialog()?.textContent).toContain("It cannot be brought back.");
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Keep it", "Remove"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(calls).toEqual(["open false"]);
    expect(dialog()).toBeNull();
  });

  it("Escape asks its owner to close it, without the action", async () => {
    const calls: string[] = [];
    const { user } = renderApp(<Owner calls={calls} onConfirm={() => {}} />);
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(calls).toEqual(["open false"]);
    expect(dialog()).toBeNull();
  });

  it("confirming runs the action, then asks its owner to close it", async () => {
    const calls: string[] = [];
    const { user } = renderApp(<Owner calls={calls} onConfirm={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(calls).toEqual(["confirm", "open false"]);
    expect(dialog()).toBeNull();
  });

  it("asks to close only once the action's promise resolves true", async () => {
    const calls: string[] = [];
    const action = deferred();
    const { user } = renderApp(<Owner calls={calls} onConfirm={() => action.promise} />);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.keyboard("{Escape}");
    expect(calls).toEqual(["confirm"]);
    action.settle(true);
    await expect.poll(dialog).toBeNull();
    expect(calls).toEqual(["confirm", "open false"]);
  });

  it("stays open while its owner keeps it open", async () => {
    const calls: string[] = [];
    const { user } = renderApp(
      <ConfirmationDialog
        open
        onOpenChange={(next) => calls.push(`open ${next}`)}
        title="Remove this thing?"
        description="It cannot be brought back."
        confirmLabel="Remove"
        onConfirm={() => {}}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(calls).toEqual(["open false", "open false"]);
    expect(dialog()).not.toBeNull();
  });
});
