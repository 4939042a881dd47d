import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { endsWithThisProcess, freePort, repoRoot } from "../../e2e/support/server";
import { SERVER_ARGS } from "../../scripts/build-server.mjs";

/** One shared secret, as every server behind one load balancer must have. */
const SHARED_AUTH_SECRET = "load-and-fault-tests-shared-secret-0123456789";

export type ServerProcess = {
  url: string;
  port: number;
  pid: () => number | undefined;
  output: () => string;
  /** SIGKILL: no shutdown handler runs, connections and transactions are cut where they are. */
  kill9: () => Promise<void>;
  /** Starts the process again on the same port and DATA_DIR. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

type Options = { databaseUrl: string; env?: Record<string, string>; port?: number };

/** The real server (its bundle, as `npm start` runs it) in its own process, on PostgreSQL. */
export async function startServerProcess({ databaseUrl, env = {}, port: wanted }: Options): Promise<ServerProcess> {
  const port = wanted ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-load-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = "";

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(process.execPath, SERVER_ARGS, {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: url,
          AUTH_SECRET: SHARED_AUTH_SECRET,
          LOG_LEVEL: "warn",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      endsWithThisProcess(proc);
      let mine = "";
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${mine}`)), 60_000);
      const collect = (d: Buffer) => {
        output += d;
        mine += d;
        if (mine.includes("is running at")) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout!.on("data", collect);
      proc.stderr!.on("data", collect);
      proc.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${mine}`));
      });
    });

  const exited = (proc: ChildProcess) =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => proc.once("exit", () => r()));

  await launch();
  return {
    url,
    port,
    pid: () => child?.pid,
    output: () => output,
    kill9: async () => {
      if (!child) return;
      const done = exited(child);
      child.kill("SIGKILL");
      await done;
    },
    restart: launch,
    stop: async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        const done = exited(child);
        child.kill("SIGTERM");
        await done;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
