import { format } from "date-fns";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { createFormInContext } from "./support/forms";

const SHOTS = process.env.YQ_SHOTS_DIR;

describe("dashboard and forms list", () => {
  it("shows a new form as a Draft card, blocks a second mowing form, deletes with confirm and ends empty", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);

    await page.goto(`${server.url}/forms`);
    await page.getByRole("heading", { name: "Launch Your Lawn Care Quote System" }).waitFor();
    await page.getByText("Create and manage your lawn care service forms").waitFor();
    expect(await page.getByRole("button", { name: "Create Quote System" }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/forms-empty-1280.png`, fullPage: true });

    const { id } = await createFormInContext(context, server.url, { name: "Backyard Mowing" });
    await createFormInContext(context, server.url, {
      name: "Winter Plowing",
      formType: "snow_quote",
      status: "published",
      description: "Driveways and walkways cleared after every storm.",
    });

    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.getByText("Welcome to your forms dashboard").waitFor();
    const totalForms = page.getByText("Total Forms").locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]");
    await totalForms.getByText("2", { exact: true }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Forms" }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Backyard Mowing" });
    await card.waitFor();
    expect(await page.getByRole("listitem").count()).toBe(2);
    // Newest first.
    expect(await page.getByRole("listitem").first().textContent()).toContain("Winter Plowing");
    for (const text of [
      "Draft",
      "Mowing Quote",
      "No description provided",
      "0 views",
      `Created ${format(new Date(), "MMM d, yyyy")}`,
    ]) {
      expect(await card.getByText(text, { exact: false }).first().isVisible()).toBe(true);
    }
    const winter = page.getByRole("listitem").filter({ hasText: "Winter Plowing" });
    expect(await winter.getByText("Published", { exact: true }).isVisible()).toBe(true);
    expect(await winter.getByText("Snow Removal Quote").isVisible()).toBe(true);
    const preview = card.getByRole("link", { name: "Preview" });
    expect(await preview.getAttribute("href")).toBe(`/forms/embed/${id}`);
    expect(await preview.getAttribute("target")).toBe("_blank");
    expect(await card.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(`/forms/${id}`);
    expect(await card.getByRole("link", { name: "Details" }).getAttribute("href")).toBe(`/forms/${id}/details`);
    expect(await card.getByRole("link", { name: "Submissions" }).getAttribute("href")).toBe(`/forms/${id}/submissions`);

    await page
      .getByText(
        "You have reached the limit of one mowing quote form per account. Edit your existing form to make changes.",
      )
      .waitFor();
    // New Form asks for the type; only a second Mowing Quote is refused.
    await page.getByRole("button", { name: "New Form" }).click();
    await page.getByRole("dialog", { name: "New Form" }).getByRole("button", { name: "Mowing Quote" }).click();
    await page.getByText("Form Limit Reached").waitFor();
    // The dialog stays open for another type; Escape closes it.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "New Form" }).waitFor({ state: "detached" });
    expect(page.url()).toBe(`${server.url}/forms`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/forms-1280.png`, fullPage: true });

    await card.getByRole("button", { name: "Delete Form" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog
      .getByText(
        "Are you sure you want to delete this form? This will also delete all associated form submissions. This action cannot be undone.",
      )
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-dialog-1280.png` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await card.isVisible()).toBe(true);

    await card.getByRole("button", { name: "Delete Form" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Form and all its submissions deleted successfully").waitFor();
    await card.waitFor({ state: "detached" });
    // The mowing slot is free again.
    await page.getByText("You have reached the limit", { exact: false }).waitFor({ state: "detached" });

    await winter.getByRole("button", { name: "Delete Form" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("heading", { name: "Launch Your Lawn Care Quote System" }).waitFor();
    await page.getByRole("button", { name: "Create Quote System" }).click();
    await page.getByRole("dialog", { name: "New Form" }).getByRole("button", { name: "Mowing Quote" }).click();
    await page.waitForURL("**/forms/new");
    assertNoErrors();
    await context.close();
  });

  it("lays the cards out in one column at 390 px", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 });
    await signUpInContext(context, server.url);
    for (const [name, formType] of [
      ["Front Lawn", "mowing_quote"],
      ["Side Yard", "other"],
    ] as const) {
      await createFormInContext(context, server.url, {
        name,
        formType,
        description:
          "A description long enough to wrap onto a second line and then some more text so that it is clamped to two lines on a phone.",
      });
    }
    await page.goto(`${server.url}/forms`);
    const items = page.getByRole("listitem");
    await items.first().waitFor();
    const [a, b] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
    expect(a && b && b.y > a.y + a.height - 1 && Math.abs(a.x - b.x) < 1).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/forms-390.png`, fullPage: true });
      await page.goto(`${server.url}/dashboard`);
      await page.getByText("Total Submissions").waitFor();
      await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    }
    assertNoErrors();
    await context.close();
  });

  it("shows the skeleton while loading and the dashboard's messages when the server fails", async ({
    openPage,
    server,
  }) => {
    const allow = [/status of 500/, /status of 401/];
    const { page, context, assertNoErrors } = await openPage(undefined, allow);
    await signUpInContext(context, server.url);
    await createFormInContext(context, server.url, { name: "Slow Lawn" });

    // The list answers late: three skeleton cards first, then the real card.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/forms`);
    await page.getByRole("status", { name: "Loading forms" }).waitFor();
    expect(await page.getByTestId("form-card-skeleton").count()).toBe(3);
    release();
    await page.getByRole("listitem").filter({ hasText: "Slow Lawn" }).waitFor();
    await page.unroute("**/api/forms");

    // A failed delete keeps the form and says why.
    await page.route("**/api/forms/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "Disk on fire" }),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Delete Form" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Failed to delete form: Disk on fire").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByRole("listitem").filter({ hasText: "Slow Lawn" }).isVisible()).toBe(true);

    // Statistics that fail show zeros and the dashboard's toast (after one retry).
    let statsCalls = 0;
    await page.route("**/api/dashboard/stats", (route) => {
      statsCalls++;
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) });
    });
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByText("Failed to load dashboard statistics. Please try refreshing the page.")
      .waitFor({ timeout: 15_000 });
    expect(statsCalls).toBe(2);
    expect(await page.getByText("Total Forms").isVisible()).toBe(true);
    expect(await page.getByText("0", { exact: true }).count()).toBe(2);

    // An expired session on the statistics call leads to sign-in.
    await page.unroute("**/api/dashboard/stats");
    await page.route("**/api/dashboard/stats", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: "expired" }) }),
    );
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL("**/auth");
    await page.getByText("Session Expired").waitFor();
    assertNoErrors();
    await context.close();
  });
});
