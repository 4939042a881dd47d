import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-env";
import { sessions } from "../db/schema/auth";
import { createTestApp, type TestApp } from "../test/test-app";
import { localThenGlobal } from "./logout.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/account/logout", () => {
  it("signs this browser out, then ends every other session of the account", async () => {
    const laptop = await t.signUp();
    const phone = t.client();
    expect(
      (await phone.post("/api/auth/sign-in/email", { email: laptop.email, password: laptop.password })).status,
    ).toBe(200);
    const stranger = await t.signUp();
    expect((await phone.get("/api/account/me")).status).toBe(200);

    const res = await laptop.post("/api/account/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, everywhere: true });
    expect(res.headers.getSetCookie().some((line) => /session_token=;/.test(line) || /Max-Age=0/i.test(line))).toBe(
      true,
    );

    expect((await laptop.get("/api/account/me")).status).toBe(401);
    expect((await phone.get("/api/account/me")).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, laptop.userId))).toEqual([]);
    // Another account keeps its session.
    expect((await stranger.get("/api/account/me")).status).toBe(200);
  });

  it("answers 200 without a session: logging out twice is not an error", async () => {
    const res = await t.client().post("/api/account/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, everywhere: false });
  });
});

describe("local, then global", () => {
  const logged: string[] = [];
  const logger = { warn: (_: unknown, message: string) => logged.push(message) } as unknown as AppDeps["logger"];

  it("runs the local step first and only logs a failed global step", async () => {
    const order: string[] = [];
    const result = await localThenGlobal(
      async () => {
        order.push("local");
        return "cookie cleared";
      },
      async () => {
        order.push("global");
        throw new Error("database unavailable");
      },
      logger,
    );
    expect(order).toEqual(["local", "global"]);
    expect(result).toEqual({ local: "cookie cleared", everywhere: false });
    expect(logged).toEqual(["signed out here, but the account's other sessions could not be ended"]);
  });

  it("does not run the global step when the local one fails", async () => {
    let globalRan = false;
    await expect(
      localThenGlobal(
        async () => {
          throw new Error("no");
        },
        async () => {
          globalRan = true;
        },
        logger,
      ),
    ).rejects.toThrow("no");
    expect(globalRan).toBe(false);
  });
});
