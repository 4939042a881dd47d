import { placesTaken } from "../test/booking-fixtures";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPlan } from "../test/billing-plans";
import { charges } from "../db/schema/charges";
import { outbox } from "../db/schema/outbox";
import { profiles } from "../db/schema/profiles";
import { bookings, scheduleSettings, visits } from "../db/schema/scheduling";
import { webhookEndpoints } from "../db/schema/webhooks";
import { customerPagePath, newCustomerToken } from "../lib/customer-link";
import { acceptedLead, paymentForm, paymentsTestApp, subscribedOwner } from "../test/payments-setup";
import { startTestLead } from "../test/public-test-helpers";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";

// The customer's page (decision 122) through its routes: the plan, its visits and receipts, a
// skip before and after the cut-off, an ask to move a visit, cancelling, and one link, one plan.

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

async function pagePlan() {
  const plan = await cardPlan(t, stripe, { timing: "on_done" });
  await t.db.update(profiles).set({ phone: "(555) 010-2030" }).where(eq(profiles.id, plan.owner.userId));
  return { ...plan, path: customerPagePath(newCustomerToken(t.env, plan.lead.leadId)) };
}

const formPost = (url: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.client().post(url, new URLSearchParams(fields).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    ...headers,
  });
const visitRow = async (id: string) => (await t.db.select().from(visits).where(eq(visits.id, id)))[0]!;
const takenOn = (userId: string, day: string) => placesTaken(t, userId, day);

const page = async (path: string) => {
  const res = await t.client().get(path);
  return { status: res.status, text: await res.text() };
};

