import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The checkout's root: the folder above this file whose package.json is the workspace's. Found by
 * walking up, so it holds both for the TypeScript sources (tsx, tests) and for the server bundle
 * in apps/server/dist that `npm start` runs.
 */
function findRepoRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).name === "yardquote") return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No YardQuote checkout (package.json named "yardquote") above ${start}`);
  }
}

const repoRoot = findRepoRoot();
export const webDist = path.join(repoRoot, "apps/web/dist");
export const embedDist = path.join(repoRoot, "apps/embed/dist");
export const migrationsFolder = path.join(repoRoot, "apps/server/src/db/migrations");
