// Embedded mode: start time and idle memory (RSS) of the server on PGlite.
// Targets (decision 015): start <= 3 s, idle RSS <= 400 MB. Prints the measured figures.
// Start time is from spawning `node apps/server/dist/main.mjs` (what `npm start` runs) to its "is running at"
// line; BENCH_STARTS (default 3) starts on the existing database, the median is the figure.
// The machine's load average is printed too: on a busy machine start time is not comparable.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, SERVER_ARGS } from "../scripts/build-server.mjs";

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-bench-start-"));

function start() {
  const began = performance.now();
  const child = spawn(process.execPath, SERVER_ARGS, {
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

await buildServer();
const runs = Math.max(1, Number(process.env.BENCH_STARTS ?? 3));
const first = await start();
await stop(first.child);
const times = [];
let idle = 0;
for (let i = 0; i < runs; i++) {
  const run = await start();
  times.push(run.ms);
  if (i === runs - 1) {
    await fetch(`http://127.0.0.1:${port}/`); // one page served, as after a real start
    await new Promise((r) => setTimeout(r, 5000));
    idle = rssMb(run.child.pid);
  }
  await stop(run.child);
}
fs.rmSync(dataDir, { recursive: true, force: true });
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const verdict = (ok) => (ok ? "met" : "MISSED");

console.log(
  `machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}, node ${process.version}`,
);
console.log(`first start (creates the database): ${(first.ms / 1000).toFixed(2)} s`);
console.log(
  `start on an existing database:      ${(median / 1000).toFixed(2)} s median of ${runs} (${times.map((t) => (t / 1000).toFixed(2)).join(", ")}) (target <= 3 s: ${verdict(median <= 3000)})`,
);
console.log(`idle RSS after 5 s:                  ${idle.toFixed(0)} MB (target <= 400 MB: ${verdict(idle <= 400)})`);