describe("the customer's page", () => {
  it("shows the plan, its price and timing, the visits ahead and the past visits with their receipts", async () => {
    const plan = await pagePlan();
    // The first visit was yesterday, done and paid on the saved card.
    const [first, second] = plan.visits;
    const yesterday = addDays(plan.owner.today, -1);
    await t.db.update(visits).set({ day: yesterday, status: "done" }).where(eq(visits.id, first!.id));
    await t.db.insert(charges).values({
      userId: plan.owner.userId,
      leadId: plan.lead.leadId,
      visitId: first!.id,
      bookingId: first!.bookingId,
      kind: "visit",
      amountCents: 8000,
      status: "succeeded",
      stripePaymentIntentId: "pi_test_0123456789abcdef",
      idempotencyKey: `test-${first!.id}`,
      dueOn: yesterday,
    });
    const { status, text } = await page(plan.path);
    expect(status).toBe(200);
    expect(text).toContain("Green Lawns");
    expect(text).toContain('href="tel:5550102030"');
    expect(text).toContain("$80 per visit");
    expect(text).toContain("Weekly");
    expect(text).toContain("Your card is charged for each visit once the visit is done.");
    expect(text).toContain("Next visits");
    expect(text).toContain(`/visits/${second!.id}/skip`);
    expect(text).toContain("Ask to reschedule");
    expect(text).toContain("Past visits and receipts");
    expect(text).toContain("Paid");
    expect(text).toContain("pi_…abcdef");
    expect(text).toContain("Update card");
    expect(text).toContain("Cancel plan");
    // The form's colours, no script, and the token kept to this site.
    expect(text).toContain("--accent:#4CAF50");
    expect(text).not.toContain("<script");
  });

  it("skips a visit before the cut-off and gives its place back; after it, says why instead", async () => {
    const plan = await pagePlan();
    const [ahead, soon] = plan.visits;
    const before = await takenOn(plan.owner.userId, ahead!.day);
    const res = await formPost(`${plan.path}/visits/${ahead!.id}/skip`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${plan.path}?done=skipped`);
    expect((await visitRow(ahead!.id)).status).toBe("skipped");
    expect(await takenOn(plan.owner.userId, ahead!.day)).toBe(before - 1);
    expect((await page(`${plan.path}?done=skipped`)).text).toContain("Visit skipped.");

    // Tomorrow's visit: skipping closed 24 hours before its day started.
    const tomorrow = addDays(plan.owner.today, 1);
    await t.db.update(visits).set({ day: tomorrow }).where(eq(visits.id, soon!.id));
    const shown = (await page(plan.path)).text;
    expect(shown).not.toContain(`/visits/${soon!.id}/skip`);
    expect(shown).toContain("Too late to skip online: skipping closes 24 hours before the visit&#39;s day.");
    const late = await formPost(`${plan.path}/visits/${soon!.id}/skip`);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("Call Green Lawns at (555) 010-2030 to change it.");
    expect((await visitRow(soon!.id)).status).toBe("scheduled");

    // An owner with a shorter cut-off lets it through.
    await t.db
      .update(scheduleSettings)
      .set({ skipCutoffHours: 0 })
      .where(eq(scheduleSettings.userId, plan.owner.userId));
    expect((await formPost(`${plan.path}/visits/${soon!.id}/skip`)).status).toBe(303);
    expect((await visitRow(soon!.id)).status).toBe("skipped");
  });

  it("asks to reschedule a visit with a note, and the owner is emailed", async () => {
    const plan = await pagePlan();
    const visit = plan.visits[1]!;
    const empty = await formPost(`${plan.path}/visits/${visit.id}/reschedule`, { note: "  " });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Write a short note");
    const res = await formPost(`${plan.path}/visits/${visit.id}/reschedule`, {
      note: "Any day after the 12th <b>please</b>",
    });
    expect(res.status).toBe(303);
    const row = await visitRow(visit.id);
    expect(row.rescheduleAskedAt).not.toBeNull();
    expect(row.rescheduleNote).toBe("Any day after the 12th <b>please</b>");
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `reschedule-asked:${visit.id}:%`));
    expect(mail).toMatchObject({ kind: "reschedule_asked", to: "owner@example.com", replyTo: "pat@example.com" });
    expect(mail!.text).toContain("Any day after the 12th <b>please</b>");
    expect(mail!.html).toContain("Any day after the 12th &lt;b&gt;please&lt;/b&gt;");
    // Asked once: the page says so, and a second ask sends nothing more.
    expect((await page(plan.path)).text).toContain("You asked to move this visit.");
    expect((await formPost(`${plan.path}/visits/${visit.id}/reschedule`, { note: "again" })).status).toBe(409);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `reschedule-asked:${visit.id}:%`)),
    ).toHaveLength(1);
  });

  it("cancels the plan with a reason: visits cancelled, places back, owner emailed, webhook queued", async () => {
    const plan = await pagePlan();
    await t.db
      .update(webhookEndpoints)
      .set({ events: ["plan.cancelled"] })
      .where(eq(webhookEndpoints.userId, plan.owner.userId));
    const confirm = await page(`${plan.path}/cancel`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain("Cancel your plan?");
    const noReason = await formPost(`${plan.path}/cancel`, { reason: "" });
    expect(noReason.status).toBe(422);
    expect(await noReason.text()).toContain("Tell us why you are cancelling");
    const day = plan.visits[0]!.day;
    const before = await takenOn(plan.owner.userId, day);

    const res = await formPost(`${plan.path}/cancel`, { reason: "Moving house in June" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${plan.path}?done=cancelled`);
    const left = await t.db.select().from(visits).where(eq(visits.leadId, plan.lead.leadId));
    expect(left.every((v) => v.status === "cancelled")).toBe(true);
    expect(await takenOn(plan.owner.userId, day)).toBe(before - 1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.leadId, plan.lead.leadId));
    expect(booking!.cancelledAt).not.toBeNull();
    expect(booking!.cancelReason).toBe("Moving house in June");
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `plan-cancelled:${booking!.id}`));
    expect(mail).toMatchObject({ kind: "plan_cancelled", to: "owner@example.com" });
    expect(mail!.text).toContain("Moving house in June");
    const [hook] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `webhook:%:plan-cancelled:${booking!.id}`));
    expect(JSON.parse(hook!.text)).toMatchObject({
      type: "plan.cancelled",
      data: {
        leadId: plan.lead.leadId,
        bookingId: booking!.id,
        cancelledBy: "customer",
        reason: "Moving house in June",
        cancelledVisits: left.length,
      },
    });
    const shown = (await page(`${plan.path}?done=cancelled`)).text;
    expect(shown).toContain("Your plan is cancelled. Green Lawns has been told.");
    expect(shown).not.toContain("/skip");
    // Again: nothing more.
    expect((await formPost(`${plan.path}/cancel`, { reason: "again" })).status).toBe(303);
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(like(outbox.dedupeKey, `%plan-cancelled:${booking!.id}`));
    expect(count[0]!.n).toBe(2);
  });

  it("after the owner cancelled from a later day, shows the plan cancelled and the visits still booked before it", async () => {
    const plan = await pagePlan();
    const [first, , third] = plan.visits;
    const res = await plan.owner.post(`/api/schedule/bookings/${first!.bookingId}/cancel-rest`, { from: third!.day });
    expect(res.status).toBe(200);
    const { text } = await page(plan.path);
    expect(text).toContain("This plan is cancelled");
    // No reason was given by the customer, so none is claimed.
    expect(text).not.toContain("has your reason");
    expect(text).toContain("Visits still booked");
    expect(text).not.toContain("Cancel plan");
    expect(text).not.toContain(`/visits/${first!.id}/skip`);
  });

  it("opens one lead's plan only: another lead's visit, a changed token, a post from elsewhere", async () => {
    const a = await pagePlan();
    const b = await pagePlan();
    const other = b.visits[0]!;
    expect((await formPost(`${a.path}/visits/${other.id}/skip`)).status).toBe(404);
    expect((await formPost(`${a.path}/visits/${other.id}/reschedule`, { note: "hi" })).status).toBe(404);
    expect((await visitRow(other.id)).status).toBe("scheduled");
    const changed = a.path.slice(0, -2) + (a.path.endsWith("AA") ? "BB" : "AA");
    expect((await page(changed)).status).toBe(404);
    expect((await page("/plan/not-a-token")).status).toBe(404);
    const elsewhere = await formPost(
      `${a.path}/visits/${a.visits[0]!.id}/skip`,
      {},
      { origin: "https://evil.example" },
    );
    expect(elsewhere.status).toBe(403);
    expect((await visitRow(a.visits[0]!.id)).status).toBe("scheduled");
  });

  it("tells a customer with no visit booked yet that the business will schedule; no accepted quote is a 404", async () => {
    const owner = await subscribedOwner(t);
    const form = await paymentForm(t, owner.userId, { mode: "none" });
    const lead = await acceptedLead(t, form.id);
    const { status, text } = await page(customerPagePath(newCustomerToken(t.env, lead.leadId)));
    expect(status).toBe(200);
    expect(text).toContain("Green Lawns will schedule your first visit");
    expect(text).not.toContain("Cancel plan");
    const started = await startTestLead(t, form.id);
    expect((await page(customerPagePath(newCustomerToken(t.env, started.leadId)))).status).toBe(404);
  });
});
