import type { FrameLocator, Page } from "playwright-core";
import { BOOT_SCRIPT } from "../apps/server/src/lib/embed-boot-script";
import { describe, expect } from "./support/fixtures";
import { fillContact as fillAnswers } from "./support/visitor";
import { defusedCsvCells } from "./support/xss-csv";
import { xssTest as it } from "./support/xss-fixtures";
import { waitForMails } from "./support/xss-mail";
import { hostile, hostileEmail, hostileShort, VISITOR_A, VISITOR_B, VISITOR_C } from "./support/xss-payloads";
import { openHostilePage, visible } from "./support/xss-watch";
import { closeDialogWithEscape } from "./support/browser";

// Script and event-handler payloads in every text setting of a published form and in every
// field a visitor can type stay inert everywhere they are shown. The pages bypass CSP (see
// support/xss-watch.ts), so the app's escaping is what is tested, not the policy behind it. The
// journeys share the leads the visitors leave; the builder's own, which need none, are in
// xss-builder.e2e.test.ts.

async function fillContact(form: Page | FrameLocator, v: Omit<typeof VISITOR_A, "projectDetails">) {
  await fillAnswers(form, v);
  await form.getByRole("checkbox").first().check();
}

describe("XSS payloads stay inert", () => {
  it("the detector itself notices a payload that runs", async ({ browser }) => {
    const { page, context, assertInert } = await openHostilePage(browser);
    await page.setContent(`<p>${hostile("self-test")}</p>`);
    await expect(assertInert("self-test")).rejects.toThrow(/window.__xss|live markup|dialog/);
    await context.close();
  });

  it("the public form: in an iframe on another site, on its own page, and as the plain snippet", async ({
    browser,
    server,
    hostileForms: { formId },
    site,
  }) => {
    // The one 404 is the hostile form id below, on purpose.
    const a = await openHostilePage(browser, undefined, [/status of 404/]);
    const html = await (await a.context.request.get(`${server.url}/forms/embed/${formId}`)).text();
    // The inlined JSON cannot close its script element, and the title is escaped.
    // Every script element is the inlined data or the boot script the CSP allows by its hash.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) if (!/type="application\/json"/.test(attrs!)) expect(body).toBe(BOOT_SCRIPT);
    expect(html).not.toMatch(/<(img|svg)\b/i);
    expect(html).toContain("<title>f-name &lt;img src=x onerror=&quot;");
    // A hostile form id in the address gets the plain "not found" page.
    const badId = `${server.url}/forms/embed/${encodeURIComponent(hostile("url-id"))}`;
    const missing = await a.context.request.get(badId);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain("window.__xss");
    await a.page.goto(badId);
    await a.page.getByRole("heading", { name: "Form not found" }).waitFor();
    await a.assertInert("public form page with a hostile id");

    // Visitor A: embed.js on the owner's site, mowing, accept, an upsell pick.
    await a.page.goto(site.url);
    const frame = a.page.frameLocator('iframe[title="Instant quote form"]');
    await visible(frame, "t-formTitle");
    await visible(frame, "t-formDescription");
    await visible(frame, "consent-rich");
    await fillContact(frame, VISITOR_A);
    await frame.getByRole("radio", { name: /s-mowing-name/ }).check();
    await visible(frame, hostile("s-mowing-description"));
    await visible(frame, "t-cardTitle");
    await visible(frame, "t-cardDescription");
    await visible(frame, hostile("y-small-description"));
    await frame.getByRole("radio", { name: /Small Yard/ }).check();
    await visible(frame, "t-offerHeadline");
    await visible(frame, "t-quoteDisclaimer");
    await visible(frame, hostile("y-small-included"));
    await a.assertInert("public form in an iframe, quote shown");
    // What the sanitiser left of the owner's texts reads as characters, not as entities.
    await visible(frame, 't-formTitle ">');
    expect(await frame.getByText("&gt;").count()).toBe(0);
    await a.page.screenshot({ path: "/tmp/yq-xss-public-1280.png", fullPage: true });
    await frame.getByRole("radio", { name: /^Weekly/ }).check();
    await frame.getByRole("button", { name: /t-acceptButton/ }).click();
    await visible(frame, 'u-message ">');
    await visible(frame, hostile("u-service-2"));
    await frame.getByRole("checkbox", { name: /u-service-1/ }).check();
    await frame.getByRole("button", { name: "Add Selected Services" }).click();
    await frame.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    await visible(frame, "t-acceptMessage");
    // The javascript: redirect is refused, not followed: the refusal is shown in place of the timer
    // that would have sent the visitor on (announce-result.ts), so the page stays where it is.
    await visible(frame, "Invalid redirect URL configuration");
    expect(a.page.url()).toBe(`${site.url}/`);
    await a.assertInert("public form in an iframe, after accepting");
    await a.context.close();

    // Visitor B: the direct page at 390 px, landscaping with project details, then No Thanks.
    const b = await openHostilePage(browser, { width: 390, height: 844 });
    await b.page.goto(`${server.url}/forms/embed/${formId}`);
    await fillContact(b.page, VISITOR_B);
    await b.page.getByRole("radio", { name: /s-landscaping-name/ }).check();
    await b.page.getByLabel("Tell us about your project").fill(VISITOR_B.projectDetails);
    await b.page.getByRole("button", { name: /t-submitButton/ }).click();
    await b.page.getByRole("button", { name: "No Thanks" }).click();
    // A request without a price has its own result title.
    await b.page.getByRole("heading", { name: "Request received" }).waitFor();
    await b.page.screenshot({ path: "/tmp/yq-xss-public-390.png", fullPage: true });
    await b.assertInert("public form page, landscaping");
    await b.context.close();

    // Visitor C: the plain iframe snippet of the form details, a declined quote.
    const c = await openHostilePage(browser);
    await c.page.goto(`${site.url}/snippet`);
    const snippet = c.page.frameLocator("iframe");
    await fillContact(snippet, VISITOR_C);
    await snippet.getByRole("radio", { name: /s-mowing-name/ }).check();
    await snippet.getByRole("radio", { name: /Medium Yard/ }).check();
    await snippet.getByRole("button", { name: /t-declineButton/ }).click();
    await snippet.getByRole("button", { name: "Decline quote" }).click();
    await snippet.getByRole("heading", { name: "Quote Declined" }).waitFor();
    await visible(snippet, "t-declineMessage");
    await c.assertInert("plain iframe snippet, declined");
    await c.context.close();
  });

  it("phone and zip code refuse markup at the server", async ({ browser, server, hostileForms: { formId } }) => {
    const url = `${server.url}/api/public/forms/${formId}/leads`;
    const visitor = await browser.newContext();
    for (const answers of [
      { ...VISITOR_A, phone: hostile("v-phone") },
      { ...VISITOR_A, zipcode: hostile("v-zip") },
    ]) {
      const res = await visitor.request.post(url, { data: { answers, consent: true } });
      expect(res.status()).toBe(400);
      expect((await res.json()).error).toMatch(/valid (phone number|zipcode)/);
    }
    await visitor.close();
  });

  it("submissions table, details dialog, leads view and CSV export", async ({
    ownerPage,
    server,
    hostileForms: { formId },
  }) => {
    const { page, context, assertInert } = await ownerPage();
    await page.goto(`${server.url}/forms/${formId}/submissions`);
    await page.getByRole("heading", { name: /f-name/ }).waitFor();
    await visible(page, hostile("f-description"));
    const rowsA = page.getByRole("row").filter({ hasText: "v-name-a" });
    await rowsA.first().waitFor();
    await visible(page, VISITOR_A.name);
    await visible(page, hostileEmail);
    await assertInert("submissions table");

    await rowsA.first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Submission Details" }).waitFor();
    await assertInert("details dialog, mowing lead");
    for (const text of [
      VISITOR_A.name,
      hostileEmail,
      VISITOR_A.street,
      VISITOR_A.city,
      VISITOR_A.state,
      hostile("y-small-included"),
      hostile("u-service-1"),
      "consent-rich",
    ]) {
      await visible(dialog, text);
    }
    await page.screenshot({ path: "/tmp/yq-xss-dialog-1280.png" });
    await closeDialogWithEscape(page);

    await page.getByRole("row").filter({ hasText: "v-name-b" }).first().click();
    await visible(dialog, VISITOR_B.projectDetails);
    await visible(dialog, VISITOR_B.name);
    await assertInert("details dialog, landscaping lead");
    await closeDialogWithEscape(page);

    // The search of the submissions view, one row per lead.
    await page.getByLabel("Search submissions").fill("v-name-a");
    await page.getByRole("row").filter({ hasText: "v-name-b" }).waitFor({ state: "detached" });
    await visible(page, VISITOR_A.name);
    await assertInert("submissions search");

    // CSV: an attachment the browser downloads (never renders), with formula starts defused.
    const csvUrl = `${server.url}/api/forms/${formId}/leads.csv`;
    const cells = await defusedCsvCells(context, csvUrl);
    for (const expected of [
      `'${VISITOR_B.name}`,
      `'${VISITOR_B.street}`,
      `'${VISITOR_B.city}`,
      `'${VISITOR_B.state}`,
      `'${VISITOR_A.phone}`,
      VISITOR_A.name,
      VISITOR_A.street,
      hostileEmail,
    ]) {
      expect(
        cells.some((cell) => cell.includes(expected)),
        `CSV holds ${expected}`,
      ).toBe(true);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.goto(csvUrl).catch(() => undefined)]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await assertInert("CSV opened in the browser");
    await context.close();
  });

  it("form details, forms list and the admin tables", async ({
    ownerPage,
    server,
    hostileForms: { formId, otherFormId },
  }) => {
    const { page, context, assertInert } = await ownerPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/forms/${formId}/details`);
    await page.getByRole("heading", { name: /f-name/ }).waitFor();
    await visible(page, hostile("f-description"));
    await page.getByRole("tab", { name: "Settings" }).click();
    await visible(page, "javascript:window.__xss='redirect-url'");
    await assertInert("form details");
    await page.goto(`${server.url}/forms/${otherFormId}/details`);
    await page.getByRole("tab", { name: "Settings" }).click();
    await visible(page, `"><svg/onload=window.__xss='n-email'>@evil.example`);
    await assertInert("form details, notification email");

    await page.goto(`${server.url}/forms`);
    await visible(page, hostile("f-description"));
    await assertInert("forms list");
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${server.url}/admin`);
    await page.getByText("Recent Forms").waitFor();
    await visible(page, hostileShort("p-full-name"));
    await visible(page, VISITOR_B.name);
    await visible(page, hostile("f-name"));
    await assertInert("admin dashboard");
    await page.screenshot({ path: "/tmp/yq-xss-admin-1280.png", fullPage: true });
    await page.goto(`${server.url}/admin/users`);
    await visible(page, hostileShort("p-company"));
    await assertInert("admin users");
    await context.close();
  });

  it("lead emails escape visitor values", async ({ browser, server }) => {
    const mails = await waitForMails(server.dataDir, { lead_alert: 3, upsell_alert: 1, lead_confirmation: 1 });
    const { page, context, assertInert } = await openHostilePage(browser);
    for (const mail of mails.filter((m) => m.kind.startsWith("lead") || m.kind.startsWith("upsell"))) {
      expect(mail.html, mail.file).not.toMatch(/<(img|svg|script)\b/i);
      // Attributes inside real tags only: the escaped payload text itself says "onerror=".
      expect(mail.html, mail.file).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      expect(mail.html, mail.file).not.toMatch(/<[^>]*=\s*"?\s*javascript:/i);
      await page.setContent(mail.html);
      await assertInert(`email ${mail.kind}`);
    }
    const alertA = mails.find((m) => m.kind === "upsell_alert")!;
    await page.setContent(alertA.html);
    for (const text of [
      VISITOR_A.name,
      hostileEmail,
      VISITOR_A.street,
      hostile("u-service-1"),
      hostile("y-small-included"),
    ]) {
      await visible(page, text);
    }
    const alertB = mails.find((m) => m.kind === "lead_alert" && m.text.includes("v-project-b"))!;
    await page.setContent(alertB.html);
    await visible(page, VISITOR_B.projectDetails);
    await visible(page, VISITOR_B.name);
    await assertInert("lead alert with project details");
    await context.close();
  });
});
