import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import { rectangleRing } from "@yq/form-schema/lawn-shapes";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { leadPricesShown } from "../db/schema/lead-work";
import { outbox } from "../db/schema/outbox";
import { runFollowUps } from "../follow-ups/run-follow-ups";
import { withListedServices } from "../test/pricing-fixtures";
import { insertForm, startTestLead, testDocument, type TestLead } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

// The server records each quote the form shows, priced by itself, and a follow-up
// link reopens the last one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

async function newLead(email: string, edit: (doc: FormDocument) => void = () => {}) {
  const owner = await t.signUp();
  const form = await insertForm(
    t,
    owner.userId,
    testDocument((d) => {
      d.yardSizes.measurement.enabled = true;
      edit(d);
    }),
  );
  return startTestLead(t, form.id, { ...VISITOR_ANSWERS, email });
}
const show = (lead: TestLead, body: Record<string, unknown>, token: string = lead.token) =>
  t.client().post(`/api/public/leads/${lead.leadId}/prices-shown`, { ...body, token }, lead.headers);
const rowsOf = (leadId: string) =>
  t.db.select().from(leadPricesShown).where(eq(leadPricesShown.leadId, leadId)).orderBy(leadPricesShown.createdAt);
const lawn = (ring: [number, number][]) => ({ outlines: { type: "MultiPolygon", coordinates: [[ring]] } });

async function resume(email: string) {
  await runFollowUps(t.deps, new Date(Date.now() + 3 * 3_600_000));
  const [mail] = (await t.db.select().from(outbox).where(eq(outbox.kind, "lead_follow_up"))).filter(
    (m) => m.to === email,
  );
  const token = /\?resume=([\w-]+)/.exec(mail!.text ?? "")?.[1] ?? "";
  return t.client().post("/api/public/follow-ups/resume", { token });
}

describe("prices shown to a lead", () => {
  it("stores the price the server computed from the form, whatever figures the browser sends", async () => {
    const lead = await newLead("shown@example.com");
    const res = await show(lead, {
      yardSize: "medium",
      frequency: "biweekly",
      prices: [{ frequency: "biweekly", label: "Bi-Weekly", amount: 1 }],
      quote: { chosen: { frequency: "biweekly", label: "Bi-Weekly", amount: 1 } },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ recorded: true });
    const [row] = await rowsOf(lead.leadId);
    expect(row?.quote.yardSize).toBe("medium");
    expect(row?.quote.prices.map((p) => p.amount)).toEqual([49, 69, 89]);
    expect(row?.quote.chosen).toEqual({ frequency: "biweekly", label: "Bi-Weekly", amount: 69 });
    // The same quote again is not a new row; another frequency is.
    expect(await (await show(lead, { yardSize: "medium", frequency: "biweekly" })).json()).toEqual({ recorded: false });
    await show(lead, { yardSize: "medium", frequency: "weekly" });
    expect((await rowsOf(lead.leadId)).map((r) => r.quote.chosen?.amount)).toEqual([69, 49]);
  });

  it("prices a measured lawn from the area it computes, and refuses a tier the area does not fall in", async () => {
    const lead = await newLead("measured@example.com");
    const ring = rectangleRing(-93.2, 44.9, 150, 100);
    expect((await show(lead, { yardSize: "small", lawn: lawn(ring) })).status).toBe(409);
    expect((await show(lead, { yardSize: "medium", lawn: lawn(ring) })).status).toBe(201);
    const [row] = await rowsOf(lead.leadId);
    expect(row?.lawnAreaSqFt).toBeGreaterThan(14_900);
    expect(row?.lawnAreaSqFt).toBeLessThan(15_100);
    expect(row?.lawnOutlines).toEqual({ type: "MultiPolygon", coordinates: [[ring]] });
  });

  it("answers 404 without the lead's token and 400 for a size the form does not offer", async () => {
    const lead = await newLead("refused@example.com", (d) => {
      d.yardSizes.large.enabled = false;
    });
    expect((await show(lead, { yardSize: "medium" }, "not-the-token")).status).toBe(404);
    const res = await show(lead, { yardSize: "large" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("This yard size is not available on this form.");
    expect(await rowsOf(lead.leadId)).toHaveLength(0);
  });
});

describe("a follow-up link reopens the last quote shown", () => {
  it("returns the measured lawn and the frequency picked with the contact answers", async () => {
    const lead = await newLead("resume-lawn@example.com");
    const ring = rectangleRing(-93.2, 44.9, 150, 100);
    await show(lead, { yardSize: "small" });
    await show(lead, { yardSize: "medium", frequency: "weekly", lawn: lawn(ring) });
    const res = await resume("resume-lawn@example.com");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.answers).toMatchObject({ email: "resume-lawn@example.com" });
    // Reopened as version 2 (decision 128): mowing by id, its yard size the size, its frequency the plan.
    expect(body.choice).toEqual({
      version: 2,
      serviceId: "mowing",
      sizeId: "medium",
      plan: "weekly",
      lawn: { outlines: { type: "MultiPolygon", coordinates: [[ring]] } },
    });
  });

  it("returns a picked yard size, a typed area, or no choice when no price was shown", async () => {
    const picked = await newLead("resume-size@example.com");
    await show(picked, { yardSize: "large", frequency: "monthly" });
    const typed = await newLead("resume-typed@example.com");
    await show(typed, { yardSize: "large", lawn: { typedAreaSqFt: 30_000 } });
    await newLead("resume-none@example.com");
    expect((await (await resume("resume-size@example.com")).json()).choice).toEqual({
      version: 2,
      serviceId: "mowing",
      sizeId: "large",
      plan: "monthly",
      lawn: null,
    });
    expect((await (await resume("resume-typed@example.com")).json()).choice).toMatchObject({
      serviceId: "mowing",
      sizeId: "large",
      plan: null,
      lawn: { typedAreaSqFt: 30_000 },
    });
    expect((await (await resume("resume-none@example.com")).json()).choice).toBeNull();
  });

  it("returns a listed service's size card and plan, as the server priced them (decision 101)", async () => {
    const snow = await newLead("resume-snow@example.com", withListedServices());
    expect((await show(snow, { serviceId: "driveway-plowing", sizeId: "3-car", plan: "seasonal" })).status).toBe(201);
    expect((await (await resume("resume-snow@example.com")).json()).choice).toEqual({
      version: 2,
      serviceId: "driveway-plowing",
      sizeId: "3-car",
      plan: "seasonal",
      lawn: null,
    });
  });
});
