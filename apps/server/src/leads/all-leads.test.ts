import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLeadsPageSchema, type AllLeadsPage } from "@yq/form-schema/all-leads";
import type { LeadStage } from "@yq/form-schema/lead-lifecycle";
import { leadsTableScans, planOf } from "../test/query-plans";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedForm, seedLead, seedManyLeads } from "../test/seed-submissions";
import { PAGE_LINK_EXPIRED, pageKeysStatement } from "./all-leads.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL_BASE = "/api/forms/leads/all";
const at = (iso: string) => new Date(iso);

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

async function getPage(owner: Owner, query: Record<string, string> = {}) {
  const res = await owner.get(`${URL_BASE}?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as AllLeadsPage;
  // Exactly the shared shape: nothing missing, nothing extra.
  expect(allLeadsPageSchema.parse(body)).toEqual(body);
  return body;
}

/** Every page, following the cursors. */
async function allPages(owner: Owner, query: Record<string, string>) {
  const names: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page: AllLeadsPage = await getPage(owner, cursor ? { ...query, cursor } : query);
    names.push(...page.leads.map((l) => l.customerName ?? ""));
    cursor = page.nextCursor;
    if (!cursor) return names;
  }
  throw new Error("the pages never ended");
}

/**
 * An owner with two forms whose leads interleave in time (and two that started in the same
 * microsecond), and another owner with a form and a lead of their own.
 */
async function twoForms() {
  const owner = await t.signUp();
  const lawn = await seedForm(t.db, owner.userId, { name: "Lawn Quote", createdAt: at("2026-01-01T00:00:00Z") });
  const snow = await seedForm(t.db, owner.userId, {
    name: "Snow Quote",
    formType: "snow_quote",
    createdAt: at("2026-02-01T00:00:00Z"),
  });
  const leads: [string, typeof lawn, LeadStage, string][] = [
    ["Ann", lawn, "started", "2026-03-01T10:00:00.000Z"],
    ["Ben", snow, "quoted", "2026-03-02T10:00:00.000Z"],
    ["Cat", lawn, "accepted", "2026-03-03T10:00:00.000Z"],
    ["Dan", snow, "declined", "2026-03-04T10:00:00.000Z"],
    ["Eve", lawn, "upsell", "2026-03-05T10:00:00.000Z"],
    ["Fay", snow, "accepted", "2026-03-05T10:00:00.000Z"],
    ["Gus", lawn, "quoted", "2026-03-06T10:00:00.000Z"],
  ];
  const ids: Record<string, string> = {};
  for (const [name, form, stage, when] of leads) {
    ids[name] = (await seedLead(t.db, form.id, { stage, name, createdAt: at(when) })).leadId;
  }
  const other = await t.signUp();
  const otherForm = await seedForm(t.db, other.userId, { name: "Their Quote" });
  await seedLead(t.db, otherForm.id, { stage: "accepted", name: "Zed", createdAt: at("2026-03-04T12:00:00Z") });
  return { owner, lawn, snow, ids, other, otherForm };
}

describe("GET /api/forms/leads/all", () => {
  it("lists every form's leads of the owner alone, newest first, with their forms, in one answer", async () => {
    const { owner, lawn, snow } = await twoForms();
    const page = await getPage(owner);
    const names = page.leads.map((l) => l.customerName);
    // Eve and Fay started in the same instant: the id decides, the same way on every page.
    expect(names.slice(0, 1)).toEqual(["Gus"]);
    expect(new Set(names.slice(1, 3))).toEqual(new Set(["Eve", "Fay"]));
    expect(names.slice(3)).toEqual(["Dan", "Cat", "Ben", "Ann"]);
    expect(page.leads.find((l) => l.customerName === "Ben")).toMatchObject({
      formId: snow.id,
      stage: "quoted",
      status: "new",
    });
    expect(page.forms.map((f) => [f.id, f.name])).toEqual([
      [snow.id, "Snow Quote"],
      [lawn.id, "Lawn Quote"],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it("pages by cursor through every lead once, ties included, at any page size", async () => {
    const { owner } = await twoForms();
    const everyone = (await getPage(owner)).leads.map((l) => l.customerName);
    for (const pageSize of ["1", "2", "3"]) {
      expect(await allPages(owner, { pageSize })).toEqual(everyone);
    }
    const first = await getPage(owner, { pageSize: "3" });
    expect(first.leads).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it("filters by form, status, stage and date range, and pages within the filter", async () => {
    const { owner, lawn, ids } = await twoForms();
    const names = async (query: Record<string, string>) => (await allPages(owner, query)).sort();

    expect(await names({ formId: lawn.id })).toEqual(["Ann", "Cat", "Eve", "Gus"]);
    expect(await names({ formId: lawn.id, pageSize: "1" })).toEqual(["Ann", "Cat", "Eve", "Gus"]);
    expect(await names({ stage: "accepted" })).toEqual(["Cat", "Fay"]);

    expect((await owner.put(`/api/forms/${lawn.id}/leads/${ids.Cat}/status`, { status: "won" })).status).toBe(200);
    expect((await owner.put(`/api/forms/${lawn.id}/leads/${ids.Ann}/status`, { status: "won" })).status).toBe(200);
    // Set back to new: a status row that says "new" is new.
    expect((await owner.put(`/api/forms/${lawn.id}/leads/${ids.Ann}/status`, { status: "new" })).status).toBe(200);
    expect(await names({ status: "won" })).toEqual(["Cat"]);
    expect(await names({ status: "new", pageSize: "2" })).toEqual(["Ann", "Ben", "Dan", "Eve", "Fay", "Gus"]);
    expect(await names({ status: "contacted" })).toEqual([]);

    // From the start of March 3rd up to the end of March 5th (the end is exclusive).
    const range = { from: "2026-03-03T00:00:00Z", to: "2026-03-06T00:00:00Z" };
    expect(await names(range)).toEqual(["Cat", "Dan", "Eve", "Fay"]);
    expect(await names({ ...range, formId: lawn.id, stage: "upsell" })).toEqual(["Eve"]);
    // An offset in the instant is the same moment.
    expect(await names({ from: "2026-03-05T05:00:00-05:00" })).toEqual(["Eve", "Fay", "Gus"]);
  });

  it("answers 404 for another owner's form, a missing one or an id that cannot exist", async () => {
    const { owner, otherForm } = await twoForms();
    for (const formId of [otherForm.id, "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10", "not-a-form"]) {
      const res = await owner.get(`${URL_BASE}?formId=${formId}`);
      expect(res.status, formId).toBe(404);
      expect(await res.json()).toEqual({ error: "Form not found" });
    }
  });

  it("refuses a cursor it did not write, a range that ends before it starts, and a caller without a session", async () => {
    const { owner } = await twoForms();
    for (const cursor of ["nonsense", Buffer.from("2026-03-01|x").toString("base64url")]) {
      const res = await owner.get(`${URL_BASE}?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: PAGE_LINK_EXPIRED });
    }
    const backwards = await owner.get(`${URL_BASE}?from=2026-03-05T00:00:00Z&to=2026-03-01T00:00:00Z`);
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ error: "to: The end of the date range must come after its start." });
    expect((await owner.get(`${URL_BASE}?from=yesterday`)).status).toBe(400);
    expect((await owner.get(`${URL_BASE}?status=maybe`)).status).toBe(400);
    expect((await t.client().get(URL_BASE)).status).toBe(401);
  });

  it("an owner without forms gets an empty list", async () => {
    const owner = await t.signUp();
    expect(await getPage(owner)).toEqual({ forms: [], leads: [], nextCursor: null });
  });

  it("reads the page from the leads' index, never sorting every lead of the owner", async () => {
    // Two owners whose leads interleave in time, as on a shared server.
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const neighbour = await seedForm(t.db, (await t.signUp()).userId);
    const start = Date.parse("2025-01-01T00:00:00Z");
    for (const [f, offset] of [
      [form, 0],
      [neighbour, 30_000],
    ] as const) {
      const leads = Array.from({ length: 3000 }, (_, i) => ({
        stage: "started" as const,
        createdAt: new Date(start + offset + i * 60_000),
      }));
      await seedManyLeads(t.db, f.id, leads);
    }
    await t.db.execute("analyze");
    const first = await getPage(owner, { pageSize: "25" });
    const second = await getPage(owner, { pageSize: "25", cursor: first.nextCursor! });
    expect(Date.parse(second.leads[0].createdAt)).toBeLessThan(Date.parse(first.leads.at(-1)!.createdAt));
    // The very statement of a later page, planned with its values.
    const cursor = { at: "2025-01-02T12:00:00.000000Z", id: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10" };
    const statement = pageKeysStatement(owner.userId, { pageSize: 25 }, cursor, 26);
    const plan = await planOf(t.db, statement);
    expect(plan).toContain("form_submissions_leads_idx");
    expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) </);
    expect(leadsTableScans(plan)).toEqual([]);
  });
});
