import { ACCEPTED_QUOTE, VISITOR_CONTACT, numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import type { Page } from "playwright-core";
import { describe, expect, test as it } from "./support/fixtures";
import { signUpInContext } from "./support/accounts";
import { startOwnerSite } from "./support/owner-site";
import { publishForm } from "./support/published-form";

// The owner's dashboard: a new owner's checklist, then the same account with its
// form on its own site and leads, at a desktop's and a phone's width.

const SHOTS = process.env.YQ_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

/** The checklist's step whose title is `title`, and whether it is ticked. */
const step = (page: Page, title: string) => page.locator("li[data-step]").filter({ hasText: title });
const ticked = async (page: Page, title: string) => (await step(page, title).getAttribute("data-done")) === "true";

/** Nothing wider than the screen: the page does not scroll sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the owner's dashboard", () => {
  it("guides a new owner, then shows the week's figures and the newest leads", async ({ owner, server, openPage }) => {
    const { page, assertNoErrors } = await openPage();
    await page.context().addCookies(await owner.context.cookies());

    // A new owner: nothing built yet; the steps link where each is done.
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Get your quote form live" }).waitFor();
    await page.getByText("0 of 5 steps done").waitFor();
    expect(
      await step(page, "Add your business details").getByRole("link", { name: "Open profile" }).getAttribute("href"),
    ).toBe("/profile");
    expect(
      await step(page, "Build your quote form").getByRole("link", { name: "Create form" }).getAttribute("href"),
    ).toBe("/forms/new");
    expect(await step(page, "Go live").getByText("After you build your form.").isVisible()).toBe(true);
    expect(await page.getByText("No leads yet.").isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-new-1280.png`, fullPage: true });
    const phone = await openPage(PHONE);
    await phone.page.context().addCookies(await owner.context.cookies());
    await phone.page.goto(`${server.url}/dashboard`);
    await phone.page.getByText("0 of 5 steps done").waitFor();
    expect(await fitsWidth(phone.page)).toBe(true);
    if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/dashboard-new-390.png`, fullPage: true });

    // The form published and embedded on the owner's site, where a visitor sees it.
    const forms: Record<string, string> = {};
    const site = await startOwnerSite(server.url, forms);
    try {
      forms.quote = await publishForm(owner.context, server.url, (doc) => {
        doc.embedSettings.allowedDomains = [site.url];
      });
      const formId = forms.quote;
      await page.reload();
      await page.getByText("2 of 5 steps done").waitFor();
      expect(await ticked(page, "Go live")).toBe(true);
      expect(await ticked(page, "Embed it on your site")).toBe(false);
      expect(
        await step(page, "Embed it on your site").getByRole("link", { name: "Get embed code" }).getAttribute("href"),
      ).toBe(`/forms/${formId}/details`);

      const visitor = await openPage();
      await visitor.page.goto(`${site.url}/quote`);
      await visitor.page.frameLocator('iframe[title="Instant quote form"]').getByLabel("Name").waitFor();
      await expect
        .poll(async () => {
          const res = await owner.context.request.get(`${server.url}/api/dashboard/stats`);
          return ((await res.json()) as { setup: { done: { embed: boolean } } }).setup.done.embed;
        })
        .toBe(true);

      // Five more views from the owner's page, then three visitors' leads, sent as the owner's site sends them (no cookie): one accepts (its complete record counts with its lead, once).
      for (let i = 0; i < 5; i++) {
        const viewed = await visitor.page.request.post(`${server.url}/api/public/forms/${formId}/views`, {
          data: { source: { page: `${site.url}/quote` } },
        });
        expect(viewed.status()).toBeLessThan(300);
      }
      for (let i = 0; i < 3; i++) {
        const lead = await visitor.page.request.post(`${server.url}/api/public/forms/${formId}/leads`, {
          // Three people: the same email or phone would be one person's one lead.
          data: { ...VISITOR_CONTACT, answers: numberedVisitor(i + 1) },
          // From the owner's site, the one site the form allows.
          headers: { origin: site.url },
        });
        expect(lead.status()).toBe(201);
        if (i !== 1) continue;
        const { leadId, token } = (await lead.json()) as { leadId: string; token: string };
        const accepted = await visitor.page.request.post(`${server.url}/api/public/leads/${leadId}/response`, {
          data: { ...ACCEPTED_QUOTE, token },
          headers: { origin: site.url },
        });
        expect(accepted.status()).toBe(201);
      }

      await page.reload();
      await page.getByText("4 of 5 steps done").waitFor();
      const submissions = page
        .getByText("Total Submissions")
        .locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]");
      await submissions.getByText("3", { exact: true }).waitFor();
      const week = page.getByRole("region", { name: "This week" });
      // The default form's medium yard, weekly: $49, over a season of 30 visits.
      await week.getByText("$1,470", { exact: true }).waitFor();
      // Three leads from six views.
      expect(await week.getByText("50%", { exact: true }).isVisible()).toBe(true);
      const newest = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Visitor \d/ }) });
      expect(await newest.count()).toBe(3);
      expect(await newest.first().textContent()).toContain("Visitor 3");
      expect(await newest.first().textContent()).toContain("New");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-leads-1280.png`, fullPage: true });

      await phone.page.reload();
      await phone.page.getByText("4 of 5 steps done").waitFor();
      expect(await fitsWidth(phone.page)).toBe(true);
      if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/dashboard-leads-390.png`, fullPage: true });

      // A lead opens its form's submissions.
      await page.getByRole("link", { name: /Visitor 2/ }).click();
      await page.waitForURL(`**/forms/${formId}/submissions`);
    } finally {
      await site.close();
    }
    assertNoErrors();
    phone.assertNoErrors();
  });

  it("paints from its prerendered page, the introduction its largest text; an expired cookie still ends at /auth", async ({
    server,
    openPage,
  }) => {
    // An owner of its own (the file's owner has built and embedded by now) with a published form:
    // the checklist shows its longest step ("Embed it on your site") on a phone.
    const { page, assertNoErrors } = await openPage(PHONE);
    await signUpInContext(page.context(), server.url);
    await publishForm(page.context(), server.url);
    await page.addInitScript(() => {
      const painted: string[] = [];
      Object.assign(window, { painted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          painted.push((entry as PerformanceEntry & { element?: Element | null }).element?.textContent ?? "");
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    // The layout and the introduction are in the page as it arrives.
    const html = await (await page.request.get(`${server.url}/dashboard`)).text();
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1><p[^>]*>Welcome to your forms dashboard/);
    await page.goto(`${server.url}/dashboard`);
    await page.getByText("2 of 5 steps done").waitFor();
    await step(page, "Embed it on your site").getByRole("link", { name: "Get embed code" }).waitFor();
    // Nothing the figures brought outgrew the introduction: Lighthouse's largest paint stays the HTML's.
    const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
    expect(painted.at(-1)).toMatch(/^Welcome to your forms dashboard/);
    assertNoErrors();

    // A cookie the server no longer knows: the prerendered page, then /auth, no 401 logged.
    const stale = await openPage(PHONE);
    await stale.page
      .context()
      .addCookies([{ name: "better-auth.session_token", value: "expired.session", url: server.url }]);
    await stale.page.goto(`${server.url}/dashboard`);
    await stale.page.waitForURL("**/auth");
    await stale.page.getByRole("button", { name: "Sign In" }).waitFor();
    stale.assertNoErrors();
  });
});
