// Prints the totals of every suite that ran, as "N passed, N failed[, N skipped]".
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(".tmp/results");
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A test file that failed to load has no failed test but must still count as a failure.
  for (const suite of r.testResults ?? []) {
    if (suite.status === "failed" && !(suite.assertionResults ?? []).some((a) => a.status === "failed")) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
