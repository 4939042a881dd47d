// The README's picture of the product, taken from the real thing:
//   npm run build && node --import tsx scripts/docs-screenshot.mjs
// Starts the built server on a free port with a throw-away DATA_DIR, signs an owner up, creates and
// publishes a mowing form, and photographs its builder (the steps beside the live preview of what a
// homeowner sees) at 1280 x 800 into docs/images/public-form-offer.png.
import fs from "node:fs";
import path from "node:path";
import { defaultFormDocument } from "../packages/form-schema/src/defaults.ts";
import { launchBrowser } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { signUpDemoOwner } from "./demo-owner.mjs";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(root, "docs/images/public-form-offer.png");

const server = await startServer();
const base = server.url;
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const headers = await signUpDemoOwner(context, base);
  const doc = {
    ...defaultFormDocument(),
    name: "Weekly Mowing Quote",
    description: "Instant mowing prices by yard size",
    formType: "mowing_quote",
    status: "published",
  };
  const created = await context.request.post(`${base}/api/forms`, { data: doc, headers });
  if (!created.ok()) throw new Error(`creating the form failed: ${created.status()} ${await created.text()}`);
  const { id } = await created.json();

  // A homeowner part-way through: contact details given, a service and a yard size chosen, the
  // offer on screen with its prices per visit.
  const page = await context.newPage();
  await page.goto(`${base}/forms/embed/${id}`);
  await page.getByLabel("Name").fill("Sam Rivera");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Phone").fill("(555) 123-4567");
  await page.getByLabel("Zip Code").fill("62701");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("radio", { name: /Mowing Service/ }).check();
  await page.getByRole("radio", { name: /Medium Yard/ }).check();
  await page.getByRole("heading", { name: "Your Offer" }).waitFor();
  await page.getByRole("radio", { name: /^Bi-Weekly/ }).check();
  await page.getByRole("heading", { name: "Your Offer" }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await page.screenshot({ type: "png" }));
  console.log(`${path.relative(root, file)}: ${Math.round(fs.statSync(file).size / 1024)} KB`);
} finally {
  await browser.close();
  await server.stop();
}
