import fs from "node:fs";
import { defaultYardSizes } from "@yq/form-schema/defaults";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import type { FrameLocator, Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, type OpenPage } from "./support/fixtures";
import { createFormInContext } from "./support/forms";
import { startOwnerSite } from "./support/owner-site";
import { stripeTest, subscribeAndConnectStripe } from "./support/stripe-fixtures";
import { fillContact, QUICK_CONTACT } from "./support/visitor";

// An owner connects Stripe, asks for a 25% deposit, and a visitor who accepts on the owner's site
// pays it on (stand-in) Stripe Checkout and comes back to the form; the owner sees "Deposit paid".
// Another visitor closes Checkout and stays "Awaiting deposit".
const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq-pay-shots";
fs.mkdirSync(SHOTS, { recursive: true });

// The stand-in, the server that uses it (`app`) and the subscribe-and-connect steps: stripe-fixtures.ts.
const it = stripeTest;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Instant quote form"]');

async function acceptOnOwnerSite(page: Page, siteUrl: string, name: string) {
  await page.goto(siteUrl);
  const form = frameOf(page);
  await fillContact(form, { ...QUICK_CONTACT, name, email: `${name.split(" ")[0].toLowerCase()}@example.com` });
  await form.getByLabel("I agree to the terms and conditions").check();
  await form.getByRole("radio", { name: /Mowing Service/ }).check();
  await form.getByRole("radio", { name: /Medium Yard/ }).check();
  await form.getByRole("radio", { name: /^Weekly/ }).check();
  await form.getByRole("button", { name: "Accept weekly for $80" }).click();
  await form.getByRole("button", { name: "Pay deposit $20" }).waitFor();
  return form;
}

/** Signs up, subscribes and connects Stripe through the pages, as an owner would. */
async function connectedOwnerPage(openPage: OpenPage, serverUrl: string) {
  const owner = await openPage({ width: 1280, height: 900 });
  await signUpInContext(owner.context, serverUrl);
  await subscribeAndConnectStripe(owner.page, serverUrl);
  return owner;
}

