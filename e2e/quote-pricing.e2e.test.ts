import fs from "node:fs";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { Page } from "playwright-core";
import { startMapStandIn } from "../apps/server/src/test/map-stand-ins";
import { describe, expect, standalone } from "./support/fixtures";
import { mapEnv } from "./support/lawn-fixtures";
import { drawRectangle, ELM_STREET, findElmStreet } from "./support/lawn-map";
import {
  publishDocument,
  shotsAndWidths,
  startQuote,
  summaryRows,
  totalRows,
  visibleText,
} from "./support/quote-pricing";
import { stripeEnv, stripeTest } from "./support/stripe-fixtures";

// Everything an owner sells, quoted by the one engine (decision 097), as a visitor on a phone
// sees it: a snow form per push with a priced add-on, a season paid by instalments with a
// deposit on (stand-in) Stripe Checkout, a fertilization program priced by the lawn measured on
// the map, and promo codes the server checks. Screenshots at 390 and 1280 px in SHOTS.

const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq/shots/visitor";
fs.mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
/** A snow form's visitor never reads a mowing word (decision 097). */
const MOWING_WORDS = /\b(yard|yards|acre|acres|weekly|mowing)\b/i;

// The owner on the plan and connected (`seller`) comes from stripe-fixtures.ts; the server also
// sends its map to the local stand-ins.
const it = stripeTest
  .extend(
    "maps",
    { scope: "file" },
    standalone(async (onCleanup) => {
      const maps = await startMapStandIn([ELM_STREET]);
      onCleanup(() => maps.close());
      return maps;
    }),
  )
  .extend("serverEnv", { scope: "file" }, async ({ stripe, maps }) => ({ ...mapEnv(maps), ...stripeEnv(stripe) }));

function snowForm(name: string, edit: (doc: FormDocument) => void = () => {}): FormDocument {
  const doc = defaultFormDocumentFor("snow_quote");
  doc.name = name;
  edit(doc);
  return doc;
}

const noMowingWords = async (page: Page) => expect(await visibleText(page)).not.toMatch(MOWING_WORDS);
const squash = (rows: string[]) => rows.map((row) => row.replace(/\s+/g, " ").trim());

