import fs from "node:fs";
import path from "node:path";
import { VISITOR_CONTACT } from "@yq/form-schema/testing/visitor-answers";
import { sql } from "drizzle-orm";
import { openPglite } from "../apps/server/src/db/client";
import { signUpInContext } from "./support/accounts";
import { describe, expect, test as it } from "./support/fixtures";
import { publishForm } from "./support/published-form";
import { waitForMails } from "./support/xss-mail";
import { closeDialogWithEscape } from "./support/browser";

const SHOTS = process.env.SCREENSHOT_DIR;

describe("follow-up of an unfinished quote", () => {
  it("the owner words the follow-up; the visitor who left gets it, comes back to the quote and accepts; the owner sees it", async ({
    openPage,
    server,
  }) => {
    const owner = await openPage();
    await signUpInContext(owner.context, server.url);
    const formId = await publishForm(owner.context, server.url);

    // The owner changes the subject in the builder's Settings step and publishes the change.
    await owner.page.goto(`${server.url}/forms/${formId}`);
    await owner.page.getByRole("heading", { name: "Edit Form" }).waitFor();
    await owner.page
      .getByRole("button", { name: /Settings/ })
      .first()
      .click();
    await owner.page.getByRole("heading", { name: "Follow-up Email" }).waitFor();
    expect(
      await owner.page.getByRole("switch", { name: "Follow Up Unfinished Quotes" }).getAttribute("aria-checked"),
    ).toBe("true");
    await owner.page.getByLabel("Email Subject").fill("Your Green Lawns quote is one click away");
    if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/follow-up-settings-1280.png`, fullPage: true });
    await owner.page.getByText("Unpublished changes.").waitFor();
    await owner.page.getByRole("button", { name: "Publish changes" }).click();
    await owner.page.getByRole("dialog").waitFor();
    await closeDialogWithEscape(owner.page);
    await owner.page.getByText("Unpublished changes.").waitFor({ state: "hidden" });

    // A visitor gives contact details and consent, then leaves.
    const res = await fetch(`${server.url}/api/public/forms/${formId}/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...VISITOR_CONTACT,
        answers: { ...VISITOR_CONTACT.answers, name: "Robin Left", email: "robin@example.com" },
      }),
    });
    expect(res.status).toBe(201);

    // Three hours pass (the lead is made older while the server is stopped), and the server runs again.
    await server.stop();
    const database = await openPglite(path.join(server.dataDir, "pg"));
    await database.db.execute(sql`update form_submissions set created_at = created_at - interval '3 hours'`);
    await database.close();
    await server.restart();

    const mails = await waitForMails(server.dataDir, { lead_follow_up: 1 }, 60_000);
    const mail = mails.find((m) => m.kind === "lead_follow_up")!;
    expect(fs.readFileSync(mail.file, "utf8")).toMatch(/Subject: Your Green Lawns quote is one click away/);
    const link = /(http:\/\/localhost:\d+\/forms\/embed\/[^\s"<]+\?resume=[\w-]+)/
      .exec(mail.text)![1]!
      .replace(/localhost:\d+/, new URL(server.url).host);

    const visitor = await openPage({ width: 390, height: 844 });
    await visitor.page.goto(link);
    await visitor.page.getByRole("radio", { name: /Mowing Service/ }).waitFor();
    expect(await visitor.page.getByLabel("Name").inputValue()).toBe("Robin Left");
    expect(visitor.page.url()).not.toContain("resume=");
    await visitor.page.getByRole("radio", { name: /Mowing Service/ }).check();
    await visitor.page.getByRole("radio", { name: /Medium Yard/ }).check();
    await visitor.page.getByRole("heading", { name: "Your Offer" }).waitFor();
    await visitor.page.getByRole("radio", { name: /^Weekly/ }).check();
    if (SHOTS) await visitor.page.screenshot({ path: `${SHOTS}/follow-up-resumed-390.png`, fullPage: true });
    await visitor.page.getByRole("button", { name: /^Accept weekly/ }).click();
    await visitor.page.getByRole("heading", { name: "Quote Accepted" }).waitFor();

    // The owner's list shows the lead answered, and that it came back through the follow-up.
    await owner.page.goto(`${server.url}/forms/${formId}/submissions`);
    const row = owner.page.getByRole("row").filter({ hasText: "Robin Left" }).first();
    await row.getByText("Came back").waitFor();
    await row.getByText("Accepted").waitFor();
    if (SHOTS) await owner.page.screenshot({ path: `${SHOTS}/follow-up-came-back-1280.png`, fullPage: true });
    owner.assertNoErrors();
    visitor.assertNoErrors();
    await owner.context.close();
    await visitor.context.close();
  });
});
