import { screen, waitFor, within } from "@testing-library/react";
import type { FormDocument } from "@yq/form-schema/form-document";
import { expect } from "vitest";
import type { FormDetail } from "@/features/forms/api/get-form";
import { renderApp } from "@/test/render-app";
import { builderSteps } from "../model/steps";
import { builderServer, FORM_ID, savedDraft } from "./builder-test-server";
import { FormBuilderPage } from "./form-builder-page";

// Test support of the builder's component tests: the builder of a saved draft opened on a step,
// and the check that autosave sent the owner's change.

/**
 * The builder of `form` (a draft with every group at its defaults), opened on `step` through the
 * step rail; a step is named in the words of the form's type ("Driveway Sizes" on a snow form).
 */
export async function openStep(step: ReturnType<typeof builderSteps>[number], form: FormDetail = savedDraft()) {
  const { server, saves } = builderServer(form);
  const app = renderApp(<FormBuilderPage />, { server, path: "/forms/:id/edit", at: `/forms/${FORM_ID}/edit` });
  await screen.findByRole("heading", { name: "Edit Form" });
  const rail = screen.getByRole("navigation", { name: "Form builder steps" });
  await app.user.click(within(rail).getByRole("button", { name: new RegExp(step) }));
  const number = builderSteps(form.document.formType).indexOf(step) + 1;
  await screen.findByRole("heading", { level: 2, name: `${number}. ${step}` });
  expect(screen.getByText("Changes save automatically")).toBeTruthy();
  return { ...app, saves };
}

/**
 * Autosave sends the owner's change: its last save holds `expected` where `read` looks, and the
 * status line under the title says so. (A slow machine may save a change typed in two steps twice.)
 */
export async function autosaved<T>(saves: readonly FormDocument[], read: (saved: FormDocument) => T, expected: T) {
  await waitFor(() => {
    expect(saves.length).toBeGreaterThan(0);
    expect(read(saves[saves.length - 1]!)).toEqual(expected);
  });
  expect(await screen.findByText("All changes saved")).toBeTruthy();
}
