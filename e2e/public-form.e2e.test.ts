import fs from "node:fs";
import path from "node:path";
import type { FormDocument } from "@yq/form-schema/form-document";
import { and, eq } from "drizzle-orm";
import type { FrameLocator, Page } from "playwright-core";
import { openPglite } from "../apps/server/src/db/client";
import { formSubmissions } from "../apps/server/src/db/schema/submissions";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test } from "./support/fixtures";
import { startOwnerSite } from "./support/owner-site";
import { publishForm, tinyMp4 } from "./support/published-form";
import { fillContact, QUICK_CONTACT } from "./support/visitor";
import { richText } from "@yq/form-schema/rich-text";

const it = test
  /** The main form (publishedForm): its own accept message and two upsell services. */
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.customization.textContent.acceptMessage = richText("<p>Thanks, we will call you today!</p>");
    doc.upsellSettings = {
      enabled: true,
      upsellMessage: richText("Add anything else?"),
      upsellLink: "",
      services: [
        { id: "aer", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
        { id: "mul", name: "Mulching", enabled: true, order: 1, price: null, unit: "visit" },
      ],
    };
  })
  /** The owner's site embeds the main form, and on /redirect another owner's form that redirects. */
  .extend("site", { scope: "file" }, async ({ browser, server, publishedForm }, { onCleanup }) => {
    const formIds: Record<string, string> = { main: publishedForm };
    const site = await startOwnerSite(server.url, formIds);
    onCleanup(() => site.close());
    const other = await browser.newContext();
    await signUpInContext(other, server.url);
    formIds.redirect = await publishForm(other, server.url, (doc) => {
      doc.redirectSettings = { enabled: true, url: `${site.url}/thanks.html`, openInNewTab: false };
    });
    await other.close();
    return { url: site.url, redirectForm: formIds.redirect };
  });

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Instant quote form"]');
// Screenshots of the first step's hint, looked at by whoever changes it.
const SCREENS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq-public-shots";
fs.mkdirSync(SCREENS, { recursive: true });

const fillQuickContact = (form: FrameLocator, email: string) => fillContact(form, { ...QUICK_CONTACT, email });

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __yqEvents: { name: string }[] }).__yqEvents.map((e) => e.name));

