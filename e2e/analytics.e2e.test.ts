import type { Funnel } from "@yq/form-schema/funnel";
import { richText } from "@yq/form-schema/rich-text";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, test, type OpenPage } from "./support/fixtures";
import { startOwnerSite } from "./support/owner-site";
import { fillContact, QUICK_CONTACT } from "./support/visitor";
import { closeDialogWithEscape } from "./support/browser";

// A scripted mix of visitors on an owner's site (another origin) reaches different steps from
// different sources; the funnel the owner sees counts exactly what they did.

const it = test
  .extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
    doc.upsellSettings = {
      enabled: true,
      upsellMessage: richText("Add anything else?"),
      upsellLink: "",
      services: [{ id: "aer", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" }],
    };
  })
  /** The owner's site: every page embeds the published form. */
  .extend("site", { scope: "file" }, async ({ server, publishedForm }, { onCleanup }) => {
    const formId = publishedForm;
    const site = await startOwnerSite(
      server.url,
      { main: formId, campaign: formId, tags: formId, noTags: formId },
      {
        attributes: {
          campaign: 'data-prefill-email="prefilled@example.com" data-hidden-campaign_id="spring-42"',
        },
        trackers: ["tags"],
      },
    );
    onCleanup(() => site.close());
    return site;
  });

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Instant quote form"]');

/**
 * The reports the form sends without waiting for them (the view, the funnel's browser-only steps):
 * each answered before the visitor's page closes, since closing it would cut one still on its way.
 */
function reportsOf(page: Page, until: Visitor["until"]) {
  const answered = (path: RegExp, step?: string) =>
    page.waitForResponse(
      (res) => path.test(new URL(res.url()).pathname) && (!step || res.request().postDataJSON()?.step === step),
    );
  const reports = [answered(/^\/api\/public\/forms\/[^/]+\/views$/)];
  // The lead itself, stored once the contact step is done: a page closed with it on its way loses it.
  if (until !== "view") reports.push(answered(/^\/api\/public\/forms\/[^/]+\/leads$/));
  const steps = /^\/api\/public\/leads\/[^/]+\/steps$/;
  if (!["view", "consent"].includes(until)) reports.push(answered(steps, "service"));
  if (!["view", "consent", "service"].includes(until)) reports.push(answered(steps, "quote"));
  return Promise.all(reports);
}

type Visitor = {
  path?: string;
  referer?: string;
  /** How far the visitor goes. */
  until: "view" | "consent" | "service" | "decline" | "accept-weekly" | "accept-monthly";
  upsell?: boolean;
  /** The address the visitor types, or the one the campaign page's snippet prefills and they keep. */
  email: string;
  prefilled?: boolean;
};

let visitors = 0;

/** A visitor of the owner's site at `siteUrl`, each in a page of their own. */
const visiting = (openPage: OpenPage, siteUrl: string) =>
  async function visit(v: Visitor, inspect?: (page: Page) => Promise<void>) {
    const { page, context, assertNoErrors } = await openPage();
    const reported = reportsOf(page, v.until);
    await page.goto(`${siteUrl}${v.path ?? "/"}`, v.referer ? { referer: v.referer } : {});
    const form = frameOf(page);
    await form.getByLabel("Name").waitFor();
    if (v.until === "view") {
      await reported;
      await context.close();
      return;
    }
    // The campaign page prefills the email: the visitor leaves it as it is. The first step is
    // rendered on the server before the form's script applies the prefill, so wait
    // for the value rather than read the field once.
    if (v.prefilled) await expect.poll(() => form.getByLabel("Email").inputValue()).toBe(v.email);
    // A phone of their own too: the same phone within the owner's window is the same person.
    const phone = `(555) 2${String(++visitors).padStart(2, "0")}-4567`;
    await fillContact(form, { ...QUICK_CONTACT, phone, email: v.prefilled ? undefined : v.email });
    await form.getByLabel("I agree to the terms and conditions").check();
    await form.getByRole("radio", { name: /Mowing Service/ }).waitFor();
    if (v.until !== "consent") {
      await form.getByRole("radio", { name: /Mowing Service/ }).check();
      if (v.until !== "service") {
        await form.getByRole("radio", { name: /Small Yard/ }).check();
        await form.getByRole("heading", { name: "Your Offer" }).waitFor();
        if (v.until === "decline") {
          await form.getByRole("button", { name: "Decline" }).click();
          // Declining asks first, with an optional reason.
          await form.getByLabel("What made you decide? (optional)").fill("Not this year");
          await form.getByRole("button", { name: "Decline quote" }).click();
          await form.getByRole("heading", { name: "Quote Declined" }).waitFor();
        } else {
          const weekly = v.until === "accept-weekly";
          await form.getByRole("radio", { name: weekly ? /^Weekly/ : /^Monthly/ }).check();
          await form.getByRole("button", { name: weekly ? "Accept weekly for $39" : "Accept monthly for $79" }).click();
          await form.getByRole("heading", { name: "Add anything else?" }).waitFor();
          if (v.upsell) {
            await form.getByRole("checkbox", { name: "Aeration" }).check();
            await form.getByRole("button", { name: "Add Selected Services" }).click();
          } else {
            await form.getByRole("button", { name: "No Thanks" }).click();
          }
          await form.getByRole("heading", { name: "Quote Accepted" }).waitFor();
        }
      }
    }
    await reported;
    await inspect?.(page);
    assertNoErrors();
    await context.close();
  };

