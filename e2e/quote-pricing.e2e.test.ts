import type { Page } from "playwright-core";
import { describe, expect } from "./support/fixtures";
import {
  pickDriveway,
  publishDocument,
  shotsAndWidths,
  snowForm,
  squash,
  startQuote,
  summaryRows,
  totalRows,
  visibleText,
} from "./support/quote-pricing";
import { PHONE, quotePricingTest as it, SHOTS } from "./support/quote-pricing-fixtures";

// Snow, quoted by the one engine as a visitor on a phone sees it: a form per push with a priced
// add-on, a season paid by instalments with a deposit on (stand-in) Stripe Checkout, and promo
// codes the server checks. What else an owner sells is in quote-pricing-program.e2e.test.ts.

/** A snow form's visitor never reads a mowing word. */
const MOWING_WORDS = /\b(yard|yards|acre|acres|weekly|mowing)\b/i;

const noMowingWords = async (page: Page) => expect(await visibleText(page)).not.toMatch(MOWING_WORDS);

describe("quotes for everything an owner sells", () => {
  it("a snow form per push with a priced add-on: the total before each confirm, no mowing word", async ({
    openPage,
    app: server,
    seller: owner,
  }) => {
    const formId = await publishDocument(owner.context, server.url, snowForm("Snow Removal Quote"));
    const { page, assertNoErrors } = await openPage(PHONE);
    await startQuote(page, `${server.url}/forms/embed/${formId}`, "Robin Snow");
    // The card's price is derived from the driveway sizes, never typed.
    await page.getByRole("radio", { name: /Driveway Plowing.*From \$40 per push/ }).waitFor();
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "snow-1-services");

    await pickDriveway(page, /2-car driveway/, /^Per push/);
    await page.getByText("We come when snow reaches 2 in.").waitFor();
    await page.getByText("Season: Nov 15 to Apr 15").waitFor();
    expect(squash(await totalRows(page))).toEqual(["Driveway Plowing $50 per push", "Total $50"]);
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "snow-2-offer-per-push");
    await page.getByRole("button", { name: "Accept $50 per push" }).click();

    // The add-ons say their price; the new total shows before the visitor confirms.
    await page.getByRole("checkbox", { name: /Walkway shovelling.*\$15 per push/ }).waitFor();
    await page.getByRole("checkbox", { name: /Salting.*\$25 per visit/ }).waitFor();
    await page.getByRole("checkbox", { name: /Walkway shovelling/ }).check();
    expect(squash(await totalRows(page))).toEqual([
      "Driveway Plowing $50 per push",
      "Walkway shovelling $15 per push",
      "Total $65",
    ]);
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "snow-3-add-on");
    await page.getByRole("button", { name: "Add Selected Services" }).click();

    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    expect(await summaryRows(page)).toEqual([
      "Service Driveway Plowing",
      "Size 2-car driveway",
      "Plan Per push",
      "Driveway Plowing $50 per push",
      "Walkway shovelling $15 per push",
      "Total $65",
    ]);
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "snow-4-accepted");
    assertNoErrors();
  });

  it("a season with a deposit on the whole season, then three payments; paid on Checkout, the summary is back after", async ({
    openPage,
    app: server,
    stripe,
    seller: owner,
  }) => {
    const formId = await publishDocument(
      owner.context,
      server.url,
      snowForm("Snow Season Quote", (doc) => {
        doc.paymentSettings = {
          mode: "deposit",
          depositType: "percent",
          depositPercent: 20,
          depositAmount: 25,
          chargeTiming: "on_done",
        };
      }),
    );
    const { page, assertNoErrors } = await openPage(PHONE);
    await startQuote(page, `${server.url}/forms/embed/${formId}`, "Sam Season");
    // The agreement before Accept: 20% of the season today, the rest in three.
    await pickDriveway(
      page,
      /1-car driveway/,
      /^Seasonal contract.*\$75 today, then 3 payments of \$100, unlimited pushes/,
    );
    const dates = expect.stringMatching(/^Due on \w{3} \d{1,2}, \d{4}, \w{3} \d{1,2}, \d{4}, \w{3} \d{1,2}, \d{4}$/);
    expect(squash(await totalRows(page))).toEqual([
      "Driveway Plowing $375 per season",
      "Total $375",
      "Paid in 3 payments of $100",
      dates,
      "Deposit due today $75",
    ]);
    await shotsAndWidths(page, SHOTS, "season-1-offer");
    await page.getByRole("button", { name: "Accept $375 per season" }).click();
    await page.getByRole("button", { name: "No Thanks" }).click();

    // The deposit is 20% of the whole season, as the card said before Accept.
    await page.getByRole("button", { name: "Pay deposit $75" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText("Pay $75.00 usd").waitFor();
    await page.getByRole("button", { name: "Pay" }).click();
    // Checkout returns to the form's own page (the form is opened on its own, not embedded).
    await page.waitForURL((address) => address.href.startsWith(`${server.url}/forms/embed/${formId}`));
    await page.getByText("Deposit paid, $75").first().waitFor();
    // The summary after the return is the server's stored agreement.
    expect(squash(await summaryRows(page))).toEqual([
      "Service Driveway Plowing",
      "Size 1-car driveway",
      "Plan Seasonal contract",
      "Driveway Plowing $375 per season",
      "Total $375",
      "Paid in 3 payments of $100",
      dates,
      "Payment Deposit paid, $75",
    ]);
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "season-2-deposit-paid");
    assertNoErrors();
  });

  it("promo codes: unknown, expired and used up are said under the field; a good one shows its discount", async ({
    openPage,
    app: server,
    seller: owner,
  }) => {
    const formId = await publishDocument(
      owner.context,
      server.url,
      snowForm("Snow Promo Quote", (doc) => {
        doc.pricingSettings = {
          ...doc.pricingSettings,
          taxRate: 8.25,
          taxLabel: "Sales tax",
          promoCodes: [
            {
              id: "spring",
              enabled: true,
              code: "SPRING10",
              kind: "percent",
              value: 10,
              scope: "first",
              expiresOn: null,
              maxUses: null,
            },
            {
              id: "old",
              enabled: true,
              code: "OLD20",
              kind: "percent",
              value: 20,
              scope: "first",
              expiresOn: "2020-01-31",
              maxUses: null,
            },
            {
              id: "once",
              enabled: true,
              code: "ONCE5",
              kind: "amount",
              value: 5,
              scope: "first",
              expiresOn: null,
              maxUses: 1,
            },
          ],
        };
      }),
    );
    const url = `${server.url}/forms/embed/${formId}`;
    // Refusals are 422 answers the browser logs; the field says them.
    const refusals = [/status of 422/];

    const first = await openPage(PHONE, refusals);
    await startQuote(first.page, url, "Pat Promo");
    await pickDriveway(first.page, /2-car driveway/, /^Per push/);
    // Keyboard only: the collapsed link opens the field, Enter applies.
    await first.page.getByRole("button", { name: "Have a promo code?" }).focus();
    await first.page.keyboard.press("Enter");
    const field = first.page.getByLabel("Promo code");
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const [code, message] of [
      ["NOPE", "This code is not valid."],
      ["old20", "This code has expired."],
    ]) {
      await field.fill(code);
      await field.press("Enter");
      await first.page.getByRole("alert").filter({ hasText: message }).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
    }
    await shotsAndWidths(first.page, SHOTS, "promo-1-expired");
    await field.fill("once5");
    await field.press("Enter");
    await first.page.getByText("ONCE5 applied: $5 off your first push").waitFor();
    // $50 - $5 = $45, then 8.25% tax on $45.
    // The code is for the first push: the agreement says what every later one costs.
    expect(squash(await totalRows(first.page))).toEqual([
      "Driveway Plowing $50 per push",
      "Discount (ONCE5) −$5",
      "Sales tax 8.25% $3.71",
      "Total $48.71",
      "Then $54.13 per push",
    ]);
    await shotsAndWidths(first.page, SHOTS, "promo-2-applied");
    await first.page.getByRole("button", { name: "Accept $48.71 per push" }).click();
    await first.page.getByRole("button", { name: "No Thanks" }).click();
    await first.page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    expect((await summaryRows(first.page)).slice(3)).toEqual([
      "Driveway Plowing $50 per push",
      "Discount (ONCE5) −$5",
      "Sales tax 8.25% $3.71",
      "Total $48.71",
      "Then $54.13 per push",
    ]);
    await shotsAndWidths(first.page, SHOTS, "promo-3-accepted");
    first.assertNoErrors();

    // The one use is taken: the next visitor is told, and another code still works.
    const second = await openPage(PHONE, refusals);
    await startQuote(second.page, url, "Kim Second");
    await pickDriveway(second.page, /2-car driveway/, /^Per push/);
    await second.page.getByRole("button", { name: "Have a promo code?" }).click();
    await second.page.getByLabel("Promo code").fill("ONCE5");
    await second.page.getByRole("button", { name: "Apply" }).click();
    await second.page.getByRole("alert").filter({ hasText: "This code has been used up." }).waitFor();
    await second.page.getByLabel("Promo code").fill("spring10");
    await second.page.getByRole("button", { name: "Apply" }).click();
    await second.page.getByText("SPRING10 applied: 10% off your first push").waitFor();
    expect(squash(await totalRows(second.page))).toContain("Discount (SPRING10) −$5");
    second.assertNoErrors();
  });
});
