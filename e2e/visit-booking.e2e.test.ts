import fs from "node:fs";
import type { Page } from "playwright-core";
import type { FormDocument } from "@yq/form-schema/form-document";
import { describe, expect, test, type OpenPage } from "./support/fixtures";
import { fillContact } from "./support/visitor";
import { waitForMails } from "./support/xss-mail";

// From accepted to booked: the owner says when the business can come, two homeowners on phones
// accept and pick their first visit on the same calendar while the day has one place left, and
// the owner finds both visits on the Schedule page, marks one done and moves the other, whose
// customer is emailed the new day.

const SHOTS = process.env.YQ_SHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const PHONE = { width: 390, height: 844 };

/** A homeowner accepts weekly mowing for a medium yard and is shown the calendar. */
async function acceptAndOpenCalendar(openPage: OpenPage, formUrl: string, name: string, allow: RegExp[] = []) {
  const visitor = await openPage(PHONE, allow);
  const { page } = visitor;
  await page.goto(formUrl);
  await expect.poll(() => page.getByLabel("Name").isEnabled()).toBe(true);
  const first = name.split(" ")[0]!.toLowerCase();
  await fillContact(page, { name, email: `${first}@example.com`, phone: "(555) 321-7788" });
  await page.getByRole("checkbox").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: /Medium Yard/ }).check();
  await page
    .getByRole("group", { name: "How often?" })
    .getByRole("radio", { name: /^Weekly/ })
    .check();
  await page.getByRole("button", { name: /^Accept weekly/ }).click();
  await page.getByRole("heading", { name: "Pick your first visit" }).waitFor();
  return visitor;
}

/** The calendar's open days, in order: their dates and labels ("Tuesday, May 4"). */
const openDays = (page: Page) =>
  page
    .locator('.yq-visit-day[data-status="open"]')
    .evaluateAll((days) =>
      days.map((d) => ({ date: d.getAttribute("data-date")!, label: d.getAttribute("aria-label")! })),
    );

const it = test.extend("formEdit", { scope: "file" }, async () => (doc: FormDocument) => {
  doc.upsellSettings.enabled = false;
});

describe("booking the first visit", () => {
  it("the day fills while a second visitor looks; both book; the owner marks a visit done", async ({
    owner,
    server,
    publishedForm,
    openPage,
  }) => {
    // The owner turns booking on, all year, with one crew doing one visit a day.
    const ownerPage = await owner.context.newPage();
    await ownerPage.goto(`${server.url}/schedule/availability`);
    await ownerPage.getByLabel("Let customers pick their first visit").click();
    await ownerPage.getByLabel("Crews").fill("1");
    await ownerPage.getByLabel("Visits per crew a day").fill("1");
    // The default season (April to October) may be over on the day this runs.
    await ownerPage.getByLabel("All year").check();
    await ownerPage.getByRole("button", { name: "Save" }).click();
    await ownerPage.getByText("Saved").first().waitFor();
    await shot(ownerPage, "availability-1280");

    const formUrl = `${server.url}/forms/embed/${publishedForm}`;
    const robin = await acceptAndOpenCalendar(openPage, formUrl, "Robin Fairway");
    // Sam's booking of the filled day is answered 409, which the browser logs.
    const sam = await acceptAndOpenCalendar(openPage, formUrl, "Sam Hedges", [/status of 409/]);
    const [first, second] = await openDays(sam.page);
    expect(first && second).toBeTruthy();
    const day = first!.label;
    const nextDay = second!.label;
    await shot(sam.page, "calendar-390");

    // Robin takes the day's only place.
    await robin.page.getByRole("button", { name: day, exact: true }).click();
    await robin.page.getByRole("button", { name: `Book ${day}` }).click();
    await robin.page.getByRole("heading", { name: `Your first visit: ${day}` }).waitFor();
    await robin.page.getByText(`Weekly from ${day}`).waitFor();
    await shot(robin.page, "booked-390");

    // Sam's calendar was read before: the day is refused, shown full, and Sam picks the next.
    await sam.page.getByRole("button", { name: day, exact: true }).click();
    await sam.page.getByRole("button", { name: `Book ${day}` }).click();
    await sam.page.getByText("That day just filled up. Pick another day.").waitFor();
    await sam.page.getByRole("button", { name: `${day}, full` }).waitFor();
    await shot(sam.page, "day-filled-390");
    await sam.page.getByRole("button", { name: nextDay, exact: true }).click();
    await sam.page.getByRole("button", { name: `Book ${nextDay}` }).click();
    await sam.page.getByRole("heading", { name: `Your first visit: ${nextDay}` }).waitFor();

    // Both customers are told by email.
    const mails = await waitForMails(server.dataDir, { visit_booked: 2 });
    const bookedMails = mails.filter((m) => m.kind === "visit_booked");
    // Each carries the calendar invite of its weekly series.
    for (const mail of bookedMails) {
      expect(mail.parts.find((part) => part.type === "text/calendar")?.body).toMatch(/RRULE:FREQ=WEEKLY/);
    }
    const booked = bookedMails.map((m) => m.text);
    expect(booked.some((text) => text.includes(`Your first visit is booked for ${day}.`))).toBe(true);
    expect(booked.some((text) => text.includes(`Your first visit is booked for ${nextDay}.`))).toBe(true);
    robin.assertNoErrors();
    sam.assertNoErrors();

    // The owner finds Robin's visit on the schedule, in the week of its day.
    await ownerPage.goto(`${server.url}/schedule?week=${first!.date}`);
    const robinVisit = ownerPage.getByRole("article", { name: "Robin Fairway" }).first();
    await robinVisit.waitFor();
    await shot(ownerPage, "schedule-1280");
    await robinVisit.getByRole("button", { name: "Done" }).click();
    await robinVisit.getByRole("button", { name: "Done" }).waitFor({ state: "detached" });
    // Kept by the server: after a reload the visit still reads Done and offers no buttons.
    await ownerPage.reload();
    const reloaded = ownerPage.getByRole("article", { name: "Robin Fairway" }).first();
    await reloaded.getByText("Done", { exact: true }).waitFor();
    expect(await reloaded.getByRole("button").count()).toBe(0);

    // The owner moves Sam's visit to another open day; Sam is emailed the new day and a new invite.
    await ownerPage.goto(`${server.url}/schedule?week=${second!.date}`);
    const samVisit = ownerPage.getByRole("article", { name: "Sam Hedges" }).first();
    await samVisit.getByRole("button", { name: "Move" }).click();
    const dialog = ownerPage.getByRole("dialog");
    await dialog.getByText("Open days nearby").waitFor();
    await shot(ownerPage, "move-visit-1280");
    // The open days nearest the visit are offered as one-tap picks (pressed or not).
    const newDay = dialog.locator("button[aria-pressed]").first();
    await newDay.click();
    await dialog.getByText(/^Open: /).waitFor();
    await dialog.getByRole("button", { name: "Move visit" }).click();
    await dialog.waitFor({ state: "detached" });
    const moved = (await waitForMails(server.dataDir, { visit_moved: 1 })).find((m) => m.kind === "visit_moved")!;
    expect(moved.text).toContain(`Your visit on ${nextDay} has moved to`);
    const invite = moved.parts.find((part) => part.type === "text/calendar")?.body ?? "";
    expect(invite).toMatch(/RECURRENCE-ID;VALUE=DATE:/);
    await ownerPage.close();
  });
});
