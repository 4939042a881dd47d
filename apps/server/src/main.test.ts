import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, startServer, type RunningServer } from "../../../e2e/support/server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-main-"));
const servers: RunningServer[] = [];
// Folders passed to startServer as DATA_DIR are the test's to remove (each holds a database).
const dataDirs = [dataDir];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
}

async function signIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0].split(";")[0];
  const me = await fetch(`${url}/api/account/me`, { headers: { cookie } });
  return (await me.json()) as { role: string };
}

// PGlite-only behaviour: the PostgreSQL run of the suite skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the server process on the embedded database", () => {
  it(
    "locks DATA_DIR, takes CLI commands while running, stops cleanly and keeps its data",
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
      const first = await startServer(env);
      servers.push(first);
      const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: first.url },
        body: JSON.stringify({
          email: "ops@example.com",
          password: "password-123",
          companyName: "Green Lawns",
          name: "",
        }),
      });
      expect(signUp.status).toBe(200);

      const promote = cli("set-role", "ops@example.com", "admin");
      expect(promote.stderr).toBe("");
      expect(promote.stdout).toContain("ops@example.com is now admin.");
      expect((await signIn(first.url, "ops@example.com", "password-123")).role).toBe("admin");

      const unknown = cli("set-role", "nobody@example.com", "admin");
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain("No account uses the email nobody@example.com.");

      await expect(startServer(env)).rejects.toThrow(
        `The data folder ${dataDir} is already in use by another running server`,
      );
      expect((await fetch(`${first.url}/api/account/session`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => first.process.once("exit", resolve));
      first.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

      const offline = cli("set-role", "ops@example.com", "super_admin");
      expect(offline.stdout).toContain("ops@example.com is now super_admin.");

      const second = await startServer(env);
      servers.push(second);
      expect((await signIn(second.url, "ops@example.com", "password-123")).role).toBe("super_admin");
    },
  );

  it("takes over a lock left by a process that died", { timeout: 60_000 }, async () => {
    const crashedDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-crash-"));
    dataDirs.push(crashedDir);
    fs.writeFileSync(path.join(crashedDir, "server.lock"), "999999");
    const server = await startServer({ DATA_DIR: crashedDir, DATABASE_URL: "" });
    servers.push(server);
    expect((await fetch(`${server.url}/api/account/session`)).status).toBe(200);
  });

  it("rejects a bad command line with its usage", () => {
    const res = cli("set-role", "someone@example.com", "owner");
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("Usage: npm run cli -- set-role <email> <user|admin|super_admin>");
  });
});
