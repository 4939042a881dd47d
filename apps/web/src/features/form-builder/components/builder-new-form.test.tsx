// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import type { FormDocument } from "@yq/form-schema/form-document";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { builderServer, FORM_ID, savedDraft } from "./builder-test-server";
import { autosaved } from "./builder-test-steps";
import { FormBuilderPage } from "./form-builder-page";

// A new form of the type New Form chose (/forms/new?type=...): its defaults, and
// the first save sending the type, which the server may refuse for a second Mowing Quote.

const LIMIT =
  "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.";

/**
 * The builder's server (the form once created, the map, payments, plan) with the create request;
 * the create answers once `answer` settles, to hold it on its way.
 */
function newFormServer(refuse: boolean, answer: Promise<void> = Promise.resolve()) {
  const created: FormDocument[] = [];
  const { server, saves } = builderServer(savedDraft("snow_quote"));
  server.post("/api/forms", async (c) => {
    created.push(await c.req.json<FormDocument>());
    await answer;
    return refuse ? c.json({ error: LIMIT }, 409) : c.json({ id: FORM_ID, status: "draft" as const }, 201);
  });
  return { server, created, saves };
}

async function openNew(search: string, refuse = false, answer?: Promise<void>) {
  const { server, created, saves } = newFormServer(refuse, answer);
  const app = renderApp(<FormBuilderPage />, { server, path: "/forms/new", at: `/forms/new${search}` });
  await screen.findByRole("heading", { level: 1, name: "Form Builder" });
  return { ...app, created, saves };
}

describe("a new form of a chosen type", () => {
  it("a Snow Removal Quote starts with driveway plowing and is created as one", async () => {
    const { user, created } = await openNew("?type=snow_quote");
    expect(screen.getByRole("combobox", { name: "Form Type" }).textContent).toBe("Snow Removal Quote");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Form created successfully")).toBeTruthy();
    expect(
      created.map((doc) => [doc.formType, doc.services.mowing.enabled, doc.services.listed.map((s) => s.name)]),
    ).toEqual([["snow_quote", false, ["Driveway Plowing"]]]);
  });

  it("Other opens as an Other form", async () => {
    await openNew("?type=other");
    expect(screen.getByRole("combobox", { name: "Form Type" }).textContent).toBe("Other");
  });

  it("a second Mowing Quote refused by the server shows the Form Limit Reached toast", async () => {
    const { user, created } = await openNew("", true);
    expect(screen.getByRole("combobox", { name: "Form Type" }).textContent).toBe("Mowing Quote");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Form Limit Reached")).toBeTruthy();
    expect(screen.getByText(LIMIT)).toBeTruthy();
    expect(created.map((doc) => doc.formType)).toEqual(["mowing_quote"]);
  });
});

// A new form is saved as a draft from its first change (docs/decisions/113-a-form-speaks-its-trade.md):
// leaving the builder never loses it, and it goes on as an edit of that form.
describe("a new form's first change", () => {
  it("creates it as a draft, once; the address names it and the owner keeps typing where they were", async () => {
    window.history.replaceState(null, "", "/forms/new?type=snow_quote");
    const { user, created, saves } = await openNew("?type=snow_quote");
    expect(screen.getByText("Your first change saves this form as a draft")).toBeTruthy();
    const name = screen.getByRole("textbox", { name: "Form Name" });
    await user.clear(name);
    await user.paste("North Shore Snow");
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: "North Shore Snow", status: "draft", formType: "snow_quote" });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    expect(window.location.pathname).toBe(`/forms/${FORM_ID}/edit`);
    expect(document.activeElement).toBe(name);

    await user.type(name, " Co");
    await autosaved(saves, (saved) => saved.name, "North Shore Snow Co");
    expect(created).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Form Name" })).toHaveProperty("value", "North Shore Snow Co");
  });

  it("leaving right after it still creates the draft", async () => {
    const { user, created, unmount } = await openNew("?type=snow_quote");
    await user.type(screen.getByRole("textbox", { name: "Form Description" }), "Plowing");
    unmount();
    await waitFor(() => expect(created.map((doc) => doc.description)).toEqual(["Plowing"]));
  });

  it("Save Draft while the first change's create is on its way saves that form instead of a second", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user, created, saves } = await openNew("?type=snow_quote", false, held);
    await user.type(screen.getByRole("textbox", { name: "Form Description" }), "Plowing");
    await waitFor(() => expect(created).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    answer();
    expect(await screen.findByText("Form saved successfully")).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(saves.map((doc) => [doc.status, doc.description])).toEqual([["draft", "Plowing"]]);
  });
});
