import fs from "node:fs";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { Page } from "playwright-core";
import { describe, expect } from "./support/fixtures";
import { publishDocument, shotsAndWidths, squash, startQuote, summaryRows, totalRows } from "./support/quote-pricing";
import { stripeTest } from "./support/stripe-fixtures";
import { waitForMails } from "./support/xss-mail";

// One agreement, read as a homeowner on a phone reads it and as both emails say it:
// a snow season with a code, tax, a deposit on the whole season, three instalments and two
// add-ons (one per push, one once). Every figure on every page and in both emails is the same.

const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq/shots/agreement";
fs.mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
const it = stripeTest;

/** "Due on Nov 15, 2026, Dec 15, 2026, Jan 15, 2027": the days depend on today. */
const DUE_ON = /^Due on (\w{3} \d{1,2}, \d{4}), (\w{3} \d{1,2}, \d{4}), (\w{3} \d{1,2}, \d{4})$/;

async function applyCode(page: Page, code: string) {
  await page.getByRole("button", { name: "Have a promo code?" }).click();
  await page.getByLabel("Promo code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByText(`${code} applied`).waitFor();
}

describe("one agreement", () => {
  it("a snow season with a code, tax, a deposit, three instalments and two add-ons: every figure agrees", async ({
    openPage,
    app: server,
    stripe,
    seller: owner,
  }) => {
    const doc = defaultFormDocumentFor("snow_quote");
    doc.name = "Snow Season Quote";
    doc.notificationSettings = { email: "owner-alerts@example.com", notifications_enabled: true };
    doc.paymentSettings = {
      mode: "deposit",
      depositType: "percent",
      depositPercent: 25,
      depositAmount: 25,
      chargeTiming: "on_done",
    };
    doc.pricingSettings = {
      ...doc.pricingSettings,
      taxRate: 8,
      taxLabel: "Sales tax",
      promoCodes: [
        {
          id: "p",
          code: "SNOW10",
          enabled: true,
          kind: "percent",
          value: 10,
          scope: "first",
          expiresOn: null,
          maxUses: null,
        },
      ],
    };
    doc.upsellSettings.services = [
      ...doc.upsellSettings.services,
      { id: "roof", name: "Roof raking", enabled: true, order: 2, price: 100, unit: "season" },
    ];
    const formId = await publishDocument(owner.context, server.url, doc);

    const { page, assertNoErrors } = await openPage(PHONE);
    await startQuote(page, `${server.url}/forms/embed/${formId}`, "Sam Season");
    await page.getByRole("radio", { name: /Driveway Plowing/ }).check();
    await page
      .getByRole("group", { name: "Driveway size" })
      .getByRole("radio", { name: /2-car driveway/ })
      .check();
    await page
      .getByRole("group", { name: "Choose your plan" })
      .getByRole("radio", { name: /^Seasonal contract/ })
      .check();
    await applyCode(page, "SNOW10");

    // Before Accept: $500 - 10% + 8% = $486; a quarter today, the rest in three.
    const before = squash(await totalRows(page));
    expect(before).toEqual([
      "Driveway Plowing $500 per season",
      "Discount (SNOW10) −$50",
      "Sales tax 8% $36",
      "Total $486",
      "Paid in 3 payments of $121.50",
      expect.stringMatching(DUE_ON),
      "Deposit due today $121.50",
    ]);
    await shotsAndWidths(page, SHOTS, "1-before-accept");
    await page.getByRole("button", { name: "Accept $486 per season" }).click();

    // The add-ons: roof raking once with the season, walkway shovelling on every push.
    await page.getByRole("checkbox", { name: /Walkway shovelling/ }).check();
    await page.getByRole("checkbox", { name: /Roof raking/ }).check();
    const withAddOns = squash(await totalRows(page));
    // Walkway shovelling is charged at every push, outside the season's total.
    expect(withAddOns).toEqual([
      "Driveway Plowing $500 per season",
      "Roof raking $100 per season",
      "Discount (SNOW10) −$50",
      "Sales tax 8% $44",
      "Total $594",
      "Walkway shovelling (each push) $16.20",
      "Paid in 3 payments of $148.50",
      expect.stringMatching(DUE_ON),
      "Deposit due today $148.50",
    ]);
    const dueOn = withAddOns.find((row) => DUE_ON.test(row))!;
    expect(before).toContain(dueOn);
    await shotsAndWidths(page, SHOTS, "2-add-ons");
    await page.getByRole("button", { name: "Add Selected Services" }).click();

    // The result: the same agreement, today's payment as its status.
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    await page.getByRole("button", { name: "Pay deposit $148.50" }).waitFor();
    await expect
      .poll(async () => squash(await summaryRows(page)))
      .toEqual([
        "Service Driveway Plowing",
        "Size 2-car driveway",
        "Plan Seasonal contract",
        ...withAddOns.slice(0, -1),
        "Payment Awaiting deposit, $148.50",
      ]);
    await shotsAndWidths(page, SHOTS, "3-accepted");

    // Both emails: the customer's confirmation (from the business, sent once the add-ons were
    // chosen) and the owner's alert of them say the same rows.
    const mails = await waitForMails(server.dataDir, { lead_confirmation: 1, upsell_alert: 1 });
    const confirmation = mails.find((m) => m.kind === "lead_confirmation")!;
    const alert = mails.find((m) => m.kind === "upsell_alert")!;
    const asEmailRows = withAddOns.map((row) =>
      row.replace(
        /^(Driveway Plowing|Roof raking|Discount \(SNOW10\)|Sales tax 8%|Total|Walkway shovelling \(each push\)|Paid in|Deposit due today|Due on) /,
        "$1: ",
      ),
    );
    for (const mail of [confirmation, alert]) {
      for (const row of asEmailRows) expect(mail.text, `${mail.kind}: ${row}`).toContain(row);
    }
    expect(alert.text).toContain("Payment: Awaiting deposit, $148.50");
    expect(mails.filter((m) => m.kind === "lead_confirmation")).toHaveLength(1);

    // Stripe charges the deposit the agreement says.
    await page.getByRole("button", { name: "Pay deposit $148.50" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText("Pay $148.50 usd").waitFor();
    assertNoErrors();
  });
});
