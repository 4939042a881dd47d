// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { newEditorModel, toFormPayload } from "@yq/form-schema/editor-model";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { PLAN_NEEDED_TEXT, PLAN_NEEDED_TITLE } from "@/features/billing/components/plan-needed-notice";
import type { SubscriptionStatus } from "@/features/billing/api/get-subscription";
import { NO_BILLING, NO_PLAN, withPlan } from "@/test/plan";
import { renderApp } from "@/test/render-app";
import { builderServer, FORM_ID } from "./builder-test-server";
import { FormBuilderPage } from "./form-builder-page";
import { PUBLISHED_NOT_LIVE_TEXT, PublishedDialog } from "./published-dialog";

// Decision 087: the builder says "live" only when the server's formsLive says visitors can use the form.

describe("the plan notice in the builder", () => {
  it("shows in the builder", async () => {
    const { server } = builderServer(undefined, NO_PLAN);
    renderApp(<FormBuilderPage />, { server, path: "/forms/:id/edit", at: `/forms/${FORM_ID}/edit` });
    const notice = (await screen.findByText(PLAN_NEEDED_TITLE)).closest("[role=status]") as HTMLElement;
    expect(within(notice).getByText(PLAN_NEEDED_TEXT)).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/subscription");
  });

  it("previews a published form in the app instead of the public page, which refuses everyone", async () => {
    const at = "2026-11-20T10:00:00.000Z";
    const { server } = builderServer(
      {
        id: FORM_ID,
        status: "published",
        createdAt: at,
        updatedAt: at,
        lastPublishedAt: at,
        publishedVersion: 1,
        unpublishedChanges: false,
        analytics: { views: 0, submissions: 0, lastViewedAt: null },
        document: toFormPayload(newEditorModel()),
      },
      NO_PLAN,
    );
    const { user } = renderApp(<FormBuilderPage />, {
      server,
      path: "/forms/:id/edit",
      at: `/forms/${FORM_ID}/edit`,
    });
    const tools = await screen.findByRole("complementary", { name: "Form Tools" });
    await within(tools).findByText("Not live yet: visitors can use this form once you subscribe.");
    expect(tools.querySelector("iframe")).toBeNull();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(within(tools).getByRole("button", { name: "Open Full Preview" }));
    expect(await screen.findByRole("dialog", { name: "Quick Preview" })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe("the message after publishing", () => {
  function renderDialog(plan: SubscriptionStatus) {
    const onPreview = vi.fn();
    const view = renderApp(<PublishedDialog formId={FORM_ID} open onOpenChange={() => {}} onPreview={onPreview} />, {
      server: withPlan(new Hono(), plan),
    });
    return { ...view, onPreview };
  }

  it("says the form goes live when the owner subscribes, offers Subscribe, and previews in the app", async () => {
    const { user, onPreview } = renderDialog(NO_PLAN);
    const dialog = await screen.findByRole("dialog", { name: "Form Published: Subscribe to Go Live" });
    expect(within(dialog).getByText(PUBLISHED_NOT_LIVE_TEXT)).toBeTruthy();
    expect(within(dialog).queryByText(/is now live/)).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe("/subscription");
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await user.click(within(dialog).getByRole("button", { name: "Preview Form" }));
    expect(onPreview).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it("says the form is live when visitors can use it", async () => {
    renderDialog(NO_BILLING);
    const dialog = await screen.findByRole("dialog", { name: "Form Published Successfully!" });
    expect(within(dialog).getByText(/Your form is now live\./)).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Subscribe" })).toBeNull();
  });
});
