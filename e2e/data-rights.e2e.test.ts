import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { VISITOR_CONTACT } from "@yq/form-schema/testing/visitor-answers";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { publishForm } from "./support/published-form";
import { repoRoot, type RunningServer } from "./support/server";

// An owner's data rights in the browser: the export downloads as a zip holding
// the form and its leads, one lead is deleted from its details on the customer's request, and the
// account is deleted from the profile's danger zone; a super admin then reads all three in the
// audit log. Pictures of the danger zone and the audit page at 1280 and 390 px go to .tmp/screens.

const SCREENS = path.join(repoRoot, ".tmp", "screens");
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
};

/** The documented way to make an admin: the CLI, which asks the running server. */
function setRole(server: RunningServer, email: string, role: string) {
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", "set-role", email, role], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir },
    stdio: "pipe",
  });
}

let visitors = 0;

async function visitorLead(server: RunningServer, formId: string, name: string) {
  // An email and a phone of their own: the same ones within the owner's window are one person.
  const n = ++visitors;
  const answers = { ...VISITOR_CONTACT.answers, name, email: `visitor${n}@example.com`, phone: `(555) 60${n}-1234` };
  const res = await fetch(`${server.url}/api/public/forms/${formId}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...VISITOR_CONTACT, answers }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { leadId: string }).leadId;
}

describe("data rights", () => {
  it("an owner exports their data, deletes a lead and then the account; the super admin sees it all", async ({
    openPage,
    server,
  }) => {
    // The wrong password below is answered 400, which the browser logs.
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 400/]);
    const { email, password } = await signUpInContext(context, server.url);
    const formId = await publishForm(context, server.url);
    const kept = await visitorLead(server, formId, "Robin Keep");
    const erased = await visitorLead(server, formId, "Robin Erase");

    // The export: one zip with the form and both leads.
    await page.goto(`${server.url}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^yardquote-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = Buffer.concat(await (await download.createReadStream()).toArray());
    const files = unzipSync(new Uint8Array(zip));
    expect(JSON.parse(strFromU8(files["account.json"])).user.email).toBe(email);
    const leads = JSON.parse(strFromU8(files[`forms/${formId}/leads.json`])) as { leadId: string }[];
    expect(leads.map((l) => l.leadId).sort()).toEqual([kept, erased].sort());

    // One lead deleted from its details, after a confirmation.
    await page.goto(`${server.url}/forms/${formId}/submissions`);
    await page.getByRole("row", { name: "Lead Robin Erase" }).click();
    const details = page.getByRole("dialog");
    await details.getByRole("button", { name: "Delete lead" }).click();
    const confirmLead = page.getByRole("alertdialog", { name: "Delete this lead?" });
    await confirmLead.getByRole("button", { name: "Delete lead" }).click();
    await page.getByText("The lead and all its records have been deleted.").waitFor();
    await page.getByRole("row", { name: "Lead Robin Erase" }).waitFor({ state: "detached" });
    await page.getByRole("row", { name: "Lead Robin Keep" }).waitFor();
    const listed = await context.request.get(`${server.url}/api/forms/${formId}/leads`);
    expect(((await listed.json()) as { leads: { id: string }[] }).leads.map((l) => l.id)).toEqual([kept]);

    // The danger zone, at both widths.
    await page.goto(`${server.url}/profile`);
    const zone = page.getByRole("region", { name: "Danger Zone" });
    await zone.getByRole("button", { name: "Delete account" }).scrollIntoViewIfNeeded();
    await shot(page, "danger-zone-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await zone.getByRole("button", { name: "Delete account" }).scrollIntoViewIfNeeded();
    await shot(page, "danger-zone-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Deleting the account: the word and the password, a wrong password first.
    await zone.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
    const go = confirm.getByRole("button", { name: "Delete my account" });
    expect(await go.isDisabled()).toBe(true);
    await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
    await confirm.getByLabel("Password").fill("not-my-password");
    await shot(page, "danger-zone-dialog-1280");
    await go.click();
    await confirm.getByText("That password is not right. Your account was not deleted.").waitFor();
    await confirm.getByLabel("Password").fill(password);
    await go.click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText("Your account and all its data have been deleted.").waitFor();
    const session = await context.request.get(`${server.url}/api/account/session`);
    expect(await session.json()).toBeNull();
    const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email, password },
      headers: { origin: server.url },
    });
    expect(signIn.status()).toBe(401);
    assertNoErrors();

    // The super admin's audit log names the three events, newest first, filtered by action.
    const admin = await openPage();
    const { email: adminEmail } = await signUpInContext(admin.context, server.url);
    setRole(server, adminEmail, "super_admin");
    await admin.page.goto(`${server.url}/admin`);
    await admin.page.getByRole("link", { name: "Audit Log" }).click();
    await admin.page.waitForURL("**/admin/audit");
    const table = admin.page.getByRole("table", { name: "Audit entries" });
    await table.getByText("Account deleted").waitFor();
    const rows = await table.getByRole("row").allTextContents();
    const order = ["Account deleted", "Lead deleted", "Data exported"].map((label) =>
      rows.findIndex((row) => row.includes(label)),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(rows.join("\n")).not.toContain(email);
    await shot(admin.page, "audit-log-1280");
    await admin.page.getByLabel("Filter by action").click();
    await admin.page.getByRole("option", { name: "Lead deleted" }).click();
    await admin.page.waitForURL(/action=lead\.deleted/);
    await table.getByText("Account deleted").waitFor({ state: "detached" });
    expect(await table.getByText(erased).count()).toBe(1);
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await admin.page.getByLabel("Filter by action").click();
    await admin.page.getByRole("option", { name: "All actions" }).click();
    await admin.page.getByRole("list", { name: "Audit entries" }).getByText("Account deleted").waitFor();
    await shot(admin.page, "audit-log-390");
    admin.assertNoErrors();
  });
});
