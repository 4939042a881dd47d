// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { FormSummary } from "../api/list-forms";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";
import { DELETE_CONFIRM_TEXT } from "./delete-form-dialog";

const FORM: FormSummary = {
  id: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  name: "Spring Mowing",
  description: "Weekly and bi-weekly mowing",
  status: "published",
  formType: "mowing_quote",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  lastPublishedAt: "2026-11-20T09:00:00.000Z",
  analytics: { views: 12, submissions: 3, lastViewedAt: "2026-11-24T09:00:00.000Z" },
};

/** The owner's forms list with one form, whose DELETE answers `refusal` when given. */
function formsServer(refusal?: { status: 409; error: string }) {
  let forms = [FORM];
  const server = new Hono()
    .get("/api/forms", (c) => c.json(forms))
    .delete(`/api/forms/${FORM.id}`, (c) => {
      if (refusal) return c.json({ error: refusal.error }, refusal.status);
      forms = [];
      return c.json({ ok: true as const });
    });
  return withPlan(withSession(server));
}

describe("deleting a form from the forms list", () => {
  it("asks first, and Cancel keeps the form", async () => {
    const { user, sent } = renderRoute("/forms", { server: formsServer() });
    await user.click(await screen.findByRole("button", { name: "Delete Form" }));
    const dialog = screen.getByRole("alertdialog", { name: 'Delete "Spring Mowing"?' });
    expect(within(dialog).getByText(DELETE_CONFIRM_TEXT)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "Spring Mowing" })).toBeTruthy();
    expect(sent.filter((r) => r.method === "DELETE")).toEqual([]);
  });

  it("deletes on Delete, says so, and shows the list without it", async () => {
    const { user, sent } = renderRoute("/forms", { server: formsServer() });
    await user.click(await screen.findByRole("button", { name: "Delete Form" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Form and all its submissions deleted successfully")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Launch Your Lawn Care Quote System" })).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/api/forms/${FORM.id}`]);
  });

  it("keeps the dialog open with the server's reason when the delete is refused", async () => {
    const { user } = renderRoute("/forms", {
      server: formsServer({ status: 409, error: "The form is being published." }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete Form" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete form: The form is being published.")).toBeTruthy();
    const dialog = screen.getByRole("alertdialog", { name: 'Delete "Spring Mowing"?' });
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", false);
  });
});
