import { ACCEPTED_QUOTE, VISITOR_CONTACT } from "@yq/form-schema/testing/visitor-answers";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type ReceivedWebhook } from "../apps/server/src/test/webhook-receiver";
import { signUpInContext } from "./support/accounts";
import { describe, expect, standalone, test } from "./support/fixtures";
import { publishForm } from "./support/published-form";
import { vi } from "vitest";

const it = test
  .extend(
    "receiver",
    { scope: "file" },
    standalone(async (onCleanup) => {
      const receiver = await startWebhookReceiver();
      onCleanup(() => receiver.stop());
      return receiver;
    }),
  )
  // The receiver listens on 127.0.0.1, which the server refuses as a target unless told otherwise.
  .extend("serverEnv", { scope: "file" }, { WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on" });

const SHOTS = process.env.SCREENSHOT_DIR;

const verify = (secret: string, hook: ReceivedWebhook) =>
  new Webhook(secret).verify(hook.body, {
    "webhook-id": hook.headers["webhook-id"]!,
    "webhook-timestamp": hook.headers["webhook-timestamp"]!,
    "webhook-signature": hook.headers["webhook-signature"]!,
  }) as { type: string; data: Record<string, unknown> };

/** Once `check` holds: the receiver's list grows as webhooks arrive. */
const until = (check: () => boolean, timeoutMs = 20_000) =>
  vi.waitFor(() => expect(check(), "condition not met in time").toBe(true), { timeout: timeoutMs, interval: 100 });

describe("webhooks", () => {
  it("an owner adds a webhook, keeps the secret shown once, sends a test event and gets signed leads", async ({
    openPage,
    receiver,
    server,
  }) => {
    const { page, context, assertNoErrors } = await openPage(undefined, [/status of 400/]);
    await signUpInContext(context, server.url);
    const formId = await publishForm(context, server.url);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: "Webhooks" }).first().click();
    await page.getByRole("heading", { name: "Webhooks" }).waitFor();
    await page.getByText("No webhooks yet. Add one below.").waitFor();

    // A wrong address gets the server's reason, and nothing is created.
    await page.getByLabel("Endpoint URL").fill("ftp://files.example.com/in");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await page.getByRole("alert").filter({ hasText: "The address must start with https://." }).waitFor();

    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("Description (optional)").fill("My CRM");
    await page.getByRole("checkbox", { name: /lead\.started/ }).click();
    await page.getByRole("button", { name: "Add webhook" }).click();
    await page.getByText("Copy your signing secret now. It is shown only once.").waitFor();
    const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-secret-1280.png`, fullPage: true });
    await page.getByRole("button", { name: "I saved it" }).click();
    await expect(page.getByTestId("webhook-secret").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Send test event" }).click();
    await page.getByRole("table", { name: "Delivery log" }).getByText("webhook.test").waitFor({ timeout: 20_000 });
    await page.getByRole("table", { name: "Delivery log" }).getByText("200").waitFor();
    expect(verify(secret, receiver.received[0]!).type).toBe("webhook.test");

    // A visitor's lead arrives at the receiver, signed with the same secret.
    const lead = await (
      await fetch(`${server.url}/api/public/forms/${formId}/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(VISITOR_CONTACT),
      })
    ).json();
    const answer = await fetch(`${server.url}/api/public/leads/${lead.leadId}/response`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...ACCEPTED_QUOTE, token: lead.token }),
    });
    expect(answer.status).toBe(201);
    await until(() => receiver.received.length >= 3);
    const types = receiver.received.map((r) => verify(secret, r).type);
    expect(types).toEqual(["webhook.test", "lead.started", "lead.completed"]);
    expect(verify(secret, receiver.received[2]!).data).toMatchObject({ leadId: lead.leadId, response: "accept" });

    await page.getByRole("table", { name: "Delivery log" }).getByText("lead.completed").waitFor({ timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-log-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-log-390.png`, fullPage: true });

    // Turning it off is saved.
    await page.getByRole("switch").click();
    await page.getByText("Off", { exact: true }).waitFor();
    const list = await (await context.request.get(`${server.url}/api/webhooks`)).json();
    expect(list[0].enabled).toBe(false);
    assertNoErrors();
    await context.close();
  });
});
