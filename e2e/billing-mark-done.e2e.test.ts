import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { Locator, Page } from "playwright-core";
import { acceptSaveCardAndBook, chargesOn, onDoneSeller, shooter, type Customer } from "./support/billing";
import { describe, expect } from "./support/fixtures";
import { stripeTest } from "./support/stripe-fixtures";

// Charged when done (decision 122): three homeowners saved a card at the accept and booked today;
// the owner marks one visit done, then the rest of the day at once, on the Schedule page. Each
// visit is charged once on the owner's (stand-in) Stripe account, whatever is clicked or reloaded
// after, and the lead's Billing panel shows the charge, its Stripe id and the totals.

const it = stripeTest;
const shot = shooter();
const CUSTOMERS: Customer[] = [
  { name: "Robin Fairway", email: "robin@example.com", size: "medium" },
  { name: "Sam Hedges", email: "sam@example.com", size: "large" },
  { name: "Casey Mulch", email: "casey@example.com", size: "medium" },
];

/** "Monday, November 30": how the Schedule page names a day (apps/web scheduling/utils/calendar-days.ts). */
const dayName = (day: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A visit of the day has been marked done and its charge went through (its two badges, no buttons left). */
async function doneAndPaid(visit: Locator) {
  await visit.getByText("Done", { exact: true }).waitFor();
  await visit.getByText("Paid", { exact: true }).waitFor();
  expect(await visit.getByRole("button").count()).toBe(0);
}

const visitsOfDay = (page: Page, day: string) => page.getByRole("region", { name: dayName(day), exact: true });

describe("billing when a visit is marked done", () => {
  it("marks today's visits done on the Schedule page: each is charged once and the lead's Billing panel shows it", async ({
    openPage,
    app: server,
    stripe,
    seller: owner,
  }) => {
    const { today, formId, account } = await onDoneSeller(owner.context, server.url, stripe);
    for (const customer of CUSTOMERS) {
      const visitor = await openPage();
      await acceptSaveCardAndBook(visitor.page, `${server.url}/forms/embed/${formId}`, customer, today);
      visitor.assertNoErrors();
      await visitor.context.close();
    }
    // Saving a card charges nothing.
    expect(chargesOn(stripe, account)).toHaveLength(0);

    // The owner, signed in, on a page whose console errors fail the journey.
    const { page, context, assertNoErrors } = await openPage();
    await context.addCookies(await owner.context.cookies());
    await page.goto(`${server.url}/schedule`);
    const day = visitsOfDay(page, today);
    for (const { name } of CUSTOMERS) await day.getByRole("article", { name }).waitFor();
    const markAll = page.getByRole("button", { name: "Mark all of today's done" });
    await markAll.waitFor();
    await shot(page, "mark-done-1-today-1280");

    // One visit on its own: its Done button charges it, and the card shows what the server answered.
    const robin = day.getByRole("article", { name: "Robin Fairway" });
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/api\/schedule\/visits\/[^/]+\/done$/.test(r.url()),
    );
    await robin.getByRole("button", { name: "Done" }).click();
    const { visit } = (await (await answered).json()) as { visit: { status: string; chargeStatus: string } };
    expect(visit).toMatchObject({ status: "done", chargeStatus: "succeeded" });
    await doneAndPaid(robin);
    expect(chargesOn(stripe, account).map((i) => i.amount)).toEqual([4250]);
    await shot(page, "mark-done-2-one-done-1280");

    // The rest of the day at once, clicked twice as a hurried thumb does.
    await markAll.dblclick();
    await page
      .getByText(`2 visits of ${dayName(today)} marked done.`)
      .first()
      .waitFor();
    for (const { name } of CUSTOMERS) await doneAndPaid(day.getByRole("article", { name }));
    await markAll.waitFor({ state: "detached" });
    await shot(page, "mark-done-3-all-done-1280");

    // Kept by the server: after a reload every visit reads Done and Paid, and nothing is left to mark.
    await page.reload();
    for (const { name } of CUSTOMERS) await doneAndPaid(visitsOfDay(page, today).getByRole("article", { name }));
    expect(await markAll.count()).toBe(0);
    // Marking the day again (another tab, a retried request) marks and charges nothing.
    const again = await owner.context.request.post(`${server.url}/api/schedule/days/${today}/done`, {
      headers: { origin: server.url },
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { done: number }).done).toBe(0);

    // Stripe made one PaymentIntent per visit marked done, each for the visit's stored price, paid.
    await stripe.payments.settled();
    const intents = chargesOn(stripe, account);
    expect(intents.map((i) => i.amount).sort()).toEqual([4250, 4250, 5725]);
    expect(intents.every((i) => i.status === "succeeded" && i.currency === "usd")).toBe(true);
    expect(new Set(intents.map((i) => i.customer)).size).toBe(3);
    const samIntent = intents.find((i) => i.amount === 5725)!;

    // The lead's Billing panel: Sam's one charge, paid, with Stripe's id, and the totals.
    await page.goto(`${server.url}/forms/${formId}/submissions`);
    await page.getByRole("row").filter({ hasText: "Sam Hedges" }).first().click();
    const billing = page.getByRole("dialog").getByRole("region", { name: "Billing" });
    const charges = billing.getByRole("list", { name: "Charges" }).getByRole("listitem");
    await charges.first().waitFor();
    expect(await charges.count()).toBe(1);
    const charge = charges.first();
    await charge.getByText(`Visit on ${calendarDayText(today)}`, { exact: true }).waitFor();
    await charge.getByText("Paid", { exact: true }).waitFor();
    await charge.getByText("$57.25", { exact: true }).waitFor();
    await charge.getByText(samIntent.id, { exact: true }).waitFor();
    await charge.getByRole("button", { name: `Refund $57.25 for Visit on ${calendarDayText(today)}` }).waitFor();
    await billing.getByText("Charge each visit when I mark it done", { exact: true }).waitFor();
    await billing.getByText("Saved for the plan's charges", { exact: true }).waitFor();
    expect(await billing.locator('dl[aria-label="Totals"] > div').allInnerTexts()).toEqual([
      "Billed\n$57.25",
      "Refunded\n$0.00",
      "Failed\n$0.00",
      "Balance owed\n$0.00",
    ]);
    await billing.scrollIntoViewIfNeeded();
    await shot(page, "mark-done-4-lead-billing-1280");
    assertNoErrors();
  }, 400_000);
});