describe("the public quote form embedded with embed.js on another site", () => {
  it("(a) mowing: validation messages, consent record, quote, accept, upsell", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 1280, height: 900 }, [/status of 400/]);
    await page.goto(site.url);
    const form = frameOf(page);
    await form.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    // The iframe follows the form's height.
    await expect
      .poll(() => page.locator("iframe").evaluate((f: HTMLIFrameElement) => f.style.height))
      .not.toBe("600px");

    // Ticking consent with a bad email shows the form's message (answers.ts) and keeps everything typed.
    await fillQuickContact(form, "pat@example");
    await form.getByLabel("I agree to the terms and conditions").click();
    // Said under the field alone: no toast repeats it.
    await form.getByText("Please enter a valid email address").first().waitFor();
    expect(await form.locator(".yq-toast").count()).toBe(0);
    expect(await form.getByLabel("Name").inputValue()).toBe("Pat Visitor");
    expect(await form.getByLabel("I agree to the terms and conditions").isChecked()).toBe(false);
    expect(await form.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Email").fill("pat-a@example.com");
    await form.getByLabel("I agree to the terms and conditions").check();

    await form.getByRole("radio", { name: /Mowing Service/ }).check();
    await form.getByRole("radio", { name: /Small Yard/ }).check();
    await form.getByRole("heading", { name: "Your Offer" }).waitFor();
    await form.getByText("$39", { exact: true }).waitFor();
    const included = await form.locator(".yq-included li").allTextContents();
    expect(included).toEqual(["Edge", "Mow", "Blow Off Walkways"]);
    await page.screenshot({ path: "/tmp/yq-public-quote-1280.png", fullPage: true });

    // Accept waits for a frequency, then says what it accepts.
    expect(await form.getByRole("button", { name: "Accept Quote" }).isDisabled()).toBe(true);
    await form.getByRole("radio", { name: /^Weekly/ }).check();
    await form.getByRole("button", { name: "Accept weekly for $39" }).click();
    await form.getByRole("heading", { name: "Add anything else?" }).waitFor();
    await form.getByRole("checkbox", { name: "Aeration" }).check();
    await form.getByRole("button", { name: "Add Selected Services" }).click();
    await form.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    await form.getByText("Thanks, we will call you today!").first().waitFor();
    // Under the owner's message, what was agreed: the quote card's own choice and price.
    const summary = form.locator(".yq-summary");
    expect(await summary.locator(".yq-summary-row").allInnerTexts()).toEqual([
      expect.stringMatching(/^Service\s+Mowing Service$/),
      expect.stringMatching(/^Yard size\s+Small$/),
      expect.stringMatching(/^Frequency\s+Weekly$/),
      expect.stringMatching(/^Price per visit\s+\$39$/),
      expect.stringMatching(/^Add-ons\s+Aeration$/),
    ]);
    await summary.getByText("We'll contact you to schedule your first visit.").waitFor();
    expect(await form.locator(".yq-result-icon").count()).toBe(1);
    await page.screenshot({ path: `${SCREENS}/result-summary-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/result-summary-390.png`, fullPage: true });
    expect(await events(page)).toEqual(["load", "quote", "accept"]);
    assertNoErrors();
    await context.close();
  });

  it("(b) decline, by keyboard alone, at 360 px", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 360, height: 800 });
    await page.goto(site.url);
    const form = frameOf(page);
    // The fields are disabled until the page's script, started after the first paint, takes them
    // over; focus() would not wait for that as a click does.
    await expect.poll(() => form.getByLabel("Name").isEnabled()).toBe(true);
    await form.getByLabel("Name").focus();
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim-b@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("555.987.6543");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab"); // address, city, state, zip, consent
    await page.keyboard.press("Space");
    await form.getByRole("radio", { name: /Mowing Service/ }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // Mowing
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // Medium
    await form.getByRole("heading", { name: "Your Offer" }).waitFor();
    await form.getByText("$49", { exact: true }).waitFor();
    await page.screenshot({ path: "/tmp/yq-public-quote-390.png", fullPage: true });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // Decline
    // Declining asks first: the reason field has the focus; the visitor gives none.
    await form.getByRole("group", { name: "Decline this quote?" }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // Decline quote
    await form.getByRole("heading", { name: "Quote Declined" }).waitFor();
    await form.getByText("Maybe next time").first().waitFor();
    // A decline is no success: no check mark and no summary.
    expect(await form.locator(".yq-result-icon, .yq-summary").count()).toBe(0);
    expect(await events(page)).toEqual(["load", "quote", "decline"]);
    assertNoErrors();
    await context.close();
  });

  it("(c) services revealed by the phone, a failed save keeps what was typed, landscaping with a video", async ({
    openPage,
    site,
  }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/Failed to load resource/]);
    await page.goto(site.url);
    const form = frameOf(page);
    // The hint names what the quote still needs, as the fields are filled.
    const hint = form.locator(".yq-reveal-hint");
    await form.getByText(/^Fill in your .+ and agree to the terms to get your quote\.$/).waitFor();
    expect(await hint.getAttribute("aria-live")).toBe("polite");
    await expect.poll(() => form.getByLabel("Name").isEnabled()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/first-step-hint-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/first-step-hint-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillQuickContact(form, "lee-c@example.com");
    await form.getByText("Agree to the terms to get your quote.", { exact: true }).waitFor();
    // 10 digits are enough to reveal the services (after the 500 ms pause), before any consent.
    await form.getByRole("radio", { name: /Landscaping/ }).check();

    // The network drops the first save: the visitor sees the form's message and loses nothing.
    let dropped = false;
    await page.route("**/api/public/forms/*/leads", (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort("failed");
    });
    await form
      .getByLabel("I agree to the terms and conditions")
      .check({ force: true })
      .catch(() => undefined);
    await form.getByText("Failed to save your information. Please try again.").waitFor();
    expect(await form.getByLabel("I agree to the terms and conditions").isChecked()).toBe(false);
    expect(await form.getByLabel("Email").inputValue()).toBe("lee-c@example.com");
    await form.getByLabel("I agree to the terms and conditions").check();
    await expect.poll(() => hint.textContent()).toBe("");
    await form.getByLabel("Tell us about your project").fill("Two new flower beds along the driveway.");
    await form
      .getByLabel("Video of your yard (optional)")
      .setInputFiles({ name: "yard.mp4", mimeType: "video/mp4", buffer: tinyMp4() });
    await form.getByText("Uploaded: yard.mp4").waitFor();
    await form.getByRole("button", { name: "Submit" }).click();
    await form.getByRole("button", { name: "No Thanks" }).click();
    // A request without a price ends on its own wording and a summary without a price.
    await form.getByRole("heading", { name: "Request received" }).waitFor();
    await form
      .getByText("Thank you! We have your project details and will get back to you with a quote.")
      .first()
      .waitFor();
    expect(await form.locator(".yq-summary-row").allInnerTexts()).toEqual([
      expect.stringMatching(/^Service\s+Landscaping$/),
    ]);
    await page.screenshot({ path: `${SCREENS}/result-request-1280.png`, fullPage: true });
    assertNoErrors();
    await context.close();
  });

  it("(d) redirects the owner's page 3 s after an accepted quote", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage();
    await page.goto(`${site.url}/redirect`);
    const form = frameOf(page);
    await fillQuickContact(form, "rae-d@example.com");
    await form.getByLabel("I agree to the terms and conditions").check();
    await form.getByRole("radio", { name: /Mowing Service/ }).check();
    await form.getByRole("radio", { name: /Large Yard/ }).check();
    await form.getByRole("radio", { name: /^Monthly/ }).check();
    await form.getByRole("button", { name: /^Accept monthly for/ }).click();
    await form.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    const started = Date.now();
    await page.waitForURL(`${site.url}/thanks.html`, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThan(2000);
    assertNoErrors();
    await context.close();
  });

  it("works as the plain iframe snippet of the form details too", async ({ openPage, site }) => {
    const { page, context, assertNoErrors } = await openPage();
    await page.goto(`${site.url}/snippet`);
    const form = page.frameLocator("iframe");
    await form.getByRole("heading", { name: "Get Your Quote" }).waitFor();
    await form.getByLabel("Name").fill("Sam Snippet");
    expect(await page.locator("iframe").evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height)).toBe(600);
    assertNoErrors();
    await context.close();
  });

  it("stores linked records: consent -> complete -> upsell, with the video", async ({
    server,
    publishedForm: mainForm,
    site: { redirectForm },
  }) => {
    await server.stop();
    const database = await openPglite(path.join(server.dataDir, "pg"));
    try {
      const rows = await database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, mainForm));
      const lead = (email: string) =>
        rows.filter((r) => r.leadId === rows.find((x) => x.customerEmail === email && x.id === x.leadId)?.id);

      const a = lead("pat-a@example.com");
      const rootA = a.find((r) => r.submissionStage === "consent_given")!;
      const completeA = a.find((r) => r.submissionStage === "complete" && !r.isUpsell)!;
      const upsellA = a.find((r) => r.isUpsell)!;
      expect(rootA).toMatchObject({ status: "incomplete", consent: true, parentSubmissionId: null });
      expect(completeA).toMatchObject({
        status: "pending",
        responseStatus: "accept",
        yardSize: "small",
        parentSubmissionId: rootA.id,
      });
      expect(completeA.quote?.includedServices).toEqual(["Edge", "Mow", "Blow Off Walkways"]);
      expect(completeA.quote?.chosen).toEqual({ frequency: "weekly", label: "Weekly", amount: 39 });
      expect(upsellA).toMatchObject({ parentSubmissionId: completeA.id, selectedUpsellServices: ["Aeration"] });

      const b = lead("kim-b@example.com");
      expect(b.find((r) => r.submissionStage === "complete")).toMatchObject({
        responseStatus: "decline",
        yardSize: "medium",
      });

      const c = lead("lee-c@example.com");
      const completeC = c.find((r) => r.submissionStage === "complete")!;
      expect(completeC).toMatchObject({
        serviceType: "landscaping",
        responseStatus: "accept",
        projectDetails: "Two new flower beds along the driveway.",
      });
      expect(completeC.videoUrl).toMatch(/^\/media\/form-media\//);
      expect(fs.existsSync(path.join(server.dataDir, "uploads", completeC.videoUrl!.replace("/media/", "")))).toBe(
        true,
      );
      expect(c.some((r) => r.isUpsell)).toBe(false);

      const d = await database.db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.formId, redirectForm), eq(formSubmissions.submissionStage, "complete")));
      expect(d).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
