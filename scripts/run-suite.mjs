// Runs one vitest suite and keeps its JSON results in .tmp/results/<name>.json for the totals line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [name, ...args] = process.argv.slice(2);
const dir = path.resolve(".tmp/results");
fs.mkdirSync(dir, { recursive: true });
const outputFile = path.join(dir, `${name}.json`);
fs.rmSync(outputFile, { force: true });
const result = spawnSync(
  process.execPath,
  [
    "node_modules/vitest/vitest.mjs",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outputFile}`,
  ],
  { stdio: "inherit", env: process.env },
);
if (!fs.existsSync(outputFile)) {
  // The runner died before reporting: record it as a failure so totals never hide it.
  fs.writeFileSync(
    outputFile,
    JSON.stringify({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0, crashed: true }),
  );
}
process.exit(result.status ?? 1);
