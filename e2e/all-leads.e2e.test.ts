import type { Page } from "playwright-core";
import { VISITOR_CONTACT } from "@yq/form-schema/testing/visitor-answers";
import { describe, expect, test } from "./support/fixtures";
import { publishForm } from "./support/published-form";

// The Leads screen (/leads): every form's leads in one list, its first rows in the
// page's first API answer, filtered from the keyboard, a table at 1280 px and cards at 390 px.

const SHOTS = process.env.YQ_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const it = test.extend("serverEnv", { scope: "file" }, { PUBLIC_LEADS_PER_IP: "100" });

async function visitorLead(base: string, formId: string, name: string, n: number) {
  const res = await fetch(`${base}/api/public/forms/${formId}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...VISITOR_CONTACT,
      answers: { ...VISITOR_CONTACT.answers, name, email: `visitor${n}@example.com`, phone: `555-010-${1000 + n}` },
    }),
  });
  expect(res.status).toBe(201);
}

describe("the Leads screen", () => {
  it("lists both forms' leads from one answer, filters by form from the keyboard, and fits a phone", async ({
    owner,
    server,
    openPage,
  }) => {
    const lawn = await publishForm(owner.context, server.url, (doc) => {
      doc.name = "Lawn Mowing Quote";
    });
    const cleanup = await publishForm(owner.context, server.url, (doc) => {
      doc.name = "Spring Cleanup";
      doc.formType = "other";
    });
    const people = ["Ann Lawn", "Ben Cleanup", "Cat Lawn", "Dan Cleanup", "Eve Lawn"];
    for (const [n, name] of people.entries()) {
      await visitorLead(server.url, name.endsWith("Lawn") ? lawn : cleanup, name, n);
    }

    const page = await owner.context.newPage();
    const lists: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/forms/leads/all")) lists.push(new URL(r.url()).search);
    });
    await page.goto(`${server.url}/leads`);
    const table = page.getByRole("table");
    await table.getByRole("row", { name: "Lead Eve Lawn" }).waitFor();
    expect(await table.getByRole("row", { name: /^Lead / }).allTextContents()).toHaveLength(5);
    expect(await table.getByRole("row", { name: "Lead Dan Cleanup" }).textContent()).toContain("Spring Cleanup");
    // One request brought the rows and the forms: the bare first page.
    expect(lists).toEqual([""]);
    await shot(page, "leads-1280");

    // The form filter, from the keyboard.
    await page.getByRole("combobox", { name: "Filter by form" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Spring Cleanup" }).waitFor();
    await page.keyboard.type("Spring");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/leads?form=${cleanup}`);
    await expect.poll(async () => (await table.getByRole("row", { name: /^Lead / }).allTextContents()).length).toBe(2);
    expect(lists.at(-1)).toBe(`?formId=${cleanup}`);

    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await table.getByRole("row", { name: "Lead Ann Lawn" }).waitFor();

    // A phone gets one card per lead, not a table that scrolls sideways.
    const phone = await openPage({ width: 390, height: 844 });
    const cookies = await owner.context.cookies();
    await phone.context.addCookies(cookies);
    await phone.page.goto(`${server.url}/leads`);
    await phone.page.getByRole("button", { name: "Lead Ann Lawn" }).waitFor();
    expect(await phone.page.getByRole("table").isVisible()).toBe(false);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, "leads-390");
    phone.assertNoErrors();
    await page.close();
  });
});
