import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../apps/server/src/db/client";
import { describe, expect } from "./support/fixtures";
import { lawnTest as it } from "./support/lawn-fixtures";
import { drawRectangle, findElmStreet, reachMeasuring, shownArea } from "./support/lawn-map";
import { waitForMails } from "./support/xss-mail";

// A follow-up link reopens the quote where the visitor left it: the lawn they
// outlined back on the map with its area and price, and the frequency they had picked. The
// server recorded the quote shown, priced by itself.

const SHOTS = process.env.YQ_SHOTS_DIR ?? "/tmp/yq-visitor-path-shots";

describe("a follow-up link reopens a measured lawn", () => {
  it("restores the outline, its area and tier, and the frequency picked, and the accept uses them", async ({
    openPage,
    server,
    publishedForm,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const first = await openPage({ width: 1280, height: 900 });
    await reachMeasuring(first.page, `${server.url}/forms/embed/${publishedForm}`);
    await findElmStreet(first.page);
    await drawRectangle(first.page, 200, 100);
    const area = await shownArea(first.page);
    await first.page.getByText(/Medium yard: Weekly \$49/).waitFor();
    // The quote shown is reported after a pause (service-step.tsx): the visitor leaves once the
    // server has answered the report of the bi-weekly quote.
    const reported = first.page.waitForResponse(
      (res) => res.url().endsWith("/prices-shown") && res.request().postDataJSON()?.plan === "biweekly",
    );
    await first.page.getByRole("radio", { name: /^Bi-Weekly/ }).check();
    expect((await reported).ok()).toBe(true);
    first.assertNoErrors();
    await first.context.close();

    // Three hours pass (the lead is made older while the server is stopped).
    await server.stop();
    const database = await openPglite(path.join(server.dataDir, "pg"));
    type Shown = { quote: { yardSize: string; chosen: { frequency: string } | null }; lawn_area_sq_ft: number };
    const shown = await database.db.execute(
      sql`select quote, lawn_area_sq_ft from lead_prices_shown order by created_at desc limit 1`,
    );
    const last = shown.rows[0] as unknown as Shown;
    expect(last.quote.yardSize).toBe("medium");
    expect(last.quote.chosen?.frequency).toBe("biweekly");
    expect(Math.abs(last.lawn_area_sq_ft - area)).toBeLessThanOrEqual(1);
    await database.db.execute(sql`update form_submissions set created_at = created_at - interval '3 hours'`);
    await database.close();
    await server.restart();

    const mails = await waitForMails(server.dataDir, { lead_follow_up: 1 }, 60_000);
    const link = /(http:\/\/localhost:\d+\/forms\/embed\/[^\s"<]+\?resume=[\w-]+)/
      .exec(mails.find((m) => m.kind === "lead_follow_up")!.text)![1]!
      .replace(/localhost:\d+/, new URL(server.url).host);

    const back = await openPage({ width: 390, height: 844 });
    const { page } = back;
    await page.goto(link);
    await page.getByRole("heading", { name: "Measure your lawn" }).waitFor();
    expect(await page.getByRole("radio", { name: /Mowing Service/ }).isChecked()).toBe(true);
    // The outline is back on the map, with the same area and the measured price.
    await expect.poll(() => page.locator(".yq-map path:not(.yq-address-pin path)").count()).toBeGreaterThan(0);
    expect(Math.abs((await shownArea(page)) - area)).toBeLessThanOrEqual(1);
    await page.getByText(/Medium yard: Weekly \$49/).waitFor();
    await page.getByRole("heading", { name: "Your Offer" }).waitFor();
    expect(await page.getByRole("radio", { name: /^Bi-Weekly/ }).isChecked()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/resumed-lawn-390.png`, fullPage: true });
    await page.getByRole("button", { name: /^Accept bi-weekly/ }).click();
    await page.getByRole("heading", { name: "Quote Accepted" }).waitFor();
    expect(await page.locator(".yq-summary-row").allInnerTexts()).toContainEqual(
      expect.stringMatching(new RegExp(`^Yard size\\s+Medium \\(${area.toLocaleString("en-US")} sq ft measured\\)$`)),
    );
    back.assertNoErrors();
    await back.context.close();
  });
});
