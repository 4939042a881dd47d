import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { parseCsv } from "../../../../e2e/support/xss-csv";
import { csvCell, csvRow } from "./csv";
import { seedForm, seedLead, seedManyLeads, type SeedLead } from "../test/seed-submissions";
import { insertForm, leadAnswers, startTestLead, testDocument } from "../test/public-test-helpers";
import { promoCode, withListedServices } from "../test/pricing-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function download(client: { get: (url: string) => Promise<Response> }, url: string) {
  const res = await client.get(url);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, rows: parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1)) };
}

describe("csv cells", () => {
  it("quotes per RFC 4180 and makes formula starts inert", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["+1 555", "-2", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(start).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", 1, true])).toBe("a,1,true\r\n");
  });
});

describe("GET /api/forms/:id/leads.csv", () => {
  it("downloads UTF-8 with a BOM, one row per lead with all fields, formulas defused", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId, { name: "Green Lawns!" });
    await seedLead(t.db, form.id, {
      stage: "upsell",
      name: "=cmd|' /C calc'!A0",
      email: "@evil.example",
      phone: "+1 555 000 1234",
      street: '12 Ça Rue, Apt "B"',
      upsell: ["Aeration", "Seeding"],
    });
    await seedLead(t.db, form.id, { stage: "started", name: "Zoë Émile", createdAt: new Date(Date.now() - 3_600_000) });

    const { res, bytes, rows } = await download(owner, `/api/forms/${form.id}/leads.csv`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="green-lawns-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, upsell, started] = rows;
    expect(rows).toHaveLength(3);
    expect(header).toEqual([
      "Lead ID",
      "Started At (UTC)",
      "Last Activity (UTC)",
      "Stage",
      "Name",
      "Email",
      "Phone",
      "Address",
      "City",
      "State/Province",
      "Zip/Postal Code",
      "Consent",
      "Service Type",
      "Yard Size",
      "Lawn Area (sq ft)",
      "Quote Status",
      "Frequency",
      "Accepted Price",
      "Prices",
      "Included Services",
      "Project Details",
      "Video URL",
      "Payment",
      "Upsell Services",
      "Notes",
      "Lead Status",
      "Owner Notes",
      "Source",
      "Source Page",
      "Referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "gclid",
      "fbclid",
      "Hidden Fields",
      "Line Items",
      "Promo Code",
      "Total",
      "First Charge",
      "Instalments",
      "Due Today",
      "Term Value",
      "Decline Reason",
      "First Visit",
      "Schedule",
      "Next Visit",
      "Visits Done",
      "Visits Skipped",
      "Visits Cancelled",
      "Billed",
      "Refunded",
      "Payment failed",
    ]);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(cell(upsell, "Name")).toBe("'=cmd|' /C calc'!A0");
    expect(cell(upsell, "Email")).toBe("'@evil.example");
    expect(cell(upsell, "Phone")).toBe("'+1 555 000 1234");
    expect(cell(upsell, "Address")).toBe('12 Ça Rue, Apt "B"');
    expect(cell(upsell, "Stage")).toBe("Upsell");
    expect(cell(upsell, "Service Type")).toBe("Mowing");
    expect(cell(upsell, "Yard Size")).toBe("Small");
    expect(cell(upsell, "Quote Status")).toBe("Accepted");
    expect(cell(upsell, "Frequency")).toBe("Bi-Weekly");
    expect(cell(upsell, "Accepted Price")).toBe("$59");
    expect(cell(upsell, "Prices")).toBe("Weekly $39; Bi-Weekly $59; Monthly $79");
    expect(cell(upsell, "Included Services")).toBe("Edge; Mow; Blow Off Walkways");
    expect(cell(upsell, "Upsell Services")).toBe("Aeration; Seeding");
    expect(cell(started, "Name")).toBe("Zoë Émile");
    expect(cell(started, "Stage")).toBe("Started");
    expect(cell(started, "Quote Status")).toBe("Pending");
    expect(cell(started, "Lead Status")).toBe("New");
    expect(cell(started, "Owner Notes")).toBe("");
  });

  it("names a listed service and writes each line item and the total, upsell add-ons included", async () => {
    const owner = await t.signUp();
    const form = await insertForm(
      t,
      owner.userId,
      testDocument((doc) => {
        withListedServices({ taxRate: 10, promoCodes: [promoCode()] })(doc);
        doc.upsellSettings.services[0] = { ...doc.upsellSettings.services[0], price: 20, unit: "round" };
      }),
    );
    const { respond, upsell } = leadAnswers(t);
    const lead = await startTestLead(t, form.id);
    const accept = { serviceId: "fert", sizeId: "small", responseStatus: "accept", promoCode: "SPRING10" };
    expect((await respond(lead, accept)).status).toBe(201);
    expect((await upsell(lead, ["u1"])).status).toBe(201);

    const [header, row] = (await download(owner, `/api/forms/${form.id}/leads.csv`)).rows;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Service Type")).toBe("Fertilization");
    // 6 rounds of $45, 10% off the first ($4.50), 10% tax on $265.50; the per-round add-on comes
    // with each of the 6 rounds: $120 plus $12 tax.
    expect(cell("Line Items")).toBe(
      "Fertilization, Up to 5,000 sq ft, Program: 6 x $45.00 per round, discount $4.50, tax $26.55, total $292.05; " +
        "Aeration: 6 x $20.00 per round, tax $12.00, total $132.00",
    );
    expect(cell("Promo Code")).toBe("SPRING10");
    expect(cell("Total")).toBe("$424.05");
  });

  it("exports every matching lead across batches exactly once, honouring stage and search", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    // Identical timestamps on purpose: the cursor must still neither skip nor repeat a lead.
    const at = new Date();
    const leads: SeedLead[] = Array.from({ length: 1203 }, (_, i) => ({
      stage: i % 3 === 0 ? "declined" : "started",
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      createdAt: i < 600 ? at : new Date(at.getTime() - i * 1000),
    }));
    await seedManyLeads(t.db, form.id, leads);

    const all = (await download(owner, `/api/forms/${form.id}/leads.csv`)).rows.slice(1);
    expect(all).toHaveLength(1203);
    expect(new Set(all.map((r) => r[0])).size).toBe(1203);
    const declined = (await download(owner, `/api/forms/${form.id}/leads.csv?stage=declined`)).rows.slice(1);
    expect(declined).toHaveLength(401);
    expect(declined.every((r) => r[3] === "Declined")).toBe(true);
    const one = (await download(owner, `/api/forms/${form.id}/leads.csv?q=lead1202@`)).rows.slice(1);
    expect(one.map((r) => r[4])).toEqual(["Lead 1202"]);
  });
});
