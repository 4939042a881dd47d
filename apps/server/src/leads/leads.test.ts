import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_STAGES, leadStage, type LeadStage } from "@yq/form-schema/lead-lifecycle";
import { leadsPageSchema, type LeadsPage } from "@yq/form-schema/lead-view";
import { rawQuery } from "../db/raw-query";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedForm, seedLead } from "../test/seed-submissions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** One owner with one lead in every stage, newest first: upsell, declined, accepted, quoted, started. */
async function ownerWithLeads() {
  const owner = await t.signUp();
  const form = await seedForm(t.db, owner.userId);
  const ids: Record<string, string> = {};
  const leads: [LeadStage, string, string, string][] = [
    ["started", "Sam Started", "sam@example.com", "(555) 000-1111"],
    ["quoted", "Quinn Quoted", "quinn@example.com", "555-000-2222"],
    ["accepted", "Alex Accepted", "alex@lawn.test", "555.000.3333"],
    ["declined", "Dana Declined", "dana@example.com", "5550004444"],
    ["upsell", "Uma Upsell", "uma@example.com", "+1 555 000 5555"],
  ];
  for (const [i, [stage, name, email, phone]] of leads.entries()) {
    ids[stage] = (await seedLead(t.db, form.id, { stage, name, email, phone, createdAt: minutesAgo(50 - i) })).leadId;
  }
  const get = async (query = "") => {
    const res = await owner.get(`/api/forms/${form.id}/leads${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as LeadsPage;
    // The answer is exactly the shared shape: nothing missing, nothing extra.
    expect(leadsPageSchema.parse(body)).toEqual(body);
    return body;
  };
  return { owner, form, ids, get };
}

describe("GET /api/forms/:id/leads", () => {
  it("shows one row per lead with its furthest stage, newest first", async () => {
    const { get, ids } = await ownerWithLeads();
    const body = await get();
    expect(body.total).toBe(5);
    expect(body.leads.map((l) => l.stage)).toEqual(["upsell", "declined", "accepted", "quoted", "started"]);
    expect(body.leads.map((l) => l.id)).toEqual([ids.upsell, ids.declined, ids.accepted, ids.quoted, ids.started]);
    const upsell = body.leads[0];
    expect(upsell).toMatchObject({
      customerName: "Uma Upsell",
      serviceType: "mowing",
      yardSize: "small",
      responseStatus: "accept",
      upsellServices: ["Aeration"],
    });
    expect(upsell.quote?.prices.map((p) => p.amount)).toEqual([39, 59, 79]);
    expect(body.leads[1].responseStatus).toBe("decline");
  });

  it("keeps the stored stage equal to leadStage() of the lead's records as records arrive", async () => {
    const { form, ids, get } = await ownerWithLeads();
    // The started lead now answers: the database trigger must move it on.
    await t.db.insert(formSubmissions).values({
      formId: form.id,
      leadId: ids.started,
      parentSubmissionId: ids.started,
      serviceType: "landscaping",
      projectDetails: "Patio beds",
      responseStatus: "accept",
      submissionStage: "complete",
    });
    const body = await get();
    for (const lead of body.leads) {
      const records = await t.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.leadId, lead.id))
        .orderBy(asc(formSubmissions.createdAt));
      expect(lead.stage).toBe(
        leadStage(
          records.map((r) => ({
            serviceType: r.serviceType as never,
            yardSize: r.yardSize as never,
            responseStatus: r.responseStatus as never,
            isUpsell: r.isUpsell,
          })),
        ),
      );
    }
    expect(body.leads.find((l) => l.id === ids.started)).toMatchObject({
      stage: "accepted",
      serviceType: "landscaping",
    });
  });

  it("filters by each stage", async () => {
    const { get } = await ownerWithLeads();
    for (const stage of LEAD_STAGES) {
      const body = await get(`?stage=${stage}`);
      expect(body.total).toBe(1);
      expect(body.leads.map((l) => l.stage)).toEqual([stage]);
    }
    expect((await get("?stage=")).total).toBe(5);
  });

  it("searches by name, email or phone (any formatting), case-insensitively, with the stage filter", async () => {
    const { get } = await ownerWithLeads();
    const names = async (query: string) => (await get(query)).leads.map((l) => l.customerName);
    expect(await names("?q=dana")).toEqual(["Dana Declined"]);
    expect(await names("?q=LAWN.TEST")).toEqual(["Alex Accepted"]);
    expect(await names("?q=5550003333")).toEqual(["Alex Accepted"]);
    expect(await names("?q=(555)%20000-5555")).toEqual(["Uma Upsell"]);
    expect(await names("?q=example.com&stage=quoted")).toEqual(["Quinn Quoted"]);
    expect(await names("?q=nobody")).toEqual([]);
    // LIKE wildcards typed by the owner are plain characters.
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?q=_")).toEqual([]);
  });

  it("finds a lead by details given on a later record, and never across two fields", async () => {
    const { form, ids, get } = await ownerWithLeads();
    await t.db.insert(formSubmissions).values({
      formId: form.id,
      leadId: ids.started,
      parentSubmissionId: ids.started,
      customerName: "Sam Started",
      customerEmail: "Sam.New@Mail.TEST",
      customerPhone: "(555) 999-0000",
      serviceType: "mowing",
      yardSize: "large",
      responseStatus: "decline",
    });
    const names = async (query: string) => (await get(query)).leads.map((l) => l.customerName);
    expect(await names("?q=sam.new@mail")).toEqual(["Sam Started"]);
    expect(await names("?q=5559990000")).toEqual(["Sam Started"]);
    // The old address still finds the lead too.
    expect(await names("?q=sam@example.com")).toEqual(["Sam Started"]);
    // "Started" ends the name and "sam" starts the email: no match across the two.
    expect(await names("?q=startedsam")).toEqual([]);
    expect(await names("?q=started%20sam")).toEqual([]);
  });

  it("pages on the server: pages do not overlap and the total counts every match", async () => {
    const { get } = await ownerWithLeads();
    const p1 = await get("?page=1&pageSize=2");
    const p2 = await get("?page=2&pageSize=2");
    const p3 = await get("?page=3&pageSize=2");
    expect([p1.total, p2.total, p3.total]).toEqual([5, 5, 5]);
    expect([p1.leads.length, p2.leads.length, p3.leads.length]).toEqual([2, 2, 1]);
    expect(new Set([...p1.leads, ...p2.leads, ...p3.leads].map((l) => l.id)).size).toBe(5);
    expect((await get("?page=4&pageSize=2")).leads).toEqual([]);
  });

  it("never mixes in leads of the owner's other forms", async () => {
    const { owner, get } = await ownerWithLeads();
    const other = await seedForm(t.db, owner.userId, { formType: "other", name: "Snow" });
    await seedLead(t.db, other.id, { stage: "accepted", name: "Snow Person" });
    expect((await get()).leads.map((l) => l.customerName)).not.toContain("Snow Person");
    const res = await owner.get(`/api/forms/${other.id}/leads`);
    expect(((await res.json()) as LeadsPage).leads.map((l) => l.customerName)).toEqual(["Snow Person"]);
  });
});

describe("a lead's stored stage and search text", () => {
  it("are the same when a new first record computes them from itself as when they are computed from all records", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const combos: Partial<typeof formSubmissions.$inferInsert>[] = [];
    for (const isUpsell of [false, true])
      for (const responseStatus of [null, "accept", "decline"])
        for (const [serviceType, yardSize] of [
          [null, null],
          ["mowing", null],
          ["mowing", "small"],
          ["landscaping", null],
        ])
          combos.push({ isUpsell, responseStatus, serviceType, yardSize });
    combos.push(
      { customerName: null, customerEmail: null, customerPhone: null },
      { customerName: "Pat", customerEmail: null, customerPhone: "+1 (555) 010-2233" },
    );
    const stored = [];
    for (const combo of combos) {
      const [row] = await t.db
        .insert(formSubmissions)
        .values({
          formId: form.id,
          customerName: "Rae Root",
          customerEmail: "Rae@Example.com",
          customerPhone: "555.010.9999",
          ...combo,
        })
        .returning();
      await t.db.update(formSubmissions).set({ leadId: row.id }).where(eq(formSubmissions.id, row.id));
      stored.push(row.id);
    }
    // Inserted as its own lead from the start: the new-record path of the trigger.
    const fresh = [];
    for (const combo of combos) {
      const id = crypto.randomUUID();
      const [row] = await t.db
        .insert(formSubmissions)
        .values({
          id,
          leadId: id,
          formId: form.id,
          customerName: "Rae Root",
          customerEmail: "Rae@Example.com",
          customerPhone: "555.010.9999",
          ...combo,
        })
        .returning();
      fresh.push(row);
    }
    const recomputed = await Promise.all(
      stored.map(async (id) => (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]),
    );
    expect(fresh.map((r) => [r.leadStage, r.leadSearch])).toEqual(recomputed.map((r) => [r.leadStage, r.leadSearch]));
    expect(new Set(fresh.map((r) => r.leadStage))).toEqual(new Set(LEAD_STAGES));
  });

  it("are the same when a later record moves them from the root's (migration 0014) as when computed from all records", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const contact = { name: "Rae Root", email: "rae@example.com", phone: "555.010.9999" };
    const children: Partial<typeof formSubmissions.$inferInsert>[] = [];
    for (const isUpsell of [false, true])
      for (const responseStatus of [null, "accept", "decline"])
        for (const [serviceType, yardSize] of [
          [null, null],
          ["mowing", null],
          ["landscaping", null],
        ])
          children.push({ isUpsell, responseStatus, serviceType, yardSize });
    // The root's own contact (the fast path), the same in other letters, and someone else's.
    const contacts = [
      { customerName: contact.name, customerEmail: contact.email, customerPhone: contact.phone },
      { customerName: "RAE ROOT", customerEmail: "Rae@Example.com", customerPhone: contact.phone },
      { customerName: "Other Person", customerEmail: "other@example.com", customerPhone: null },
    ];
    const roots: string[] = [];
    for (const stage of LEAD_STAGES)
      for (const child of children)
        for (const who of contacts) {
          const { leadId } = await seedLead(t.db, form.id, { stage, ...contact });
          await t.db
            .insert(formSubmissions)
            .values({ formId: form.id, leadId, parentSubmissionId: leadId, ...who, ...child });
          roots.push(leadId);
        }
    const rows = await rawQuery<{ stored: string; computed: string }>(
      t.db,
      `select concat_ws('|', r.lead_stage, r.lead_search) as stored, (select concat_ws('|', case
          when bool_or(s.is_upsell) then 'upsell' when bool_or(s.response_status = 'accept') then 'accepted'
          when bool_or(s.response_status = 'decline') then 'declined'
          when bool_or(s.service_type is not null and (s.service_type <> 'mowing' or s.yard_size is not null)) then 'quoted'
          else 'started' end,
          string_agg(distinct form_submissions_search_text(s.customer_name, s.customer_email, s.customer_phone), chr(30)))
        from form_submissions s where s.lead_id = r.id) as computed
      from form_submissions r where r.id = any($1::uuid[])`,
      [roots],
    );
    expect(rows).toHaveLength(LEAD_STAGES.length * children.length * contacts.length);
    expect(rows.filter((r) => r.stored !== r.computed)).toEqual([]);
    expect(new Set(rows.map((r) => r.stored.split("|")[0]))).toEqual(new Set(LEAD_STAGES));
  });

  it("count records of the lead that were stored before its first record", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const id = crypto.randomUUID();
    await t.db.insert(formSubmissions).values({
      formId: form.id,
      leadId: id,
      responseStatus: "accept",
      serviceType: "landscaping",
      customerEmail: "early@example.com",
    });
    const [root] = await t.db
      .insert(formSubmissions)
      .values({ id, leadId: id, formId: form.id, customerName: "Late Root" })
      .returning();
    expect(root.leadStage).toBe("accepted");
    expect(root.leadSearch).toContain("early@example.com");
  });
});
