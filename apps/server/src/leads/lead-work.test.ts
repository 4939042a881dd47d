import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadWorkSchema, type LeadWork } from "@yq/form-schema/lead-work";
import { billedSubmissionsPageSchema } from "@yq/form-schema/lead-billing";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { leadFollowUps } from "../db/schema/follow-ups";
import { leadPricesShown } from "../db/schema/lead-work";
import { formSubmissions } from "../db/schema/submissions";
import { testOutboxWorker } from "../test/outbox-worker";
import { seedForm, seedLead, SMALL_QUOTE_ACCEPTED } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { startWebhookReceiver } from "../test/webhook-receiver";
import { parseCsv } from "../../../../e2e/support/xss-csv";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on" });
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const SEEN = { ...SMALL_QUOTE_ACCEPTED, chosen: null };

async function ownerWithLead() {
  const owner = await t.signUp();
  const form = await seedForm(t.db, owner.userId, { name: "Green Lawns" });
  const { leadId } = await seedLead(t.db, form.id, { stage: "upsell", name: "Uma Upsell", createdAt: minutesAgo(30) });
  const base = `/api/forms/${form.id}/leads/${leadId}`;
  return { owner, form, leadId, base };
}

describe("one lead, one row", () => {
  it("counts a visitor's consent, answer and upsell records as one submission", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    const { records } = await seedLead(t.db, form.id, {
      stage: "upsell",
      name: "Three Records",
      createdAt: minutesAgo(9),
    });
    expect(records).toHaveLength(3);
    await seedLead(t.db, form.id, { stage: "started", name: "Stopped Early", createdAt: minutesAgo(5) });
    await seedLead(t.db, form.id, { stage: "declined", name: "Said No", createdAt: minutesAgo(1) });

    const res = await owner.get(`/api/forms/${form.id}/submissions`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SubmissionsPage;
    expect(billedSubmissionsPageSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ total: 3, matching: 3 });
    expect(body.submissions.map((s) => [s.customerName, s.outcome, s.status])).toEqual([
      ["Said No", "declined", "new"],
      ["Stopped Early", "started", "new"],
      ["Three Records", "accepted", "new"],
    ]);

    // A filter narrows the rows and `matching`; the header's total stays every lead.
    const filtered = (await (
      await owner.get(`/api/forms/${form.id}/submissions?stage=upsell`)
    ).json()) as SubmissionsPage;
    expect(filtered).toMatchObject({ total: 3, matching: 1 });
    expect(filtered.submissions.map((s) => s.customerName)).toEqual(["Three Records"]);
  });

  it("says Pending for a request that waits for the owner's price, and shows a stopped visitor's last price", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    // A request is stored as an accept with project details; an older one has no answer.
    const request = await seedLead(t.db, form.id, { stage: "accepted", serviceType: "landscaping" });
    const older = await seedLead(t.db, form.id, { stage: "accepted", yardSize: "custom", projectDetails: "Acres" });
    await t.db
      .update(formSubmissions)
      .set({ responseStatus: null })
      .where(eq(formSubmissions.id, older.records[1].id!));
    const stopped = await seedLead(t.db, form.id, { stage: "started", name: "Saw Prices" });
    const cheaper = { ...SEEN, prices: SEEN.prices.map((p) => ({ ...p, amount: p.amount - 10 })) };
    await t.db.insert(leadPricesShown).values([
      { leadId: stopped.leadId, formId: form.id, quote: cheaper, createdAt: minutesAgo(3) },
      { leadId: stopped.leadId, formId: form.id, quote: SEEN, createdAt: minutesAgo(2) },
    ]);
    const body = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as SubmissionsPage;
    const byId = new Map(body.submissions.map((s) => [s.id, s]));
    expect(byId.get(request.leadId)!.outcome).toBe("pending");
    expect(byId.get(older.leadId)!.outcome).toBe("pending");
    expect(byId.get(stopped.leadId)).toMatchObject({ outcome: "started", lastPriceShown: SEEN });
  });
});

