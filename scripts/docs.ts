// `npm run docs`: writes the pages generated from the repository itself, docs/configuration.md (from
// apps/server/src/env.ts) and docs/decisions/README.md (from the records); docs.test.ts fails while
// a committed page differs from what this writes.
import { writeFileSync } from "node:fs";
import { INDEX_FILE, indexMarkdown } from "./decisions-index";
import { CONFIGURATION_FILE, configurationMarkdown } from "./docs-config";

writeFileSync(CONFIGURATION_FILE, await configurationMarkdown());
writeFileSync(INDEX_FILE, await indexMarkdown());
console.log("Wrote docs/configuration.md and docs/decisions/README.md");
