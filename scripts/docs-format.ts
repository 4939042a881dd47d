// Generated Markdown goes through Prettier with the repository's own options for its path, so the
// committed files are what both the generator and `prettier --write` produce, and neither undoes
// the other.
import path from "node:path";
import * as prettier from "prettier";

export const repoRoot = path.resolve(import.meta.dirname, "..");

export async function formatMarkdown(source: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...options, filepath });
}
