import fs from "node:fs";
import path from "node:path";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import { setRole, signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";

const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

describe("admin area", () => {
  it("sends a user away with Access Denied", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage();
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL("**/auth");
    await page.getByText("Please sign in with an admin account to access this area").waitFor();
    assertNoErrors();
    await context.close();
  });

  it("an admin changes a user's role", async ({ browser, openPage, server }) => {
    const target = await browser.newContext();
    const { email: targetEmail } = await signUpInContext(target, server.url);
    const { page, context, assertNoErrors } = await openPage();
    const { email } = await signUpInContext(context, server.url);
    setRole(server, email, "super_admin");

    await page.goto(`${server.url}/admin`);
    await page.getByText("Total Users").waitFor();
    await page.getByRole("link", { name: "User Management" }).click();
    await page.waitForURL("**/admin/users");
    const row = page.getByRole("row").filter({ hasText: targetEmail });
    await row.getByRole("button", { name: /Change role of/ }).click();
    const dialog = page.getByRole("dialog", { name: "Update User Role" });
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "admin", exact: true }).click();
    await dialog.getByRole("button", { name: "Update Role" }).click();
    await page.getByText("User role updated successfully").waitFor();
    await row.getByRole("button", { name: /Change role of .* \(admin\)/ }).waitFor();

    const me = await target.request.get(`${server.url}/api/account/me`);
    expect((await me.json()).role).toBe("admin");
    assertNoErrors();
    await Promise.all([context.close(), target.close()]);
  });

  it("manages the GIF library and migrates misplaced owner media", async ({ openPage, server }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 415/]);
    const { email } = await signUpInContext(context, server.url);
    setRole(server, email, "admin");

    await page.goto(`${server.url}/admin/yard-size-media`);
    await page.getByRole("tab", { name: "Medium Yard" }).click();
    const panel = page.getByRole("tabpanel", { name: "Medium Yard" });
    await panel.getByText("No media uploaded yet").waitFor();
    await panel
      .getByLabel("GIF file for Medium Yard")
      .setInputFiles({ name: "fake.gif", mimeType: "image/gif", buffer: Buffer.from("not a gif at all") });
    await page.getByText("Please upload a GIF file").waitFor();
    await panel
      .getByLabel("GIF file for Medium Yard")
      .setInputFiles({ name: "medium-lawn.gif", mimeType: "image/gif", buffer: GIF });
    await page.getByText("Media uploaded successfully").waitFor();
    await panel.getByRole("img", { name: "Active", exact: true }).waitFor();
    await panel.getByRole("switch", { name: "Active: medium-lawn.gif" }).click();
    await page.getByText("Media status updated").waitFor();
    await panel.getByRole("img", { name: "Inactive" }).waitFor();
    await panel.getByRole("button", { name: "Delete medium-lawn.gif" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Media deleted successfully").waitFor();
    await panel.getByText("No media uploaded yet").waitFor();

    // A legacy "{size}/{formId}-{name}" file in the owner media bucket.
    const created = await context.request.post(`${server.url}/api/forms`, {
      data: defaultFormDocument(),
      headers: { origin: server.url },
    });
    const { id } = await created.json();
    const legacy = path.join(server.dataDir, "uploads/form-yard-size-media/small", `${id}-old.gif`);
    fs.mkdirSync(path.dirname(legacy), { recursive: true });
    fs.writeFileSync(legacy, GIF);

    await page.goto(`${server.url}/admin/settings`);
    await page.getByText("Media Management").waitFor();
    await page.getByRole("link", { name: "Open Media Migration" }).click();
    await page.getByText(`small/${id}-old.gif`, { exact: true }).waitFor();
    expect(await page.getByText(`${id}/small/${id}-old.gif`, { exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Start Migration" }).click();
    await page.getByText("1 files migrated successfully, 0 failed.").first().waitFor();
    await page.getByText("No files to migrate").first().waitFor();
    expect(fs.existsSync(path.join(server.dataDir, "uploads/form-yard-size-media", id, "small", `${id}-old.gif`))).toBe(
      true,
    );
    assertNoErrors();
    await context.close();
  });
});
