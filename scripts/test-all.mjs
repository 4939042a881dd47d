// `npm test`: unit, integration and browser suites; every suite runs even when one fails.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!process.env.KEEP_RESULTS) fs.rmSync(".tmp/results", { recursive: true, force: true });
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status ?? 1;

// Built first: the browser journeys serve the build, and a few integration tests check it.
const statuses = [
  run("npm", ["run", "build", "--silent"]),
  run(process.execPath, ["scripts/run-suite.mjs", "unit", "--project", "unit"]),
  run(process.execPath, ["scripts/run-suite.mjs", "integration", "--project", "integration"]),
  run(process.execPath, ["scripts/run-suite.mjs", "e2e", "--config", "e2e/vitest.config.ts"]),
];
const totals = run(process.execPath, ["scripts/summarize.mjs"]);
process.exit(statuses.some((s) => s !== 0) || totals !== 0 ? 1 : 0);