describe("payments at acceptance", () => {
  it("connect, ask for a deposit, pay on Checkout from the owner's site, and the owner sees it paid", async ({
    openPage,
    app: server,
    stripe,
    onTestFinished,
  }) => {
    const owner = await openPage({ width: 1280, height: 900 });
    const { page, context } = owner;
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/subscription`);
    // The plan first (forms take leads only on it), through the stand-in's checkout.
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("button", { name: "Start trial" }).click();
    await page.getByText("Current Subscription").waitFor();

    await page.getByText("Not connected", { exact: true }).waitFor();
    await shot(page, "payments-card-not-connected-1280");
    await page.getByRole("button", { name: "Connect with Stripe" }).click();
    await page.getByRole("heading", { name: "Stand-in Stripe onboarding" }).waitFor();
    await page.getByRole("button", { name: "Complete onboarding" }).click();
    await page.waitForURL(`${server.url}/subscription**`);
    await page.getByText("Connected", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Reconnect" }).waitFor();
    await shot(page, "payments-card-connected-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "payments-card-connected-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The setting, in the builder's Settings step; medium weekly costs $80, so 25% is $20.
    const sizes = defaultYardSizes();
    sizes.medium.weeklyPrice = 80;
    sizes.medium.weeklyPriceEnabled = true;
    const { id } = await createFormInContext(context, server.url, {
      name: "Green Lawns Deposit",
      status: "draft",
      yardSizes: sizes,
      notificationSettings: { email: "owner-alerts@example.com", notifications_enabled: true },
    });
    await page.goto(`${server.url}/forms/${id}/edit`);
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("combobox", { name: "Ask Customers To" }).click();
    await page.getByRole("option", { name: "Take a deposit" }).click();
    await page.getByLabel("Percentage (%)").fill("25");
    await page.getByText("For a $50 first visit: $12.50.").waitFor();
    await shot(page, "payment-setting-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "payment-setting-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Publish Form" }).click();
    await page.getByRole("dialog", { name: "Form Published Successfully!" }).waitFor();
    const site = await startOwnerSite(server.url, { main: id });
    onTestFinished(() => site.close());

    // A visitor accepts on the owner's site and pays the deposit.
    const visitor = await openPage({ width: 390, height: 844 });
    const form = await acceptOnOwnerSite(visitor.page, site.url, "Robin Paid");
    await shot(visitor.page, "payment-asked-390");
    await form.getByRole("button", { name: "Pay deposit $20" }).click();
    await visitor.page.waitForURL(`${stripe.url}/pay/**`);
    await visitor.page.getByText("Pay $20.00 usd").waitFor();
    // On the owner's connected account, for the amount the server computed, with no fee of ours.
    const made = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.account !== null);
    expect(made.map((r) => r.params["line_items[0][price_data][unit_amount]"])).toEqual(["2000"]);
    expect(Object.keys(made[0].params).some((k) => k.includes("application_fee"))).toBe(false);
    // Back on the owner's site, in the form, with the status the server has. Taken from the
    // navigation itself: embed.js drops ?yq_payment= from the address as soon as it runs,
    // which a wait for the address could come too late to see.
    const returned = visitor.page.waitForRequest(
      (r) => r.isNavigationRequest() && r.url().startsWith(`${site.url}/?yq_payment=`),
    );
    await visitor.page.getByRole("button", { name: "Pay" }).click();
    await returned;
    await frameOf(visitor.page).getByText("Deposit paid, $20").waitFor();
    await frameOf(visitor.page).getByText("A receipt is on its way to your email.").waitFor();
    // The summary of what was agreed is back after the return, from the server's stored answer,
    // with the deposit as its last row.
    expect(await frameOf(visitor.page).locator(".yq-summary-row").allInnerTexts()).toEqual([
      expect.stringMatching(/^Service\s+Mowing/),
      expect.stringMatching(/^Yard size\s+Medium$/),
      expect.stringMatching(/^Frequency\s+Weekly$/),
      expect.stringMatching(/^Price per visit\s+\$80$/),
      expect.stringMatching(/^Payment\s+Deposit paid, \$20$/),
    ]);
    await shot(visitor.page, "payment-paid-390");
    visitor.assertNoErrors();
    await visitor.context.close();

    // Another visitor leaves Checkout without paying: the lead stays accepted and unpaid.
    const leaver = await openPage({ width: 1280, height: 900 });
    const leaverForm = await acceptOnOwnerSite(leaver.page, site.url, "Sam Unpaid");
    await leaverForm.getByRole("button", { name: "Pay deposit $20" }).click();
    await leaver.page.waitForURL(`${stripe.url}/pay/**`);
    await leaver.page.getByRole("link", { name: "Back" }).click();
    // Checkout's cancel address says so: the message is there at once, not after
    // the 30 s of polling a paid return may need, and the host page's address loses the key.
    const backAt = Date.now();
    await frameOf(leaver.page).getByText("Payment not completed, you can try again.").waitFor({ timeout: 5_000 });
    expect(Date.now() - backAt).toBeLessThan(5_000);
    expect(leaver.page.url()).toBe(`${site.url}/`);
    await frameOf(leaver.page)
      .locator(".yq-summary-row")
      .filter({ hasText: /^Payment\s*Awaiting deposit, \$20$/ })
      .waitFor();
    await shot(leaver.page, "payment-not-completed-1280");
    await leaver.page.setViewportSize({ width: 390, height: 844 });
    await shot(leaver.page, "payment-not-completed-390");
    // The retry works: the same session opens again.
    await frameOf(leaver.page).getByRole("button", { name: "Pay deposit $20" }).click();
    await leaver.page.waitForURL(`${stripe.url}/pay/**`);
    await leaver.page.getByText("Pay $20.00 usd").waitFor();
    leaver.assertNoErrors();
    await leaver.context.close();

    // The owner sees both.
    await page.goto(`${server.url}/forms/${id}/submissions`);
    const paid = page.getByRole("row").filter({ hasText: "Robin Paid" }).first();
    await paid.getByText("Deposit paid, $20").waitFor();
    await page.getByRole("row").filter({ hasText: "Sam Unpaid" }).first().getByText("Awaiting deposit, $20").waitFor();
    // The outcome, the price and the deposit fit the width at 1280 px: no sideways scrolling.
    for (const text of ["Accepted", "Weekly, $80 per visit", "Deposit paid, $20"]) {
      const box = (await paid.getByText(text, { exact: true }).boundingBox())!;
      expect(box.x + box.width, text).toBeLessThanOrEqual(1280);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, "submissions-payments-1280");
    await paid.click();
    // The dialog says it more than once (its badge and its timeline).
    await page.getByRole("dialog").getByText("Deposit paid, $20").first().waitFor();
    await shot(page, "submission-details-payment-1280");
    owner.assertNoErrors();
    await context.close();
    // One journey through two browsers' worth of pages: generous on a shared machine.
  }, 400_000);

  it("saves a card on the form's own page (setup mode) and the leads view says so", async ({
    openPage,
    app: server,
    stripe,
  }) => {
    const owner = await connectedOwnerPage(openPage, server.url);
    const sizes = defaultYardSizes();
    sizes.medium.weeklyPrice = 80;
    sizes.medium.weeklyPriceEnabled = true;
    const { id } = await createFormInContext(owner.context, server.url, {
      name: "Green Lawns Card",
      status: "published",
      yardSizes: sizes,
      paymentSettings: {
        mode: "card",
        depositType: "percent",
        depositAmount: 25,
        depositPercent: 25,
        chargeTiming: "on_done",
      },
    });
    const visitor = await openPage({ width: 390, height: 844 });
    const { page } = visitor;
    await page.goto(`${server.url}/forms/embed/${id}`);
    await fillContact(page, { name: "Casey Card", email: "casey@example.com", phone: VISITOR_ANSWERS.phone });
    await page.getByLabel("I agree to the terms and conditions").check();
    await page.getByRole("radio", { name: /Mowing Service/ }).check();
    await page.getByRole("radio", { name: /Medium Yard/ }).check();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: "Accept weekly for $80" }).click();
    await page.getByText("To book your service, save a card for its later charges.").waitFor();
    await page.getByRole("button", { name: "Save a card" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole("button", { name: "Save card" }).click();
    // Back on the form's own page (no host page), the address no longer names the lead.
    await page.getByText("Card saved", { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await shot(page, "payment-card-saved-390");
    visitor.assertNoErrors();
    await visitor.context.close();

    await owner.page.goto(`${server.url}/forms/${id}/submissions`);
    const row = owner.page.getByRole("row").filter({ hasText: "Casey Card" });
    await row.getByText("Card saved").waitFor();
    expect(await row.getByText("Card saved").count()).toBe(1);
    await shot(owner.page, "leads-card-saved-1280");
    owner.assertNoErrors();
    await owner.context.close();
  }, 400_000);
});
