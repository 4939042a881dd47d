import { defaultYardSizes } from "@yq/form-schema/defaults";
import type { Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it, type OpenPage } from "./support/fixtures";
import { createFormInContext } from "./support/forms";
import { fillContact } from "./support/visitor";
import { waitForMails } from "./support/xss-mail";
import { parseCsv } from "./support/xss-csv";
import { closeDialogWithEscape } from "./support/browser";

const SHOTS = process.env.YQ_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

// The medium yard is changed from the defaults, so the dialog can only pass with this form's prices.
function yardSizes() {
  const sizes = defaultYardSizes();
  sizes.medium.weeklyPrice = 45;
  sizes.medium.biweeklyPrice = 65.5;
  sizes.medium.monthlyPriceEnabled = false;
  sizes.medium.services = [
    { name: "Edge", enabled: true },
    { name: "Mow", enabled: true },
    { name: "Blow Off Walkways", enabled: false },
    { name: "Hedge Trim", enabled: true },
  ];
  return sizes;
}

/**
 * A visitor goes through the public form in a context of their own (no owner cookies) and picks
 * bi-weekly on the quote card with the keyboard only: Tab into the price group, an arrow key
 * to Bi-Weekly, Tab to the accept button, Enter.
 */
async function visitorAcceptsMediumQuote(openPage: OpenPage, formUrl: string) {
  const visitor = await openPage({ width: 390, height: 844 });
  const { page } = visitor;
  await page.goto(formUrl);
  await fillContact(page, { name: "Robin Fairway", email: "robin@example.com", phone: "(555) 321-7788" });
  await page.getByRole("checkbox").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: /Medium Yard/ }).check();
  const prices = page.getByRole("group", { name: "How often?" });
  await prices.waitFor();
  // Nothing is accepted before a frequency is chosen.
  expect(await page.getByRole("button", { name: "Accept Quote" }).isDisabled()).toBe(true);
  await page.keyboard.press("Tab");
  const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? "");
  expect(await focused()).toBe("weekly");
  await page.keyboard.press("ArrowRight");
  expect(await focused()).toBe("biweekly");
  expect(await prices.getByRole("radio", { name: /Bi-Weekly/ }).isChecked()).toBe(true);
  // From the price straight to Accept: a form without promo codes offers no promo link.
  await page.keyboard.press("Tab");
  const accept = page.getByRole("button", { name: "Accept bi-weekly for $65.50" });
  expect(await accept.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await page.getByText("Thank you", { exact: false }).first().waitFor();
  visitor.assertNoErrors();
  await visitor.context.close();
}

/** Sets the lead's status and adds a note in the open details dialog. */
async function workTheLead(page: Page, status: string, note: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Lead status").click();
  await page.getByRole("option", { name: status }).click();
  await page.getByText(`The lead is now ${status}.`).waitFor();
  await dialog.getByLabel("Add a note").fill(note);
  await dialog.getByRole("button", { name: "Add note" }).click();
  await dialog.getByRole("list", { name: "Notes" }).getByText(note).waitFor();
  await dialog.getByRole("list", { name: "Timeline" }).getByText(`Status set to ${status}`).waitFor();
}

/** The open dialog shows the status and the notes, oldest first. */
async function expectWorked(page: Page, status: string, notes: string[]) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("list", { name: "Notes" }).waitFor();
  expect(await dialog.getByLabel("Lead status").textContent()).toBe(status);
  expect(await dialog.getByRole("list", { name: "Notes" }).getByRole("listitem").allTextContents()).toEqual(
    notes.map((n) => expect.stringContaining(n)),
  );
}