describe("working a lead", () => {
  it("keeps the status and dated notes, in the list, the lead view and the CSV", async () => {
    const { owner, form, base } = await ownerWithLead();
    expect(((await (await owner.get(base)).json()) as LeadWork).status).toBe("new");

    const set = await owner.put(`${base}/status`, { status: "contacted" });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ status: "contacted", statusUpdatedAt: expect.any(String) });
    const note = await owner.post(`${base}/notes`, { body: "  Called, comes Tuesday at 9  " });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({ body: "Called, comes Tuesday at 9", createdAt: expect.any(String) });

    const work = (await (await owner.get(base)).json()) as LeadWork;
    expect(leadWorkSchema.parse(work)).toEqual(work);
    expect(work.status).toBe("contacted");
    expect(work.notes.map((n) => n.body)).toEqual(["Called, comes Tuesday at 9"]);
    const list = (await (await owner.get(`/api/forms/${form.id}/submissions`)).json()) as SubmissionsPage;
    expect(list.submissions[0].status).toBe("contacted");

    const csv = await owner.get(`/api/forms/${form.id}/leads.csv`);
    const [header, row] = parseCsv((await csv.text()).slice(1));
    expect(row[header.indexOf("Lead Status")]).toBe("Contacted");
    expect(row[header.indexOf("Owner Notes")]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z: Called, comes Tuesday at 9$/);
  });

  it("refuses an unknown status and an empty or too long note with a message", async () => {
    const { owner, base } = await ownerWithLead();
    const status = await owner.put(`${base}/status`, { status: "maybe" });
    expect(status.status).toBe(400);
    expect((await status.json()).error).toMatch(/Choose a status/);
    const empty = await owner.post(`${base}/notes`, { body: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatch(/Write something/);
    const long = await owner.post(`${base}/notes`, { body: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toMatch(/at most 2000 characters/);
    expect((await owner.post(`${base}/notes`, { body: "x".repeat(2000) })).status).toBe(201);
  });

  it("answers 404 for another owner's lead, a lead of another form, and a record that is not a lead", async () => {
    const { owner, form, leadId, base } = await ownerWithLead();
    const stranger = await t.signUp();
    const otherForm = await seedForm(t.db, owner.userId, { name: "Snow", formType: "snow_quote" });
    const [complete] = await t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.parentSubmissionId, leadId));
    for (const [who, path, error] of [
      [stranger, base, "Form not found"],
      [stranger, `${base}/status`, "Form not found"],
      [owner, `/api/forms/${otherForm.id}/leads/${leadId}`, "Lead not found"],
      [owner, `/api/forms/${form.id}/leads/${complete.id}`, "Lead not found"],
      [owner, `/api/forms/${form.id}/leads/00000000-0000-4000-8000-000000000000`, "Lead not found"],
    ] as const) {
      const res = path.endsWith("/status") ? await who.put(path, { status: "won" }) : await who.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: error });
    }
    const note = await stranger.post(`${base}/notes`, { body: "mine now" });
    expect(note.status).toBe(404);
    expect(((await (await owner.get(base)).json()) as LeadWork).notes).toEqual([]);
  });

  it("tells the lead's moments in order: visit, start, prices shown, answer, payment, follow-up, return, status, notes", async () => {
    const { owner, form, leadId, base } = await ownerWithLead();
    const root = minutesAgo(30).getTime();
    const at = (minutes: number) => new Date(root + minutes * 60_000);
    await t.db.insert(leadPricesShown).values({ leadId, formId: form.id, quote: SEEN, createdAt: at(0.5) });
    await t.db
      .update(formSubmissions)
      .set({ paymentStatus: "paid", paymentKind: "deposit", paymentAmountCents: 2000, paymentUpdatedAt: at(1.5) })
      .where(eq(formSubmissions.parentSubmissionId, leadId));
    await t.db.insert(leadFollowUps).values({
      leadId,
      formId: form.id,
      email: "pat@example.com",
      status: "sent",
      sentAt: at(5),
      cameBackAt: at(6),
    });
    await owner.put(`${base}/status`, { status: "scheduled" });
    await owner.post(`${base}/notes`, { body: "Mow Tuesday" });

    const { timeline } = (await (await owner.get(base)).json()) as LeadWork;
    expect(timeline.map((e) => e.kind)).toEqual([
      "viewed",
      "started",
      "price_shown",
      "accepted",
      "paid",
      "upsell",
      "followed_up",
      "came_back",
      "status",
      "note",
    ]);
    const text = Object.fromEntries(timeline.map((e) => [e.kind, e.text]));
    expect(text).toMatchObject({
      viewed: "Opened the form",
      price_shown: "Saw Weekly $39, Bi-Weekly $59, Monthly $79",
      accepted: "Accepted Bi-Weekly, $59 per visit",
      paid: "Deposit paid, $20",
      upsell: "Added Aeration",
      status: "Status set to Scheduled",
      note: "Mow Tuesday",
    });
    const times = timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("sends lead.updated with the status and notes when either changes, once per change", async () => {
    const receiver = await startWebhookReceiver();
    const { owner, base, leadId, form } = await ownerWithLead();
    const created = await (await owner.post("/api/webhooks", { url: receiver.url, events: ["lead.updated"] })).json();
    await owner.put(`${base}/status`, { status: "won" });
    await owner.put(`${base}/status`, { status: "won" }); // no change, no event
    await owner.post(`${base}/notes`, { body: "Paid cash" });
    await testOutboxWorker(t.deps).drain();
    await receiver.stop();

    const events = receiver.received.map(
      (hook) =>
        new Webhook(created.secret).verify(hook.body, {
          "webhook-id": hook.headers["webhook-id"]!,
          "webhook-timestamp": hook.headers["webhook-timestamp"]!,
          "webhook-signature": hook.headers["webhook-signature"]!,
        }) as { type: string; data: Record<string, unknown> },
    );
    // The outbox's two loops can each claim one of the two events and send them at once, so they
    // may arrive in either order (a receiver orders by webhook-timestamp, decision 038).
    const byChange = events
      .map((e) => [e.type, e.data.change, e.data.status])
      .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byChange).toEqual([
      ["lead.updated", "note", "won"],
      ["lead.updated", "status", "won"],
    ]);
    const noteEvent = events.find((e) => e.data.change === "note")!;
    expect(noteEvent.data).toMatchObject({
      leadId,
      formId: form.id,
      formName: "Green Lawns",
      response: "accept",
      contact: expect.objectContaining({ name: "Uma Upsell" }),
      notes: [{ body: "Paid cash", createdAt: expect.any(String) }],
    });
  });
});