async function pickDriveway(page: Page, size: RegExp, plan: RegExp) {
  await page.getByRole("radio", { name: /Driveway Plowing/ }).check();
  await page.getByRole("group", { name: "Driveway size" }).getByRole("radio", { name: size }).check();
  await page.getByRole("group", { name: "Choose your plan" }).getByRole("radio", { name: plan }).check();
}

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

  it("a season in three payments with a deposit on the first, paid on Checkout; the summary is back after", async ({
    openPage,
    app: server,
    stripe,
    seller: owner,
  }) => {
    const formId = await publishDocument(
      owner.context,
      server.url,
      snowForm("Snow Season Quote", (doc) => {
        doc.paymentSettings = { mode: "deposit", depositType: "percent", depositPercent: 20, depositAmount: 25 };
      }),
    );
    const { page, assertNoErrors } = await openPage(PHONE);
    await startQuote(page, `${server.url}/forms/embed/${formId}`, "Sam Season");
    await pickDriveway(page, /1-car driveway/, /^Seasonal contract.*3 payments of \$125, unlimited pushes/);
    expect(squash(await totalRows(page))).toEqual(["Driveway Plowing $375 per season", "Total $375"]);
    await shotsAndWidths(page, SHOTS, "season-1-offer");
    await page.getByRole("button", { name: "Accept $375 per season" }).click();
    await page.getByRole("button", { name: "No Thanks" }).click();

    // The deposit is 20% of the season's first payment ($125), not of the season.
    await page.getByRole("button", { name: "Pay deposit $25" }).click();
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByText("Pay $25.00 usd").waitFor();
    await page.getByRole("button", { name: "Pay" }).click();
    // Checkout returns to the form's own page (the form is opened on its own, not embedded).
    await page.waitForURL((address) => address.href.startsWith(`${server.url}/forms/embed/${formId}`));
    await page.getByText("Deposit paid, $25").first().waitFor();
    // The summary after the return is the server's stored priced quote.
    expect(await summaryRows(page)).toEqual([
      "Service Driveway Plowing",
      "Size 1-car driveway",
      "Plan Seasonal contract",
      "Price per season $375",
      "Paid in 3 payments of $125",
      "Payment Deposit paid, $25",
    ]);
    await noMowingWords(page);
    await shotsAndWidths(page, SHOTS, "season-2-deposit-paid");
    assertNoErrors();
  });

  it("a fertilization program priced by the lawn measured on the map, per round and per year; a request-only service", async ({
    openPage,
    app: server,
    seller: owner,
  }) => {
    const doc = defaultFormDocumentFor("other");
    doc.name = "Lawn Care Quote";
    doc.services.listed = [
      {
        id: "fertilization",
        enabled: true,
        name: "Fertilization program",
        description: "Six feedings a year, spring to fall.",
        image: "",
        order: 0,
        pricing: {
          method: "program",
          rounds: 6,
          price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 8 }], minimum: 35 } },
        },
      },
      {
        id: "tree-removal",
        enabled: true,
        name: "Tree removal",
        description: "Tell us about the trees; we quote after a look.",
        image: "",
        order: 1,
        pricing: { method: "request" },
      },
    ];
    const formId = await publishDocument(owner.context, server.url, doc);
    const { page, assertNoErrors } = await openPage(PHONE);
    await startQuote(page, `${server.url}/forms/embed/${formId}`, "Lee Lawn");
    await page.getByRole("radio", { name: /Fertilization program.*From \$35 per round/ }).check();
    await page.getByRole("heading", { name: "Measure your lawn" }).waitFor();
    await findElmStreet(page);
    await drawRectangle(page, 180, 140);
    const area = Number((await page.locator(".yq-measure-area").textContent())!.replace(/[^\d]/g, ""));
    expect(area).toBeGreaterThan(1000);
    // The band's rate prices the whole area, never below the minimum; six rounds make the year.
    const round = Math.max(3500, Math.round((800 * area) / 1000));
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
    await page.getByText(`${area.toLocaleString("en-US")} sq ft lawn`).waitFor();
    await page
      .getByRole("radio", { name: new RegExp(`Program.*\\${dollars(round)}.*per round.*a year \\(6 rounds\\)`) })
      .waitFor();
    expect(squash(await totalRows(page))).toEqual([
      `Fertilization program 6 × ${dollars(round)} = ${dollars(round * 6)}`,
      `Total ${dollars(round * 6)}`,
    ]);
    await shotsAndWidths(page, SHOTS, "program-1-measured");
    await page.getByRole("button", { name: `Accept ${dollars(round)} per round` }).click();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    expect(await summaryRows(page)).toEqual([
      "Service Fertilization program",
      `Size ${area.toLocaleString("en-US")} sq ft measured`,
      "Plan Program",
      `Fertilization program 6 × ${dollars(round)} = ${dollars(round * 6)}`,
      `Total ${dollars(round * 6)}`,
    ]);
    await shotsAndWidths(page, SHOTS, "program-2-accepted");
    assertNoErrors();

    // A request-only service asks for the project and a video, as Landscaping does.
    const requester = await openPage(PHONE);
    await startQuote(requester.page, `${server.url}/forms/embed/${formId}`, "Ash Request");
    await requester.page.getByRole("radio", { name: /Tree removal/ }).check();
    await requester.page.getByLabel("Tell us about your project").fill("Two dead maples by the fence.");
    await requester.page.getByLabel("Video of the job (optional)").waitFor();
    await shotsAndWidths(requester.page, SHOTS, "request-1-project");
    await requester.page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => summaryRows(requester.page)).toEqual(["Service Tree removal"]);
    await requester.page.getByText("We'll review your project details").waitFor();
    requester.assertNoErrors();
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
    expect(squash(await totalRows(first.page))).toEqual([
      "Driveway Plowing $50 per push",
      "Discount (ONCE5) −$5",
      "Sales tax 8.25% $3.71",
      "Total $48.71",
    ]);
    await shotsAndWidths(first.page, SHOTS, "promo-2-applied");
    await first.page.getByRole("button", { name: "Accept $50 per push" }).click();
    await first.page.getByRole("button", { name: "No Thanks" }).click();
    await first.page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    expect((await summaryRows(first.page)).slice(3)).toEqual([
      "Driveway Plowing $50 per push",
      "Discount (ONCE5) −$5",
      "Sales tax 8.25% $3.71",
      "Total $48.71",
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
