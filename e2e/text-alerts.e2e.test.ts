import { startTwilioStandIn, TWILIO_TEST_ENV } from "../apps/server/src/test/twilio-stand-in";
import { signUpInContext } from "./support/accounts";
import { describe, expect, standalone, test } from "./support/fixtures";
import { vi } from "vitest";

const it = test
  .extend(
    "twilio",
    { scope: "file" },
    standalone(async (onCleanup) => {
      const twilio = await startTwilioStandIn();
      onCleanup(() => twilio.stop());
      return twilio;
    }),
  )
  .extend("serverEnv", { scope: "file" }, async ({ twilio }) => ({ ...TWILIO_TEST_ENV, TWILIO_API_BASE: twilio.url }));

const SHOTS = process.env.SCREENSHOT_DIR;

/** What `find` finds once the stand-in has received it (its list grows as texts arrive). */
const until = <T>(find: () => T | undefined, timeoutMs = 20_000): Promise<T> =>
  vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error("condition not met in time");
      return found;
    },
    { timeout: timeoutMs, interval: 100 },
  );

describe("text alerts", () => {
  it("an owner verifies a mobile number by the texted code and turns on customer confirmations", async ({
    openPage,
    server,
    twilio,
  }) => {
    const { page, context, assertNoErrors } = await openPage({ width: 390, height: 844 }, [/status of 400/]);
    await signUpInContext(context, server.url);
    await page.goto(`${server.url}/profile`);
    await page.getByRole("heading", { name: "Text Alerts" }).waitFor();
    await page.getByLabel("Mobile number").fill("(555) 301-0001");
    await page.getByRole("button", { name: "Send code" }).click();
    const text = await until(() => twilio.sent.find((m) => m.to === "+15553010001"));
    const code = /code is (\d{6})/.exec(text.body)![1]!;

    await page.getByLabel("Code sent to +15553010001").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").filter({ hasText: "That code is not right." }).waitFor();
    await page.getByLabel("Code sent to +15553010001").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Alerts go to").waitFor();
    await page.getByRole("switch", { name: "Text customers a confirmation when they accept" }).click();
    await expect
      .poll(async () => (await (await context.request.get(`${server.url}/api/sms`)).json()).customerConfirmation)
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-alerts-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-alerts-1280.png`, fullPage: true });
    assertNoErrors();
    await context.close();
  });
});
