import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import { describe, expect } from "./support/fixtures";
import { drawRectangle, findElmStreet } from "./support/lawn-map";
import { publishDocument, shotsAndWidths, squash, startQuote, summaryRows, totalRows } from "./support/quote-pricing";
import { PHONE, quotePricingTest as it, SHOTS } from "./support/quote-pricing-fixtures";

// A fertilization program priced by the lawn measured on the map, and a service the owner quotes
// only on request, as a visitor on a phone sees them. Snow's plans and promo codes are in
// quote-pricing.e2e.test.ts.

describe("quotes for everything an owner sells", () => {
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
    // The button says the agreement's total: the program's year.
    await page.getByRole("button", { name: `Accept program for ${dollars(round * 6)}` }).click();
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
});
