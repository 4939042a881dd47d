import fs from "node:fs";
import { defaultYardSizes } from "@yq/form-schema/defaults";
import type { PaymentSettings } from "@yq/form-schema/payment-settings";
import type { AvailabilitySettingsInput } from "@yq/form-schema/scheduling/availability";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { StripeStandIn } from "../../apps/server/src/test/stripe-stand-in";
import { createFormInContext } from "./forms";
import { fillContact } from "./visitor";

// The billing journeys (billing-*.e2e.test.ts, decision 122): an owner whose customers book from
// today and whose card is saved at the accept, charged on the owner's connected (stand-in) Stripe
// account when a visit is marked done.

/** Screenshots into YQ_SHOTS_DIR when it is set (as visit-booking.e2e.test.ts does), else none. */
export function shooter(folder = process.env.YQ_SHOTS_DIR) {
  if (folder) fs.mkdirSync(folder, { recursive: true });
  return async (page: Page, name: string) => {
    if (!folder) return;
    // From the top: a full-page shot of a scrolled page draws its sticky header half way down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
  };
}

/** Weekly prices with cents, so every amount shown is checked to the cent. */
const WEEKLY = { medium: 42.5, large: 57.25 } as const;
type YardSize = keyof typeof WEEKLY;

const ON_DONE: PaymentSettings = {
  mode: "card",
  depositType: "percent",
  depositAmount: 25,
  depositPercent: 25,
  chargeTiming: "on_done",
};

/**
 * Booking on every day of the week, all year, from today (earliestDaysAhead 0): a visit booked
 * today can be marked done today, whatever day the journey runs. Answers today in the owner's zone.
 */
async function bookFromToday(context: BrowserContext, baseUrl: string): Promise<string> {
  const settings: AvailabilitySettingsInput = {
    bookingOn: true,
    workingDays: [0, 1, 2, 3, 4, 5, 6],
    crews: 2,
    visitsPerCrew: 8,
    earliestDaysAhead: 0,
    latestDaysAhead: 30,
    blackoutDates: [],
    season: null,
  };
  const put = await context.request.put(`${baseUrl}/api/schedule/availability`, {
    data: settings,
    headers: { origin: baseUrl },
  });
  if (!put.ok()) throw new Error(`saving availability failed: ${put.status()} ${await put.text()}`);
  const utcToday = new Date().toISOString().slice(0, 10);
  const days = await context.request.get(`${baseUrl}/api/schedule/days?from=${utcToday}&to=${utcToday}`);
  if (!days.ok()) throw new Error(`reading days failed: ${days.status()} ${await days.text()}`);
  return ((await days.json()) as { today: string }).today;
}

/** A published mowing form that saves a card at the accept and charges each visit once it is done. */
async function publishOnDoneForm(context: BrowserContext, baseUrl: string): Promise<string> {
  const sizes = defaultYardSizes();
  sizes.medium.weeklyPrice = WEEKLY.medium;
  sizes.medium.weeklyPriceEnabled = true;
  sizes.large.weeklyPrice = WEEKLY.large;
  sizes.large.weeklyPriceEnabled = true;
  const { id } = await createFormInContext(context, baseUrl, {
    name: "Green Lawns Weekly",
    status: "published",
    yardSizes: sizes,
    paymentSettings: ON_DONE,
  });
  return id;
}

export type Customer = { name: string; email: string; size: YardSize };

/**
 * A homeowner accepts weekly mowing on the form's own page, saves a card on the stand-in's
 * setup-mode Checkout, comes back and books the first visit on `day` (a calendar day).
 */
export async function acceptSaveCardAndBook(page: Page, formUrl: string, customer: Customer, day: string) {
  await page.goto(formUrl);
  await expect.poll(() => page.getByLabel("Name").isEnabled()).toBe(true);
  await fillContact(page, { name: customer.name, email: customer.email, phone: "(555) 321-7788" });
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: customer.size === "medium" ? /Medium Yard/ : /Large Yard/ }).check();
  await page.getByRole("radio", { name: /^Weekly/ }).check();
  const price = `$${WEEKLY[customer.size].toFixed(2)}`;
  await page.getByRole("button", { name: `Accept weekly for ${price}` }).click();
  await page.getByRole("button", { name: "Save a card" }).click();
  await page.waitForURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Save card" }).click();
  await page.getByText("Card saved", { exact: true }).waitFor();
  const label = calendarDayText(day);
  await page.getByRole("button", { name: label, exact: true }).click();
  await page.getByRole("button", { name: `Book ${label}` }).click();
  await page.getByRole("heading", { name: `Your first visit: ${label}` }).waitFor();
}

/** The off-session PaymentIntents the stand-in made on `account` (what Stripe would have charged). */
export const chargesOn = (stripe: StripeStandIn, account: string) =>
  [...stripe.payments.paymentIntents.values()].filter((intent) => intent.account === account);

/** The owner's connected account on the stand-in (the one account its onboarding completed). */
function connectedAccount(stripe: StripeStandIn): string {
  const done = [...stripe.accounts.values()].filter((a) => a.charges_enabled);
  expect(done).toHaveLength(1);
  return done[0]!.id;
}

/**
 * The card the lead saved at its accept: its setup-mode Checkout on the owner's account (a card
 * update's session names the lead too, with its purpose, payments/card-update.ts).
 */
export function cardSavedAtAccept(stripe: StripeStandIn, leadId: string): string {
  const sessions = [...stripe.sessions.values()].filter((s) => {
    const metadata = s.metadata as Record<string, string>;
    return s.mode === "setup" && s.status === "complete" && metadata.leadId === leadId && !metadata.purpose;
  });
  expect(sessions).toHaveLength(1);
  const card = stripe.payments.cardOfSession(sessions[0]!);
  if (!card) throw new Error(`no card saved for lead ${leadId}`);
  return card;
}

/** The seller's side of both billing journeys: booking from today, an "on done" form, its Stripe account. */
export async function onDoneSeller(context: BrowserContext, baseUrl: string, stripe: StripeStandIn) {
  const today = await bookFromToday(context, baseUrl);
  const formId = await publishOnDoneForm(context, baseUrl);
  return { today, formId, account: connectedAccount(stripe) };
}
