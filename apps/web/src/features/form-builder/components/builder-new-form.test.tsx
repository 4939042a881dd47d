// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import type { FormDocument } from "@yq/form-schema/form-document";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { builderServer, FORM_ID, savedDraft } from "./builder-test-server";
import { FormBuilderPage } from "./form-builder-page";

// A new form of the type New Form chose (/forms/new?type=..., decision 097): its defaults, and
// the first save sending the type, which the server may refuse for a second Mowing Quote.

const LIMIT =
  "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.";

/** The builder's server (the form once created, the map, payments, plan) with the create request. */
function newFormServer(refuse: boolean) {
  const created: FormDocument[] = [];
  const { server } = builderServer(savedDraft("snow_quote"));
  server.post("/api/forms", async (c) => {
    created.push(await c.req.json<FormDocument>());
    return refuse ? c.json({ error: LIMIT }, 409) : c.json({ id: FORM_ID, status: "draft" as const }, 201);
  });
  return { server, created };
}

async function openNew(search: string, refuse = false) {
  const { server, created } = newFormServer(refuse);
  const app = renderApp(<FormBuilderPage />, { server, path: "/forms/new", at: `/forms/new${search}` });
  await screen.findByRole("heading", { level: 1, name: "Form Builder" });
  return { ...app, created };
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
