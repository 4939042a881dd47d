// A visitor who hits the public form's per-address limit is told so and when to try again,
// not "Consent Required" (issue 15, item 7).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpInContext } from "./support/accounts";
import { launchBrowser, openPage } from "./support/browser";
import { publishForm } from "./support/published-form";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let browser: Browser;
let formId: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-limit-toast-"));

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, PUBLIC_LEADS_PER_IP: "1" }),
    launchBrowser(),
  ]);
  const owner = await browser.newContext();
  await signUpInContext(owner, server.url);
  formId = await publishForm(owner, server.url);
  await owner.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const width of [1280, 390]) {
  it(`tells a rate-limited visitor to try again later, with the time, at ${width} px`, async () => {
    const { page, context, assertNoErrors } = await openPage(browser, { width, height: 900 }, [/status of 429/]);
    await page.goto(`${server.url}/forms/embed/${formId}`);
    await page.getByLabel("Name").fill("Pat Visitor");
    await page.getByLabel("Email").fill(`pat-${width}@example.com`);
    await page.getByLabel("Phone").fill("(555) 123-4567");
    await page.getByLabel("Zip Code").fill("62701");
    // The first width's visitor starts the one lead this address may start; every later
    // attempt from the address is over the limit.
    if (width === 1280) {
      await page.getByLabel("I agree to the terms and conditions").check();
      await page.getByRole("radio", { name: /Mowing Service/ }).waitFor();
      await page.reload();
      await page.getByLabel("Name").fill("Pat Again");
      await page.getByLabel("Email").fill("pat-again@example.com");
      await page.getByLabel("Phone").fill("(555) 123-4567");
      await page.getByLabel("Zip Code").fill("62701");
    }
    await page.getByLabel("I agree to the terms and conditions").click();
    await page.getByText("Too Many Requests").first().waitFor();
    await page
      .getByText(/Please try again in \d+ minutes? \(at /)
      .first()
      .waitFor();
    expect(await page.getByLabel("I agree to the terms and conditions").isChecked()).toBe(true);

    await page.getByRole("radio", { name: /Mowing Service/ }).check();
    await page.getByRole("radio", { name: /Small Yard/ }).check();
    await page.getByRole("radio", { name: /^Weekly/ }).check();
    await page.getByRole("button", { name: /^Accept weekly/ }).click();
    await expect.poll(() => page.getByText("Too Many Requests").count()).toBeGreaterThan(0);
    expect(await page.getByText("Consent Required").count()).toBe(0);
    assertNoErrors();
    await context.close();
  });
}
