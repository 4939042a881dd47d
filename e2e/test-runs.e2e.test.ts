import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { createFormInContext } from "./support/forms";
import { fillContact } from "./support/visitor";

// The owner tries their form from the builder's Preview: what they send is a test
// run, kept out of the submissions, shown apart and cleared there.
describe("the owner's test runs", () => {
  it("a lead sent from Preview is no submission: it is listed as a test run and cleared", async ({
    openPage,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    await signUpInContext(context, server.url);
    const { id } = await createFormInContext(context, server.url, { name: "Try Me Lawns", status: "published" });

    await page.goto(`${server.url}/forms/${id}/edit`);
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: "Preview Form" }).first().click();
    const preview = await opened;
    await preview.waitForLoadState();
    expect(new URL(preview.url()).searchParams.get("test")).toBe("1");
    await preview.getByText(/^Test run:/).waitFor();
    await fillContact(preview, { name: "Owner Trying", email: "owner-try@example.com", phone: "(555) 404-1234" });
    await preview.getByRole("checkbox").check();
    const testRuns = async () =>
      ((await (await context.request.get(`${server.url}/api/forms/${id}/test-runs`)).json()) as { total: number })
        .total;
    await expect.poll(testRuns).toBe(1);
    await preview.close();

    await page.goto(`${server.url}/forms/${id}/submissions`);
    await page.getByText("0 total submissions").waitFor();
    const section = page.getByRole("region", { name: "Test runs (1)" });
    await section.getByText("Owner Trying").waitFor();
    await section.getByRole("button", { name: "Clear test runs" }).click();
    await section.waitFor({ state: "detached" });
    expect(await testRuns()).toBe(0);
    assertNoErrors();
  });
});

// One person, one lead: a visitor who reloads the form and starts again is the lead
// they started, however often; their accept is that lead's.
describe("a visitor who comes back", () => {
  it("reloads five times and accepts: one lead in the owner's list", async ({ openPage, server }) => {
    const owner = await openPage({ width: 1280, height: 900 });
    await signUpInContext(owner.context, server.url);
    const { id } = await createFormInContext(owner.context, server.url, { name: "Reload Lawns", status: "published" });

    const { page, assertNoErrors } = await openPage({ width: 1280, height: 900 });
    const started = async () => {
      await fillContact(page, { name: "Robin Reload", email: "robin@example.com", phone: "(555) 303-1234" });
      const lead = page.waitForResponse((r) => r.url().includes(`/api/public/forms/${id}/leads`));
      await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
      return ((await (await lead).json()) as { leadId: string }).leadId;
    };
    await page.goto(`${server.url}/forms/embed/${id}`);
    const first = await started();
    for (let i = 0; i < 5; i++) {
      await page.reload();
      expect(await started()).toBe(first);
    }
    await page.getByRole("radio", { name: /Mowing Service/ }).check();
    await page.getByRole("radio", { name: /Small Yard/ }).check();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: /^Accept weekly/ }).click();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    assertNoErrors();

    await owner.page.goto(`${server.url}/forms/${id}/submissions`);
    await owner.page.getByText("1 total submission").first().waitFor();
    await owner.page.getByRole("row").filter({ hasText: "Robin Reload" }).getByText("Accepted").waitFor();
    owner.assertNoErrors();
  });
});