describe("submissions and leads", () => {
  it("a lead made through the public form is one submission the owner works: status, notes, timeline, CSV", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);
    const { id } = await createFormInContext(context, server.url, {
      name: "Fairway Lawn Care",
      description: "Weekly mowing in Springfield",
      status: "published",
      yardSizes: yardSizes(),
      notificationSettings: { email: "owner-alerts@example.com", notifications_enabled: true },
    });

    await page.goto(`${server.url}/forms/${id}/submissions`);
    await page.getByText("0 total submissions").waitFor();
    await page.getByText("No submissions yet").waitFor();

    await visitorAcceptsMediumQuote(openPage, `${server.url}/forms/embed/${id}`);

    await page.reload();
    await page.getByRole("heading", { name: "Fairway Lawn Care" }).waitFor();
    await page.getByText("Weekly mowing in Springfield").waitFor();
    // Consent and answer are two records of one visitor: one submission.
    await page.getByText("1 total submissions").waitFor();
    const row = page.getByRole("row", { name: "Lead Robin Fairway" });
    expect(await page.getByRole("row").filter({ hasText: "Robin Fairway" }).count()).toBe(1);
    for (const expected of ["Mowing", "Medium", "Bi-Weekly, $65.50 per visit", "robin@example.com", "Accepted", "New"])
      expect(await row.textContent(), `row shows ${expected}`).toContain(expected);
    // The outcome and the price fit the width at 1280 px: nothing scrolls sideways.
    for (const text of ["Accepted", "Bi-Weekly, $65.50 per visit", "New"]) {
      const box = (await row.getByText(text, { exact: true }).boundingBox())!;
      expect(box.x + box.width, text).toBeLessThanOrEqual(1280);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await shot(page, "submissions-1280");

    await row.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Submission Details" }).waitFor();
    const text = (await dialog.textContent()) ?? "";
    for (const expected of [
      "Fairway Lawn Care",
      "Robin Fairway",
      "robin@example.com",
      "(555) 321-7788",
      "Address",
      "State/Province",
      "Zip/Postal Code",
      "Not provided",
      "I agree",
      "I agree to the terms and conditions",
      "Accepted Price",
      "Bi-Weekly, $65.50 per visit",
      "Weekly: $45",
      "Bi-Weekly: $65.50",
      "Edge",
      "Hedge Trim",
      "Accepted",
    ]) {
      expect(text, `dialog shows ${expected}`).toContain(expected);
    }
    expect(text).not.toContain("Monthly");
    expect(text).not.toContain("Blow Off Walkways");
    expect(text).toMatch(/Submitted on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    await shot(page, "submission-dialog-top-1280");
    // Call and email in one click.
    expect(await dialog.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe("tel:5553217788");
    expect(await dialog.getByRole("link", { name: "Email" }).getAttribute("href")).toBe("mailto:robin@example.com");
    const timeline = dialog.getByRole("list", { name: "Timeline" });
    await timeline.getByText("Accepted Bi-Weekly, $65.50 per visit").waitFor();
    expect(await timeline.textContent()).toMatch(/Opened the form.*Started.*Accepted Bi-Weekly/);

    // Work the lead: status and a note, which a reload keeps.
    await workTheLead(page, "Contacted", "Called, comes Tuesday at 9");
    await shot(page, "submission-dialog-1280");
    await closeDialogWithEscape(page);
    await page.reload();
    await row.getByText("Contacted").waitFor();
    await row.click();
    await expectWorked(page, "Contacted", ["Called, comes Tuesday at 9"]);
    await closeDialogWithEscape(page);

    // Filter, search, CSV in the same view.
    await page.getByLabel("Search submissions").fill("5553217788");
    await page.waitForURL(/q=5553217788/);
    await row.waitFor();
    await page.getByLabel("Filter by stage").click();
    await page.getByRole("option", { name: /Declined/ }).click();
    await page.getByText("No submissions match your filters").waitFor();
    await page.getByText("1 total submissions").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await row.waitFor();
    expect(await page.getByLabel("Search submissions").inputValue()).toBe("");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fairway-lawn-care-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const body = Buffer.concat(csv).toString("utf8");
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body).toContain("Robin Fairway");
    expect(body).toContain("(555) 321-7788"); // not a formula start: kept as typed
    expect(body).toContain("Weekly $45; Bi-Weekly $65.50");
    const [csvHeader, csvLead] = parseCsv(body.slice(1));
    expect(csvLead[csvHeader.indexOf("Frequency")]).toBe("Bi-Weekly");
    expect(csvLead[csvHeader.indexOf("Accepted Price")]).toBe("$65.50");
    expect(csvLead[csvHeader.indexOf("Lead Status")]).toBe("Contacted");
    expect(csvLead[csvHeader.indexOf("Owner Notes")]).toContain("Called, comes Tuesday at 9");

    // The owner's new-lead email and the customer's confirmation say the same.
    const mails = await waitForMails(server.dataDir, { lead_alert: 1, lead_confirmation: 1 });
    for (const kind of ["lead_alert", "lead_confirmation"]) {
      const mail = mails.find((m) => m.kind === kind)!;
      // The agreement's rows: its plan, then its line and total.
      expect(mail.text, kind).toContain("Plan: Bi-Weekly");
      expect(mail.text, kind).toMatch(/: \$65\.50 per visit/);
      expect(mail.html, kind).toContain("$65.50 per visit");
    }

    // Phones get one card per lead instead of the wide table, and the same work.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole("button", { name: "Lead Robin Fairway" });
    expect(await row.isVisible()).toBe(false);
    for (const expected of ["Accepted", "Contacted", "Bi-Weekly, $65.50 per visit"])
      expect(await card.textContent(), `card shows ${expected}`).toContain(expected);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "submissions-390");
    await card.click();
    await page.getByRole("dialog").getByText("Weekly: $45").waitFor();
    await workTheLead(page, "Scheduled", "Mow first on the 3rd");
    await shot(page, "submission-dialog-390");
    await closeDialogWithEscape(page);
    await page.reload();
    await card.getByText("Scheduled").waitFor();
    await card.click();
    await expectWorked(page, "Scheduled", ["Called, comes Tuesday at 9", "Mow first on the 3rd"]);
    await closeDialogWithEscape(page);
    assertNoErrors();
    await context.close();
  });

  it("form details: tabs, copy with a check mark, analytics; missing forms say so", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 404/]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await signUpInContext(context, server.url);
    const { id } = await createFormInContext(context, server.url, { name: "Snow Pros", formType: "snow_quote" });

    await page.goto(`${server.url}/forms/${id}/details`);
    await page.getByRole("heading", { name: "Snow Pros" }).waitFor();
    expect(await page.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    await page.getByText("Form Information").waitFor();
    await page.getByText("No description", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Forms" }).getAttribute("href")).toBe("/forms");
    const preview = page.getByRole("link", { name: "Preview", exact: true });
    expect(await preview.getAttribute("href")).toBe(`${server.url}/forms/embed/${id}`);
    expect(await preview.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("link", { name: "Edit Form" }).getAttribute("href")).toBe(`/forms/${id}/edit`);
    await shot(page, "details-overview-1280");

    await page.getByRole("tab", { name: "Embed Code" }).click();
    const iframe = `<iframe src="${server.url}/forms/embed/${id}" width="100%" height="600" frameborder="0" style="border:none;"></iframe>`;
    expect(await page.getByLabel("HTML Embed Code", { exact: true }).inputValue()).toBe(iframe);
    expect(await page.getByLabel("Direct Link", { exact: true }).inputValue()).toBe(`${server.url}/forms/embed/${id}`);
    await page.getByRole("button", { name: "Copy HTML Embed Code" }).click();
    await page.getByRole("button", { name: "HTML Embed Code copied" }).waitFor();
    await page.getByText("Embed code copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iframe);
    // The check mark goes back to the copy icon after 2 seconds.
    await page.getByRole("button", { name: "Copy HTML Embed Code" }).waitFor({ timeout: 4000 });
    await shot(page, "details-embed-1280");

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByText("Not set").waitFor();
    expect(await page.getByRole("link", { name: "Edit Settings" }).isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Analytics" }).click();
    // The funnel of a form nobody visited yet: zeros and empty states, no errors.
    await page.getByTestId("funnel-views").waitFor();
    expect(await page.getByTestId("funnel-views").textContent()).toBe("0");
    await page.getByText("No accepted quotes in this period yet.").waitFor();
    expect(await page.getByText("No visits in this period yet.").count()).toBe(2);
    await page.getByRole("link", { name: "View All Submissions" }).click();
    await page.waitForURL(`**/forms/${id}/submissions`);
    await page.getByText("0 total submissions").waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/forms/${id}/details`);
    await page.getByRole("heading", { name: "Snow Pros" }).waitFor();
    await shot(page, "details-overview-390");

    const missing = "00000000-0000-4000-8000-000000000000";
    for (const path of ["details", "submissions"]) {
      await page.goto(`${server.url}/forms/${missing}/${path}`);
      await page.getByRole("heading", { name: "Form not found" }).waitFor();
      await page.getByText("The requested form could not be found.").waitFor();
      expect(await page.getByRole("link", { name: "Back to Forms" }).getAttribute("href")).toBe("/forms");
    }
    assertNoErrors();
    await context.close();
  });
});
