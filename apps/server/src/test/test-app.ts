import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app";
import type { AppDeps } from "../app-env";
import { createDeps } from "../deps";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { openTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a real database of its own, with a temporary DATA_DIR. */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-app-"));
  const env = loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent", ...envOverrides });
  const database = await openTestDatabase();
  const deps: AppDeps = createDeps(env, database, createLogger(env.LOG_LEVEL));
  const app = createApp(deps);

  /** A browser-like caller: keeps its cookies and sends our Origin on mutations. */
  function client() {
    let cookie = "";
    const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const init: RequestInit = { method, headers: { origin: TEST_ORIGIN, ...headers } };
      if (cookie) (init.headers as Record<string, string>).cookie = cookie;
      if (body instanceof FormData || typeof body === "string" || body instanceof Uint8Array) {
        init.body = body as BodyInit;
      } else if (body !== undefined) {
        (init.headers as Record<string, string>)["content-type"] = "application/json";
        init.body = JSON.stringify(body);
      }
      const res = await app.request(url, init);
      const setCookie = res.headers.getSetCookie();
      for (const line of setCookie) {
        const [pair] = line.split(";");
        const [name] = pair.split("=");
        const rest = cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`));
        if (!/Max-Age=0/i.test(line) && pair.split("=")[1]) rest.push(pair);
        cookie = rest.join("; ");
      }
      return res;
    };
    return {
      get: (url: string, headers?: Record<string, string>) => call("GET", url, undefined, headers),
      post: (url: string, body?: unknown, headers?: Record<string, string>) => call("POST", url, body, headers),
      patch: (url: string, body?: unknown, headers?: Record<string, string>) => call("PATCH", url, body, headers),
      put: (url: string, body?: unknown, headers?: Record<string, string>) => call("PUT", url, body, headers),
      delete: (url: string, headers?: Record<string, string>) => call("DELETE", url, undefined, headers),
      get cookie() {
        return cookie;
      },
    };
  }

  let counter = 0;
  /** Signs up a fresh account and returns a client signed in as it. */
  async function signUp(email = `owner${++counter}-${Date.now()}@example.com`, password = "correct-horse-1") {
    const c = client();
    const res = await c.post("/api/auth/sign-up/email", { email, password, companyName: "Green Lawns", name: "" });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const me = await c.get("/api/account/me");
    const { user } = (await me.json()) as { user: { id: string } };
    return Object.assign(c, { email, password, userId: user.id });
  }

  async function close() {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, deps, db: database.db, env, client, signUp, close };
}
