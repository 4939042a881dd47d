import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_ARGS } from "../../scripts/build-server.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * A server process must not outlive its test run, whatever fails: a set-up that fails half way
 * (say, the browser does not start) never reaches its stop(). Under vitest the process is listed
 * in the run's folder (TEST_SERVERS_DIR, server-bundle.setup.ts) and killed by the run's
 * teardown (a vitest worker ends by a signal, so its own exit handlers do not run); anywhere else,
 * it is killed when this process exits.
 */
export function endsWithThisProcess(child: ChildProcess) {
  const registry = process.env.TEST_SERVERS_DIR;
  if (registry && child.pid) {
    const entry = path.join(registry, String(child.pid));
    fs.writeFileSync(entry, "");
    child.once("exit", () => fs.rmSync(entry, { force: true }));
    return;
  }
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  child.once("exit", () => process.off("exit", kill));
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /** The running process (a new one after each restart). */
  readonly process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  /** Starts the stopped server again, on the same port and DATA_DIR (what a restart keeps). */
  restart: () => Promise<void>;
};

/**
 * Starts the real server as `npm start` does (its bundle, built by `npm run build` or the test
 * suite's global setup) on a free port and a fresh DATA_DIR.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "yq-e2e-"));
  const url = `http://localhost:${port}`;
  let output = "";
  let child: ChildProcess | undefined;
  const launch = async () => {
    const proc = spawn(process.execPath, SERVER_ARGS, {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    endsWithThisProcess(proc);
    let mine = "";
    const collect = (d: Buffer) => {
      output += d;
      mine += d;
    };
    proc.stdout!.on("data", collect);
    proc.stderr!.on("data", collect);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${mine}`)), 100_000);
      proc.stdout!.on("data", () => {
        if (mine.includes("is running at")) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}):\n${mine}`));
      });
    });
  };
  const stop = async () => {
    // A process ended by a signal has no exit code: it has stopped all the same.
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  };
  await launch();
  return {
    url,
    port,
    dataDir,
    get process() {
      return child!;
    },
    output: () => output,
    stop: async () => {
      await stop();
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await stop();
      await launch();
    },
  };
}
