import type { FormType } from "@yq/form-schema/constants";
import { newEditorModel, toFormPayload } from "@yq/form-schema/editor-model";
import type { FormDocument } from "@yq/form-schema/form-document";
import { Hono } from "hono";
import type { FormDetail } from "@/features/forms/api/get-form";
import type { updateForm } from "@/features/forms/api/update-form";
import type { fetchMapSettings } from "@/features/map/api/get-map-settings";
import type { usePaymentsAccount } from "@/features/payments/api/get-payments-account";
import type { SubscriptionStatus } from "@/features/billing/api/get-subscription";
import { NO_BILLING } from "@/test/plan";

// Test support of the builder's component tests: the answers of the API routes
// the builder calls, typed by the app's own client so a changed route shape fails the typecheck.

export const FORM_ID = "0b5c3d52-6c1e-4d39-9a43-2f9f5e0c1a77";
const AT = "2026-11-20T10:00:00.000Z";

/** A saved draft with every group at its type's defaults, as GET /api/forms/:id returns it. */
export function savedDraft(formType: FormType = "mowing_quote"): FormDetail {
  const document = toFormPayload(newEditorModel(formType));
  return {
    id: FORM_ID,
    status: "draft",
    createdAt: AT,
    updatedAt: AT,
    lastPublishedAt: null,
    publishedVersion: null,
    unpublishedChanges: false,
    analytics: { views: 0, submissions: 0, lastViewedAt: null },
    document,
  };
}

/**
 * The builder's server: the form, its saves (each PATCH body kept in `saves`), the map settings
 * (by default none: measurement is off on this server), the payments account and the subscription
 * (billing is not set up).
 */
export function builderServer(
  form: FormDetail = savedDraft(),
  plan: SubscriptionStatus = NO_BILLING,
  map: Awaited<ReturnType<typeof fetchMapSettings>>["map"] = null,
) {
  const saves: FormDocument[] = [];
  const saved: Awaited<ReturnType<typeof updateForm>> = {
    id: form.id,
    status: form.status,
    updatedAt: AT,
    unpublishedChanges: false,
  };
  const mapSettings: Awaited<ReturnType<typeof fetchMapSettings>> = { map };
  const account: NonNullable<ReturnType<typeof usePaymentsAccount>["data"]> = {
    billingEnabled: false,
    status: "not_connected",
    accountId: null,
    chargesEnabled: false,
  };
  const server = new Hono()
    .get(`/api/forms/${form.id}`, (c) => c.json(form))
    .patch(`/api/forms/${form.id}`, async (c) => {
      saves.push(await c.req.json<FormDocument>());
      return c.json(saved);
    })
    .get("/api/public/map", (c) => c.json(mapSettings))
    .get("/api/payments/account", (c) => c.json(account))
    .get("/api/billing/subscription", (c) => c.json(plan));
  return { server, saves };
}
