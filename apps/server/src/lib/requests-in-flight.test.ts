import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { createTestApp, type TestApp } from "../test/test-app";
import { requestContext } from "./middleware";
import { BUSY_REQUESTS, requestsInFlight, serverBusy } from "./requests-in-flight";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("requests in flight", () => {
  it("counts each request from its first middleware until it is answered, failed ones too", async () => {
    const held: (() => void)[] = [];
    const app = new Hono<AppEnv>();
    app.use(requestContext(t.deps));
    app.get("/held", async (c) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return c.text("ok");
    });
    app.get("/fails", () => {
      throw new Error("a route that fails");
    });
    const before = requestsInFlight();

    const answers = Array.from({ length: BUSY_REQUESTS }, () => app.request("/held"));
    await expect.poll(() => held.length).toBe(BUSY_REQUESTS);
    expect(requestsInFlight()).toBe(before + BUSY_REQUESTS);
    expect(serverBusy()).toBe(true);

    held.splice(0, 1)[0]();
    expect((await answers[0]).status).toBe(200);
    expect(requestsInFlight()).toBe(before + BUSY_REQUESTS - 1);
    expect(serverBusy()).toBe(before + BUSY_REQUESTS - 1 >= BUSY_REQUESTS);

    expect((await app.request("/fails")).status).toBe(500);
    held.splice(0).forEach((release) => release());
    await Promise.all(answers);
    expect(requestsInFlight()).toBe(before);
  });
});
