// A malformed id never gives a 500: every route with an id answers 404 for an
// id that cannot exist, through the one shared check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../db/schema/profiles";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

const IMPOSSIBLE_IDS = [
  "a".repeat(36),
  "-".repeat(36),
  "00000000-0000-0000-0000-00000000000g",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
  "{00000000-0000-0000-0000-000000000000}",
  "0000000000000000000000000000000000000000",
];

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
let formId: string;
let lead: Awaited<ReturnType<typeof startTestLead>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  owner = await t.signUp();
  admin = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: admin.userId, role: "super_admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "super_admin" } });
  formId = (await insertForm(t, owner.userId, testDocument())).id;
  lead = await startTestLead(t, formId);
});
afterAll(() => t.close());

type Call = { name: string; send: (id: string) => Promise<Response> };

const publicCalls: Call[] = [
  {
    name: "public lead response",
    send: (id) =>
      t
        .client()
        .post(
          `/api/public/leads/${id}/response`,
          { token: lead.token, serviceType: "mowing", yardSize: "small", responseStatus: "accept" },
          lead.headers,
        ),
  },
  {
    name: "public lead upsell",
    send: (id) =>
      t
        .client()
        .post(`/api/public/leads/${id}/upsell`, { token: lead.token, selectedUpsellServiceIds: ["u1"] }, lead.headers),
  },
  {
    name: "public lead video",
    send: (id) =>
      t.client().post(`/api/public/leads/${id}/video`, new Uint8Array(64), {
        ...lead.headers,
        "content-type": "video/mp4",
        authorization: `Bearer ${lead.token}`,
      }),
  },
  { name: "public form views", send: (id) => t.client().post(`/api/public/forms/${id}/views`, {}, lead.headers) },
  {
    name: "public form leads",
    send: (id) => t.client().post(`/api/public/forms/${id}/leads`, { answers: {}, consent: true }, lead.headers),
  },
  { name: "embed page", send: (id) => t.client().get(`/forms/embed/${id}`) },
];

const ownerCalls: Call[] = [
  { name: "form get", send: (id) => owner.get(`/api/forms/${id}`) },
  { name: "form patch", send: (id) => owner.patch(`/api/forms/${id}`, testDocument()) },
  { name: "form delete", send: (id) => owner.delete(`/api/forms/${id}`) },
  { name: "form submissions", send: (id) => owner.get(`/api/forms/${id}/submissions`) },
  { name: "form leads", send: (id) => owner.get(`/api/forms/${id}/leads`) },
  { name: "form leads csv", send: (id) => owner.get(`/api/forms/${id}/leads.csv`) },
  { name: "lead work", send: (id) => owner.get(`/api/forms/${formId}/leads/${id}`) },
  { name: "lead status", send: (id) => owner.put(`/api/forms/${formId}/leads/${id}/status`, { status: "won" }) },
  { name: "lead note", send: (id) => owner.post(`/api/forms/${formId}/leads/${id}/notes`, { body: "Called" }) },
  { name: "form media list", send: (id) => owner.get(`/api/forms/${id}/media/small`) },
  {
    name: "form media upload",
    send: (id) => owner.post(`/api/forms/${id}/media/small`, new Uint8Array(64), { "content-type": "image/png" }),
  },
  { name: "form media delete (form id)", send: (id) => owner.delete(`/api/forms/${id}/media/item/${formId}`) },
  { name: "form media delete (media id)", send: (id) => owner.delete(`/api/forms/${formId}/media/item/${id}`) },
  { name: "admin role", send: (id) => admin.patch(`/api/admin/users/${id}/role`, { role: "admin" }) },
  { name: "admin media active", send: (id) => admin.patch(`/api/admin/media/${id}`, { isActive: false }) },
  { name: "admin media delete", send: (id) => admin.delete(`/api/admin/media/${id}`) },
];

describe("ids that cannot exist", () => {
  for (const call of [...publicCalls, ...ownerCalls]) {
    it(`${call.name} answers 404 with a message`, async () => {
      for (const id of IMPOSSIBLE_IDS) {
        const res = await call.send(encodeURIComponent(id));
        expect({ id, status: res.status }).toEqual({ id, status: 404 });
      }
    });
  }
});
