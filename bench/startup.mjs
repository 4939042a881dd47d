// Embedded mode: start time and idle memory (RSS) of the server on PGlite.
// Targets (issue 9): start <= 3 s, idle RSS <= 400 MB. Prints the measured figures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-bench-start-"));

function start() {
  const began = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      if (String(d).includes("is running at")) resolve({ child, ms: performance.now() - began });
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function stop(child) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

const first = await start();
await stop(first.child);
const second = await start();
await fetch(`http://127.0.0.1:${port}/`); // one page served, as after a real start
await new Promise((r) => setTimeout(r, 5000));
const idle = rssMb(second.child.pid);
await stop(second.child);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`first start (creates the database): ${(first.ms / 1000).toFixed(2)} s`);
console.log(`start on an existing database:      ${(second.ms / 1000).toFixed(2)} s (target <= 3 s)`);
console.log(`idle RSS after 5 s:                  ${idle.toFixed(0)} MB (target <= 400 MB)`);
