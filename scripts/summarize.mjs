// Prints the totals of every suite that ran, as "N passed, N failed[, N skipped]", preceded by one
// line per failure: a CI log is often read from its end only, and a failure far above the totals
// cannot be found there.
import fs from "node:fs";
import path from "node:path";

const dir = path.resolve(".tmp/results");
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text = "") =>
  text
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const suite = path.basename(file, ".json");
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (r.crashed) failures.push(`${suite}: the runner ended before reporting`);
  for (const testFile of r.testResults ?? []) {
    const name = path.relative(process.cwd(), testFile.name ?? "");
    const failedTests = (testFile.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failedTests)
      failures.push(`${suite}: ${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A test file that failed to load has no failed test but must still count as a failure.
    if (testFile.status === "failed" && failedTests.length === 0) {
      failed += 1;
      failures.push(`${suite}: ${name} did not run: ${firstLine(testFile.message)}`);
    }
  }
}
if (failures.length) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
