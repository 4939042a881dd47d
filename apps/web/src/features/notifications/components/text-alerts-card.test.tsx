// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { TextAlertsCard } from "./text-alerts-card";

type SmsSettings = {
  available: boolean;
  unavailableReason: string | null;
  phone: string | null;
  verified: boolean;
  alertsEnabled: boolean;
  customerConfirmation: boolean;
};

const NONE: SmsSettings = {
  available: true,
  unavailableReason: null,
  phone: null,
  verified: false,
  alertsEnabled: true,
  customerConfirmation: false,
};

/** The owner's text alerts as the server keeps them: a code goes to the number, 123456 verifies it. */
function smsServer() {
  let settings = { ...NONE };
  return new Hono()
    .get("/api/sms", (c) => c.json(settings))
    .post("/api/sms/code", async (c) => {
      const { phone } = (await c.req.json()) as { phone: string };
      settings = { ...settings, phone: `+1${phone.replace(/\D/g, "")}` };
      return c.json(settings);
    })
    .post("/api/sms/verify", async (c) => {
      const { code } = (await c.req.json()) as { code: string };
      if (code !== "123456") return c.json({ error: "That code is not right. Check the text and try again." }, 400);
      settings = { ...settings, verified: true };
      return c.json(settings);
    })
    .patch("/api/sms", async (c) => {
      settings = { ...settings, ...((await c.req.json()) as Partial<SmsSettings>) };
      return c.json(settings);
    });
}

describe("the text alerts card", () => {
  it("sends a code to the number, refuses a wrong code, and verifies the right one", async () => {
    const { user, sent } = renderApp(<TextAlertsCard />, { server: smsServer() });
    await user.type(await screen.findByLabelText("Mobile number"), "(555) 123-4567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Code sent to +15551234567");

    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That code is not right. Check the text and try again.",
    );

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Mobile number verified")).toBeTruthy();
    expect(screen.getByText("+15551234567").tagName).toBe("STRONG");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent.filter((r) => r.method === "POST").map((r) => [r.path, r.body])).toEqual([
      ["/api/sms/code", { phone: "(555) 123-4567" }],
      ["/api/sms/verify", { code: "000000" }],
      ["/api/sms/verify", { code: "123456" }],
    ]);
  });

  it("turns the customer confirmation on", async () => {
    const { user, sent } = renderApp(<TextAlertsCard />, { server: smsServer() });
    await user.type(await screen.findByLabelText("Mobile number"), "5551234567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText(/^Code sent to/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    const confirm = await screen.findByRole("switch", { name: "Text customers a confirmation when they accept" });
    expect(confirm.getAttribute("aria-checked")).toBe("false");
    await user.click(confirm);
    expect(
      (
        await screen.findByRole("switch", { name: "Text customers a confirmation when they accept", checked: true })
      ).getAttribute("aria-checked"),
    ).toBe("true");
    expect(sent.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([{ customerConfirmation: true }]);
  });

  it("says why when the server cannot send texts", async () => {
    const server = new Hono().get("/api/sms", (c) =>
      c.json({ ...NONE, available: false, unavailableReason: "this server has no SMS provider set up." }),
    );
    renderApp(<TextAlertsCard />, { server });
    expect(
      await screen.findByText("Text alerts are not available: this server has no SMS provider set up."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Mobile number")).toBeNull();
  });
});
