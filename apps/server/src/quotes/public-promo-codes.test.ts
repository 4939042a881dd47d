import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoCodeUses } from "../db/schema/forms";
import { rateLimits } from "../db/schema/platform";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import { dateIn } from "./promo-codes.service";
import { limitAddress, limitKeys, PUBLIC_RULES } from "../lib/public-limits";
import { insertForm, leadAnswers, startTestLead, testDocument, visitorHeaders } from "../test/public-test-helpers";
import { promoCode, withListedServices } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

// Promo codes: the public check and its per-address limit, and the
// use the accept takes atomically.

let t: TestApp;
let { respond } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  ({ respond } = leadAnswers(t));
});
afterAll(() => t.close());

async function formWithCodes(codes: ReturnType<typeof promoCode>[], timeZone?: string) {
  const owner = await t.signUp();
  if (timeZone) await t.db.update(profiles).set({ timeZone }).where(eq(profiles.id, owner.userId));
  return insertForm(t, owner.userId, testDocument(withListedServices({ promoCodes: codes })));
}

const check = (formId: string, code: string) =>
  t.client().post(`/api/public/forms/${formId}/promo-code`, { code }, visitorHeaders());

const acceptWith = async (formId: string, code: string) => {
  const lead = await startTestLead(t, formId);
  return respond(lead, { serviceId: "aeration", sizeId: "std", responseStatus: "accept", promoCode: code });
};

const storedWithCode = async (formId: string, code: string) =>
  (await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId))).filter(
    (r) => r.quote?.priced?.promoCode === code,
  ).length;

describe("POST /api/public/forms/:id/promo-code", () => {
  it("answers a valid code as the owner wrote it, matched without regard to case", async () => {
    const form = await formWithCodes([promoCode({ code: "Spring10", kind: "amount", value: 5, scope: "every" })]);
    const res = await check(form.id, " spring10 ");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: "Spring10", kind: "amount", value: 5, scope: "every" });
  });

  it("refuses an unknown, switched-off or expired code with the visitor's message", async () => {
    const form = await formWithCodes([
      promoCode({ id: "a", code: "OFF", enabled: false }),
      promoCode({ id: "b", code: "OLD", expiresOn: "2020-01-31" }),
    ]);
    for (const [code, error] of [
      ["NOPE", "This code is not valid."],
      ["OFF", "This code is not valid."],
      ["OLD", "This code has expired."],
    ]) {
      const res = await check(form.id, code);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error });
    }
  });

  it("counts a code's last day in the owner's time zone", async () => {
    // Kiritimati is 14 hours ahead of UTC: there it is already tomorrow for most of the UTC day.
    const zone = "Pacific/Kiritimati";
    const today = dateIn(zone);
    const form = await formWithCodes([promoCode({ expiresOn: today })], zone);
    expect((await check(form.id, "SPRING10")).status).toBe(200);
    const dayBefore = new Date(`${today}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const lastDayPassed = await formWithCodes([promoCode({ expiresOn: dayBefore.toISOString().slice(0, 10) })], zone);
    expect(await (await check(lastDayPassed.id, "SPRING10")).json()).toEqual({ error: "This code has expired." });
  });

  it("answers 404 for a form that is not published or does not exist", async () => {
    const owner = await t.signUp();
    const draft = await insertForm(
      t,
      owner.userId,
      testDocument((d) => {
        d.status = "draft";
        withListedServices({ promoCodes: [promoCode()] })(d);
      }),
    );
    expect((await check(draft.id, "SPRING10")).status).toBe(404);
    expect((await check("00000000-0000-4000-8000-000000000000", "SPRING10")).status).toBe(404);
    expect((await check("not-an-id", "SPRING10")).status).toBe(404);
  });
});

describe("the per-address limit on checking codes", () => {
  it("refuses the check after the limit with 429 and Retry-After; another address and the accept still go through", async () => {
    const form = await formWithCodes([promoCode()]);
    const lead = await startTestLead(t, form.id);
    const checkFrom = (headers: Record<string, string>, code: string) =>
      t.client().post(`/api/public/forms/${form.id}/promo-code`, { code }, headers);
    for (let i = 0; i < PUBLIC_RULES.promoCheckPerIp.limit; i++) {
      expect((await checkFrom(lead.headers, `GUESS${i}`)).status).toBe(422);
    }
    const limited = await checkFrom(lead.headers, "SPRING10");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: "Too many requests from your network. Please wait a few minutes and try again.",
    });
    expect((await checkFrom(visitorHeaders(), "SPRING10")).status).toBe(200);
    // The checks are counted apart from the other writes: the address's write counter is untouched,
    // and the same address still accepts, code and all.
    const address = limitAddress(lead.headers["x-forwarded-for"]);
    const counter = (key: string) => t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(await counter(limitKeys.writePerIp(address))).toEqual([]);
    expect((await counter(limitKeys.promoCheckPerIp(address)))[0]?.count).toBe(PUBLIC_RULES.promoCheckPerIp.limit + 1);
    const accepted = await respond(lead, {
      serviceId: "aeration",
      sizeId: "std",
      responseStatus: "accept",
      promoCode: "SPRING10",
    });
    expect(accepted.status).toBe(201);
    expect(await storedWithCode(form.id, "SPRING10")).toBe(1);
  });
});

describe("a code's uses, counted by the accept", () => {
  it("stores the code with the accept and refuses the next once it is used up, storing nothing", async () => {
    const form = await formWithCodes([promoCode({ maxUses: 1 })]);
    expect((await acceptWith(form.id, "SPRING10")).status).toBe(201);
    const again = await acceptWith(form.id, "SPRING10");
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ error: "This code has been used up." });
    expect(await storedWithCode(form.id, "SPRING10")).toBe(1);
    expect(await (await check(form.id, "SPRING10")).json()).toEqual({ error: "This code has been used up." });
    // The same visitor can still accept without the code.
    const lead = await startTestLead(t, form.id);
    expect((await respond(lead, { serviceId: "aeration", sizeId: "std", responseStatus: "accept" })).status).toBe(201);
  });

  it("never exceeds the limit under parallel accepts: 20 at once for 5 uses store exactly 5", async () => {
    const form = await formWithCodes([promoCode({ maxUses: 5 })]);
    const leads = await Promise.all(Array.from({ length: 20 }, () => startTestLead(t, form.id)));
    const answers = await Promise.all(
      leads.map((lead) =>
        respond(lead, { serviceId: "aeration", sizeId: "std", responseStatus: "accept", promoCode: "SPRING10" }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    expect(await storedWithCode(form.id, "SPRING10")).toBe(5);
    const [uses] = await t.db
      .select()
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.formId, form.id), eq(promoCodeUses.codeId, "p1")));
    expect(uses.uses).toBe(5);
  });

  it("a decline takes no use", async () => {
    const form = await formWithCodes([promoCode({ maxUses: 1 })]);
    const lead = await startTestLead(t, form.id);
    const declined = await respond(lead, {
      serviceId: "aeration",
      sizeId: "std",
      responseStatus: "decline",
      promoCode: "SPRING10",
    });
    expect(declined.status).toBe(201);
    expect((await check(form.id, "SPRING10")).status).toBe(200);
  });
});