const GOOGLE = "/?utm_source=google&utm_medium=cpc&gclid=G-1";

describe("funnel analytics from visitors on the owner's site", () => {
  it("counts a scripted mix of visitors step by step and by source, and the owner sees it", async ({
    openPage,
    owner: { context: owner },
    server,
    publishedForm: formId,
    site,
  }) => {
    const visit = visiting(openPage, site.url);
    const visitors: Visitor[] = [
      { path: GOOGLE, until: "accept-weekly", upsell: true, email: "g1@example.com" },
      { path: GOOGLE, until: "decline", email: "g2@example.com" },
      { referer: "https://www.facebook.com/", until: "service", email: "f1@example.com" },
      { until: "view", email: "d1@example.com" },
      { until: "consent", email: "d2@example.com" },
      { path: "/campaign", until: "accept-monthly", email: "prefilled@example.com", prefilled: true },
    ];
    for (const v of visitors) await visit(v);

    const read = async () => {
      const res = await owner.request.get(`${server.url}/api/forms/${formId}/analytics?period=7`);
      return (await res.json()) as Funnel;
    };
    await expect
      .poll(async () => (await read()).steps, { timeout: 10_000 })
      .toEqual({ views: 6, started: 5, serviceChosen: 4, quoteShown: 3, accepted: 2, declined: 1, upsellTaken: 1 });
    const funnel = await read();
    expect(funnel.acceptedValue).toEqual([
      { plan: "weekly", count: 1, amountCents: 30 * 3900 },
      { plan: "monthly", count: 1, amountCents: 7 * 7900 },
    ]);
    expect(funnel.sources).toEqual([
      { source: "Direct", views: 3, started: 2, accepted: 1 },
      { source: "google / cpc", views: 2, started: 2, accepted: 1 },
      { source: "facebook.com", views: 1, started: 1, accepted: 0 },
    ]);

    // The owner's Analytics tab shows the same.
    const page = await owner.newPage();
    const scripts: string[] = [];
    page.on("request", (req) => req.resourceType() === "script" && scripts.push(req.url()));
    await page.goto(`${server.url}/forms/${formId}/details`);
    await page.getByRole("tab", { name: "Overview" }).waitFor();
    // The chart library is a lazy chunk: not loaded until the Analytics tab shows the chart.
    expect(scripts.some((url) => url.includes("daily-chart"))).toBe(false);
    await page.getByRole("tab", { name: "Analytics" }).click();
    await page.getByRole("combobox", { name: "Period" }).click();
    await page.getByRole("option", { name: "Last 7 days" }).click();
    await page.getByTestId("funnel-accepted").filter({ hasText: "2" }).waitFor();
    for (const [step, count] of Object.entries(funnel.steps))
      expect(await page.getByTestId(`funnel-${step}`).textContent()).toBe(String(count));
    expect(await page.getByTestId("value-monthly").textContent()).toContain("$553");
    await page.getByTestId("daily-chart").locator("canvas").waitFor();
    expect(scripts.some((url) => url.includes("daily-chart"))).toBe(true);
    const perDay = page.getByRole("table", { name: "Views, leads and accepted quotes per day" });
    const today = perDay.getByRole("row").last();
    expect(await today.locator("td").allTextContents()).toEqual(["6", "5", "2"]);
    expect(await perDay.getByRole("row").count()).toBe(1 + 8); // heading, then 7 days back to today
    const google = page.getByRole("row").filter({ hasText: "google / cpc" });
    expect((await google.textContent())?.replace(/\s+/g, "")).toContain("google/cpc22150%");
    await page.screenshot({ path: "/tmp/yq-analytics-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/yq-analytics-390.png", fullPage: true });

    // The lead from the campaign page carries its prefilled email and hidden value; the Google
    // lead its tags, in the leads view and the details dialog.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/forms/${formId}/submissions`);
    const rows = page.getByRole("row").filter({ hasText: "prefilled@example.com" });
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toContain("Direct");
    await rows.first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("region", { name: "Source" }).waitFor();
    const sourceText = (await dialog.getByRole("region", { name: "Source" }).textContent()) ?? "";
    expect(sourceText).toContain("campaign_id");
    expect(sourceText).toContain("spring-42");
    expect(sourceText).toContain(`${site.url}/campaign`);
    await page.screenshot({ path: "/tmp/yq-analytics-details-1280.png", fullPage: true });
    await closeDialogWithEscape(page);
    const googleLead = page.getByRole("row").filter({ hasText: "g1@example.com" });
    expect(await googleLead.textContent()).toContain("google / cpc");
    const csv = await owner.request.get(`${server.url}/api/forms/${formId}/leads.csv`);
    const text = await csv.text();
    expect(text).toContain("G-1");
    expect(text).toContain("campaign_id=spring-42");
    await page.close();
  });

  it("pushes lead started, quote shown and quote accepted to dataLayer and fbq once the owner switches them on", async ({
    openPage,
    owner: { context: owner },
    server,
    publishedForm: formId,
    site,
  }) => {
    const visit = visiting(openPage, site.url);
    type Pushed = { dataLayer: object[]; fbq: unknown[][] };
    const pushed = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as { dataLayer?: object[]; __fbq?: unknown[][] };
        return { dataLayer: w.dataLayer ?? [], fbq: w.__fbq ?? [] };
      });
    // Off by default: nothing is pushed even though the page has both tags.
    let untracked: Pushed | undefined;
    await visit({ path: "/tags", until: "accept-monthly", email: "t2@example.com" }, async (page) => {
      untracked = await pushed(page);
    });
    expect(untracked).toEqual({ dataLayer: [], fbq: [] });

    // The owner switches both on in the Embed Code tab (saved with the form) and publishes.
    const page = await owner.newPage();
    await page.goto(`${server.url}/forms/${formId}/details`);
    await page.getByRole("tab", { name: "Embed Code" }).click();
    const gtm = page.getByRole("switch", { name: "Send conversions to Google Tag Manager / GA4" });
    const meta = page.getByRole("switch", { name: "Send conversions to the Meta Pixel" });
    await gtm.click();
    await expect.poll(() => gtm.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => meta.isEnabled()).toBe(true);
    await meta.click();
    await expect.poll(() => meta.getAttribute("aria-checked")).toBe("true");
    const bar = page.getByRole("status").filter({ hasText: "Unpublished changes" });
    await bar.getByRole("button", { name: "Publish Changes" }).click();
    await bar.waitFor({ state: "detached" });
    await page.getByText("Conversion Tracking").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/yq-conversion-tracking-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText("Conversion Tracking").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/yq-conversion-tracking-390.png" });
    await page.close();
    const saved = await owner.request.get(`${server.url}/api/forms/${formId}`);
    expect((await saved.json()).document.trackingSettings).toEqual({ dataLayer: true, metaPixel: true });

    let tracked: Pushed | undefined;
    await visit({ path: "/tags", until: "accept-weekly", email: "t1@example.com" }, async (page) => {
      tracked = await pushed(page);
      await page.screenshot({ path: "/tmp/yq-tracked-site-1280.png", fullPage: true });
    });
    expect(tracked!.dataLayer).toEqual([
      { event: "yardquote_lead_started", yardquote_form_id: formId },
      { event: "yardquote_quote_shown", yardquote_form_id: formId, value: 39, currency: "USD" },
      { event: "yardquote_quote_accepted", yardquote_form_id: formId, value: 39, currency: "USD" },
    ]);
    expect(tracked!.fbq).toEqual([
      ["track", "Lead", {}],
      ["track", "ViewContent", { value: 39, currency: "USD" }],
      ["track", "Subscribe", { value: 39, currency: "USD" }],
    ]);
    // Switched on, a page without the tags works as ever (no errors).
    await visit({ path: "/noTags", until: "decline", email: "t3@example.com" });
  });
});
