// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import type { WebhookEndpointView } from "../api/get-webhooks";
import { WebhooksPage } from "./webhooks-page";

const SECRET = "whsec_3f9a1c7e5b2d4f60a8c1e3b5d7f9a2c4";

const endpoint = (url: string): WebhookEndpointView => ({
  id: "0b6c1d2e-3f40-4a51-8b62-7c83d94e0f15",
  url,
  description: "Jobber",
  events: ["lead.completed"],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
});

/** The owner's webhooks, none at first; a POST adds one and answers its secret, once. */
function webhooksServer() {
  const endpoints: WebhookEndpointView[] = [];
  return new Hono()
    .get("/api/webhooks", (c) => c.json(endpoints))
    .post("/api/webhooks", async (c) => {
      const body = (await c.req.json()) as { url: string };
      const created = endpoint(body.url);
      endpoints.push(created);
      return c.json({ endpoint: created, secret: SECRET }, 201);
    });
}

describe("the webhooks page", () => {
  it("adds an endpoint, lists it, and shows its signing secret until the owner says it is saved", async () => {
    const { user, sent } = renderApp(<WebhooksPage />, { server: webhooksServer() });
    expect(await screen.findByText("No webhooks yet. Add one below.")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add a webhook" });
    await user.type(within(form).getByLabelText("Endpoint URL"), "https://hooks.example.com/yq");
    await user.type(within(form).getByLabelText("Description (optional)"), "Jobber");
    await user.click(within(form).getByRole("button", { name: "Add webhook" }));

    expect((await screen.findByTestId("webhook-secret")).textContent).toBe(SECRET);
    expect(await screen.findByText("https://hooks.example.com/yq")).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/api/webhooks",
        body: { url: "https://hooks.example.com/yq", description: "Jobber", events: ["lead.completed"] },
      },
    ]);

    await user.click(screen.getByRole("button", { name: "I saved it" }));
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("keeps the address and says why when the server refuses it", async () => {
    const server = new Hono()
      .get("/api/webhooks", (c) => c.json([]))
      .post("/api/webhooks", (c) => c.json({ error: "The address must use https." }, 400));
    const { user } = renderApp(<WebhooksPage />, { server });
    const url = await screen.findByLabelText("Endpoint URL");
    await user.type(url, "https://10.0.0.1/hook");
    await user.click(screen.getByRole("button", { name: "Add webhook" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The address must use https.");
    expect(url).toHaveProperty("value", "https://10.0.0.1/hook");
    expect(screen.queryByTestId("webhook-secret")).toBeNull();
  });
});
