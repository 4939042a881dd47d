import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The repository's own ESLint config on one-line probes (as lint-boundaries.test.ts does): a
// package's `testing` entry may be imported by tests and their support, never by production code
// (its fixture answers, tiny files and stored forms must not ship with the product).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loading the config, the TypeScript parser and the resolver takes seconds on a busy machine.
  await eslint.lintText("export {};\n", { filePath: path.join(root, "apps/web/src/lib/warm-up.ts") });
}, 60_000);

const FIXTURE = 'import { VISITOR_ANSWERS as value } from "@yq/form-schema/testing/visitor-answers";';

async function testingErrors(file: string, importLine = FIXTURE) {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = value;\n`, {
    filePath: path.join(root, file),
  });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("testing entries", () => {
  it("stop production code of every app and package importing one, by name or by relative path", async () => {
    for (const file of [
      "apps/server/src/quotes/probe.ts",
      "apps/web/src/features/forms/components/probe.tsx",
      "apps/embed/src/probe.ts",
      "packages/quote-form/src/probe.tsx",
    ]) {
      expect(await testingErrors(file), file).toEqual([expect.stringContaining("A testing entry is for tests")]);
    }
    const relative = 'import { VISITOR_ANSWERS as value } from "./testing/visitor-answers";';
    expect(await testingErrors("packages/form-schema/src/probe.ts", relative)).toEqual([
      expect.stringContaining("A testing entry is for tests"),
    ]);
  });

  it("let tests and test support import one, and production code import @testing-library", async () => {
    for (const file of [
      "apps/server/src/quotes/probe.test.ts",
      "apps/server/src/test/probe.ts",
      "apps/web/src/test/probe.tsx",
      "apps/web/src/features/form-builder/components/builder-test-probe.ts",
      "packages/form-schema/src/testing/probe.ts",
    ]) {
      expect(await testingErrors(file), file).toEqual([]);
    }
    const library = 'import { screen as value } from "@testing-library/react";';
    expect(await testingErrors("apps/web/src/lib/probe.ts", library)).toEqual([]);
  });

  it("keep the browser apps' own restriction beside it", async () => {
    const [result] = await eslint.lintText('import { value } from "@yq/server/env";\nexport const probe = value;\n', {
      filePath: path.join(root, "apps/web/src/lib/probe.ts"),
    });
    expect(result.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
  });
});
