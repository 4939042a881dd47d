// `npm run docs`: writes the pages generated from the repository itself, docs/configuration.md (from
// apps/server/src/env.ts) and docs/decisions/README.md (from the records); docs.test.ts fails while
// a committed page differs from what this writes. Each page is written on its own, so a problem in
// one (a missing record number without its note) does not hold back the other.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { INDEX_FILE, indexMarkdown } from "./decisions-index";
import { CONFIGURATION_FILE, configurationMarkdown } from "./docs-config";
import { repoRoot } from "./docs-format";

const pages: [string, () => Promise<string>][] = [
  [CONFIGURATION_FILE, configurationMarkdown],
  [INDEX_FILE, indexMarkdown],
];
for (const [file, markdown] of pages) {
  try {
    writeFileSync(file, await markdown());
    console.log(`Wrote ${path.relative(repoRoot, file)}`);
  } catch (error) {
    console.error(`${path.relative(repoRoot, file)} not written: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
