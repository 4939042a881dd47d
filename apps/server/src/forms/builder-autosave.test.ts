import {
  newEditorModel,
  toEditorModel,
  toFormPayload,
  withNotificationSettings,
  type EditorModel,
} from "@yq/form-schema/editor-model";
import type { FormDocument } from "@yq/form-schema/form-document";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// The builder's autosave sends toFormPayload(model) to PATCH /api/forms/:id while the owner is
// still typing. These tests send exactly those payloads, built from editor models the way the
// builder edits them, and check what the owner gets back on the next load.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;
type Detail = { id: string; status: "draft" | "published"; document: FormDocument };

async function createFromBuilder(owner: Owner, model: EditorModel = newEditorModel()) {
  const res = await owner.post("/api/forms", toFormPayload(model));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function load(owner: Owner, id: string): Promise<EditorModel> {
  const detail = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
  return toEditorModel({ ...detail.document, id: detail.id, status: detail.status });
}

const autosave = (owner: Owner, model: EditorModel) =>
  owner.patch(`/api/forms/${model.basicInfo.id}`, toFormPayload(model));

describe("builder autosave payloads", () => {
  it("stores an unfinished draft as typed: half an email, a bad redirect URL, an empty name", async () => {
    const owner = await t.signUp();
    const id = await createFromBuilder(owner);
    let model = await load(owner, id);
    model = withNotificationSettings(model, { email: "owner@gre", notifications_enabled: false });
    model = {
      ...model,
      basicInfo: { ...model.basicInfo, name: "" },
      redirectSettings: { enabled: true, url: "not a url", openInNewTab: false },
      upsellSettings: { ...model.upsellSettings, enabled: true, services: [] },
    };
    const res = await autosave(owner, model);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "draft" });

    const again = await load(owner, id);
    expect(again.basicInfo.name).toBe("");
    expect(again.basicInfo.notificationSettings).toEqual({ email: "owner@gre", notifications_enabled: false });
    expect(again.redirectSettings).toEqual({ enabled: true, url: "not a url", openInNewTab: false });
    expect(again.upsellSettings.enabled).toBe(true);
  });

  it("stores an emptied notification email as null", async () => {
    const owner = await t.signUp();
    const id = await createFromBuilder(owner);
    const model = withNotificationSettings(await load(owner, id), { email: "   ", notifications_enabled: true });
    expect((await autosave(owner, model)).status).toBe(200);
    expect((await load(owner, id)).basicInfo.notificationSettings.email).toBeNull();
  });

  it("round-trips: loading and autosaving without edits changes nothing", async () => {
    const owner = await t.signUp();
    const id = await createFromBuilder(owner);
    const before = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    expect((await autosave(owner, await load(owner, id))).status).toBe(200);
    const after = (await (await owner.get(`/api/forms/${id}`)).json()) as Detail;
    expect(after.document).toEqual(before.document);
  });

  it("keeps reordered fields renumbered 0..n-1 with name, email and phone required", async () => {
    const owner = await t.signUp();
    const id = await createFromBuilder(owner);
    const model = await load(owner, id);
    // The builder's drag result: zipcode moved above street, orders left with a gap.
    const order: Record<string, number> = { name: 0, email: 1, phone: 2, zipcode: 3, street: 5, city: 6, state: 7 };
    const fields = model.customerFields.fields.map((f) => ({ ...f, order: order[f.type]! }));
    expect((await autosave(owner, { ...model, customerFields: { ...model.customerFields, fields } })).status).toBe(200);

    const stored = (await load(owner, id)).customerFields.fields.sort((a, b) => a.order - b.order);
    expect(stored.map((f) => [f.type, f.order])).toEqual([
      ["name", 0],
      ["email", 1],
      ["phone", 2],
      ["zipcode", 3],
      ["street", 4],
      ["city", 5],
      ["state", 6],
    ]);
    expect(
      stored.filter((f) => ["name", "email", "phone"].includes(f.type)).every((f) => f.required && f.enabled),
    ).toBe(true);
  });

  it("autosaves a published form's working copy loosely, even incomplete, without changing what visitors see", async () => {
    const owner = await t.signUp();
    const id = await createFromBuilder(owner);
    const model = await load(owner, id);
    const publish = await owner.patch(`/api/forms/${id}`, { ...toFormPayload(model), status: "published" });
    expect(publish.status).toBe(200);

    const published = await load(owner, id);
    expect(published.basicInfo.status).toBe("published");
    // Switching off every service would leave visitors nothing to choose: stored as work in
    // progress, while visitors keep the published version.
    const broken = {
      ...published,
      basicInfo: { ...published.basicInfo, description: "Half-finished" },
      services: {
        ...published.services,
        mowing: { ...published.services.mowing, enabled: false },
        landscaping: { ...published.services.landscaping, enabled: false },
      },
    };
    const saved = await autosave(owner, broken);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: "published", unpublishedChanges: true });
    expect((await load(owner, id)).basicInfo).toMatchObject({ status: "published", description: "Half-finished" });
    const visitor = await t.client().get(`/forms/embed/${id}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain("Half-finished");

    const refused = await owner.post(`/api/forms/${id}/publish`, toFormPayload(broken));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain("Enable at least one service.");

    const discarded = await owner.post(`/api/forms/${id}/discard`, {});
    expect(discarded.status).toBe(200);
    expect(await discarded.json()).toMatchObject({ unpublishedChanges: false, publishedVersion: 1 });
    const back = await load(owner, id);
    expect(back.basicInfo.description).toBe(published.basicInfo.description);
    expect(back.services.mowing.enabled).toBe(true);
  });

  it("Save Draft takes a live form offline; publishing again makes the next version; another owner gets 404", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await createFromBuilder(owner);
    const model = await load(owner, id);
    expect((await owner.post(`/api/forms/${id}/publish`, toFormPayload(model))).status).toBe(200);
    expect((await t.client().get(`/forms/embed/${id}`)).status).toBe(200);
    expect((await owner.patch(`/api/forms/${id}`, { ...toFormPayload(model), status: "draft" })).status).toBe(200);
    expect((await t.client().get(`/forms/embed/${id}`)).status).toBe(404);
    expect((await other.post(`/api/forms/${id}/publish`, toFormPayload(model))).status).toBe(404);
    expect((await other.post(`/api/forms/${id}/discard`, {})).status).toBe(404);
    const again = await owner.post(`/api/forms/${id}/publish`, toFormPayload(model));
    expect(await again.json()).toMatchObject({ status: "published", publishedVersion: 2 });
    expect((await t.client().get(`/forms/embed/${id}`)).status).toBe(200);
  });

  it("answers another owner's autosave with 404 and leaves the form alone", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const id = await createFromBuilder(owner);
    const model = await load(owner, id);
    const res = await autosave(other, { ...model, basicInfo: { ...model.basicInfo, name: "Hijacked" } });
    expect(res.status).toBe(404);
    expect((await load(owner, id)).basicInfo.name).toBe("Untitled Form");
  });
});
