// Re-takes the landing page carousel screenshots from the real product:
//   npm run build && node --import tsx scripts/capture-screenshots.mjs
// Starts the server on a free port with a throw-away DATA_DIR, creates an owner with three forms,
// photographs the form builder, the form list and the public form at 1280x800, and writes WebP
// files (encoded by Chromium itself) 1200, 800 and 480 pixels wide, the landing page's srcset, to
// apps/web/src/features/landing/screenshots/.
import fs from "node:fs";
import path from "node:path";
import { defaultFormDocument } from "../packages/form-schema/src/defaults.ts";
import { launchBrowser } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { signUpDemoOwner } from "./demo-owner.mjs";
import { buildServer } from "./build-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/web/src/features/landing/screenshots");
// Keep in step with SCREENSHOT_WIDTHS in screenshot-carousel.tsx.
const WIDTHS = [1200, 800, 480];

// The same server and browser the browser journeys use: the bundle `npm start` runs, on a free
// port with a throw-away DATA_DIR.
await buildServer();
const server = await startServer();
const base = server.url;
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const headers = await signUpDemoOwner(context, base);

  const ids = [];
  for (const [name, formType, description] of [
    ["Weekly Mowing Quote", "mowing_quote", "Instant mowing prices by yard size"],
    ["Snow Removal Quote", "snow_quote", "Driveway and walkway clearing"],
    ["Spring Cleanup", "other", "Beds, mulch and leaf removal"],
  ]) {
    const doc = { ...defaultFormDocument(), name, description, formType, status: "published" };
    const res = await context.request.post(`${base}/api/forms`, { data: doc, headers });
    if (!res.ok()) throw new Error(`creating a form failed: ${res.status()} ${await res.text()}`);
    ids.push((await res.json()).id);
  }

  const page = await context.newPage();
  const shots = {};
  const take = async (name, url, prepare = async () => {}) => {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await prepare();
    await page.waitForTimeout(800);
    shots[name] = await page.screenshot({ type: "png" });
  };
  await take("form-builder", `${base}/forms/${ids[0]}`);
  await take("form-list", `${base}/forms`);
  // A visitor part-way through: the service cards show once the phone number is complete.
  await take("form-preview", `${base}/forms/embed/${ids[0]}`, async () => {
    await page.getByLabel("Name").fill("Sam Rivera");
    await page.getByLabel("Email").fill("sam@example.com");
    await page.getByLabel("Phone").fill("555-123-4567");
    await page.waitForTimeout(1200);
    await page.mouse.wheel(0, 420);
  });

  // Chromium encodes WebP through a canvas: no image tool needed on the machine.
  const encoder = await browser.newPage();
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, png] of Object.entries(shots)) {
    for (const width of WIDTHS) {
      const dataUrl = await encoder.evaluate(
        async ({ src, width, height }) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext("2d");
          context.imageSmoothingQuality = "high";
          context.drawImage(img, 0, 0, width, height);
          return canvas.toDataURL("image/webp", 0.8);
        },
        { src: `data:image/png;base64,${png.toString("base64")}`, width, height: Math.round((width * 5) / 8) },
      );
      const file = path.join(outDir, `${name}-${width}.webp`);
      fs.writeFileSync(file, Buffer.from(dataUrl.split(",")[1], "base64"));
      console.log(`${path.relative(root, file)}: ${Math.round(fs.statSync(file).size / 1024)} KB`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
