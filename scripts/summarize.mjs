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
/**
 * A browser wait that timed out says only "locator.click: Timeout 30000ms exceeded" on its first
 * line: the element it waited for and the line of the journey come from its call log and stack.
 */
const whereItWaited = (text = "") => {
  const waited = text.match(/waiting for (.{1,160})/)?.[1];
  const blocked = text
    .match(/.{0,120}(intercepts pointer events|element is not \w+)/g)
    ?.at(-1)
    ?.trim();
  const at = text.match(/[\w./-]+\.test\.ts:\d+/)?.[0];
  return [waited && `waiting for ${waited}`, blocked, at && `at ${at}`].filter(Boolean).join(", ");
};
const failureText = (text) => [firstLine(text), whereItWaited(text)].filter(Boolean).join(" | ");

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
      failures.push(`${suite}: ${name} > ${a.fullName}: ${failureText(a.failureMessages?.[0])}`);
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
