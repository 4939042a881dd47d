import { addDays, calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { Page } from "playwright-core";
import { acceptSaveCardAndBook, cardSavedAtAccept, chargesOn, onDoneSeller, shooter } from "./support/billing";
import { describe, expect } from "./support/fixtures";
import { stripeTest } from "./support/stripe-fixtures";
import { waitForMails, type Mail } from "./support/xss-mail";

// The customer's own page (decision 122), on a phone: a homeowner who booked weekly mowing with a
// card saved opens the page from their email, skips next week's visit, then, when today's charge
// is declined, follows the failure email, replaces the card on the (stand-in) Stripe page and
// comes back to see the charge taken on the new card, once.

const it = stripeTest;
const shot = shooter();
const PHONE = { width: 390, height: 844 };

/** Opens an email as a mail app shows it and follows its link, as the customer would. */
async function followMailLink(page: Page, mail: Mail, link: string, serverUrl: string, shotName: string) {
  await page.setContent(mail.html);
  await shot(page, shotName);
  await page.getByRole("link", { name: link, exact: true }).click();
  await page.waitForURL(`${serverUrl}/plan/**`);
}

/** A visit in the page's lists, by its day ("Thursday, Dec 3" and not "Thursday, Dec 31"). */
const visitItem = (page: Page, day: string) =>
  page.getByRole("listitem").filter({ hasText: new RegExp(`${calendarDayText(day)}(?!\\d)`) });

describe("the customer's plan page", () => {
  it("skips a coming visit, then replaces a declined card on Checkout: the charge is taken again, once", async ({
    openPage,
    app: server,
    stripe,
    seller: owner,
  }) => {
    const { today, formId, account } = await onDoneSeller(owner.context, server.url, stripe);
    const { page, assertNoErrors } = await openPage(PHONE);
    await acceptSaveCardAndBook(
      page,
      `${server.url}/forms/embed/${formId}`,
      { name: "Robin Fairway", email: "robin@example.com", size: "medium" },
      today,
    );

    // The booking's email links to the page.
    const booked = (await waitForMails(server.dataDir, { visit_booked: 1 })).find((m) => m.kind === "visit_booked")!;
    expect(booked.text).toContain(`Your first visit is booked for ${calendarDayText(today)}.`);
    await shot(page, "customer-page-0-booked-390");
    await followMailLink(page, booked, "Your plan", server.url, "customer-page-0-booked-email-390");
    const leadId = new URL(page.url()).pathname.split("/")[2]!.split(".")[0]!;
    await page.getByText("Robin Fairway's plan").waitFor();
    await page.getByText("$42.50 per visit").waitFor();
    await page.getByText("Your card is charged for each visit once the visit is done.").waitFor();
    // Today's visit is past the skip cut-off; next week's is not.
    const nextWeek = addDays(today, 7);
    await visitItem(page, today)
      .getByText(/^Too late to skip online/)
      .waitFor();
    expect(await visitItem(page, today).getByRole("button", { name: "Skip this visit" }).count()).toBe(0);
    await shot(page, "customer-page-1-opened-390");

    // A plain form post, answered 303 back to the page (a refused one is a 403 page).
    const skipAnswer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/skip"));
    await visitItem(page, nextWeek).getByRole("button", { name: "Skip this visit" }).click();
    expect((await skipAnswer).status()).toBe(303);
    await page.getByText("Visit skipped. You will not be charged for it.").waitFor();
    const skipped = visitItem(page, nextWeek);
    await skipped.getByText("Skipped", { exact: true }).waitFor();
    expect(await skipped.getByRole("button").count()).toBe(0);
    // Only that visit: the one after it can still be skipped.
    await visitItem(page, addDays(today, 14)).getByRole("button", { name: "Skip this visit" }).waitFor();
    await shot(page, "customer-page-2-skipped-390");

    // The card starts declining; the owner marks today's visit done, which charges it.
    const firstCard = cardSavedAtAccept(stripe, leadId);
    stripe.payments.setCard(firstCard, "declines");
    const done = await owner.context.request.post(`${server.url}/api/schedule/days/${today}/done`, {
      headers: { origin: server.url },
    });
    expect(((await done.json()) as { done: number }).done).toBe(1);
    expect(chargesOn(stripe, account).map((i) => [i.amount, i.status])).toEqual([[4250, "requires_payment_method"]]);

    // The failure email's "Update your card" opens the page, which says the payment failed.
    const failed = (await waitForMails(server.dataDir, { charge_failed: 1 })).find((m) => m.kind === "charge_failed")!;
    expect(failed.text).toContain("Your payment of $42.50 to Green Lawns didn't go through.");
    await followMailLink(page, failed, "Update your card", server.url, "customer-page-3-failed-email-390");
    const notice = page.getByRole("heading", { name: "A payment did not go through" });
    await notice.waitFor();
    const charged = visitItem(page, today);
    await charged.getByText("Payment failed", { exact: true }).waitFor();
    await charged.getByText("$42.50", { exact: true }).first().waitFor();
    await shot(page, "customer-page-3-payment-failed-page-390");

    // Stripe's setup-mode Checkout, top-level, on the owner's account for the lead's customer.
    await page.getByRole("button", { name: "Update card" }).first().click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText("Save a card for later payments").waitFor();
    const session = stripe.sessions.get(new URL(page.url()).pathname.split("/")[2]!)!;
    expect(session).toMatchObject({ mode: "setup", account, metadata: { purpose: "card_update", leadId } });
    expect(session.customer).toBe(chargesOn(stripe, account)[0]!.customer);
    await shot(page, "customer-page-4-stripe-setup-390");
    await page.getByRole("button", { name: "Save card" }).click();

    // Back on the page: the card is saved, the failed charge taken on it, the notice gone.
    await page.waitForURL(/\/plan\/[^?]+\?card=updated$/);
    await page.getByText("Thank you. Your new card is saved; anything owed is charged to it now.").waitFor();
    expect(await notice.count()).toBe(0);
    await charged.getByText("Paid", { exact: true }).waitFor();
    const intents = chargesOn(stripe, account);
    expect(intents.map((i) => [i.amount, i.status])).toEqual([
      [4250, "requires_payment_method"],
      [4250, "succeeded"],
    ]);
    const newCard = intents[1]!.payment_method;
    expect(newCard).not.toBe(firstCard);
    // The receipt quotes the end of Stripe's id.
    await charged.getByText(`pi_…${intents[1]!.id.slice(-6)}`, { exact: true }).waitFor();
    await shot(page, "customer-page-5-card-updated-390");

    // The receipt email comes once; a reload of the page charges nothing more.
    const receipt = (await waitForMails(server.dataDir, { charge_receipt: 1 })).filter(
      (m) => m.kind === "charge_receipt",
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(intents[1]!.id);
    await page.reload();
    await charged.getByText("Paid", { exact: true }).waitFor();
    await stripe.payments.settled();
    expect(chargesOn(stripe, account)).toHaveLength(2);
    assertNoErrors();
  }, 400_000);
});
