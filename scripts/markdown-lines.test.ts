import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Prettier wraps prose at 120 characters (.prettierrc.json, proseWrap), but it cannot wrap a table
// row, a code line or a long link; 160 is the hard limit for every line, so a table whose cells do
// not fit becomes a list.
const LIMIT = 160;
const root = path.resolve(import.meta.dirname, "..");
// Tracked files and new ones not ignored, so a page is checked before its first commit.
const pages = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((page) => page && existsSync(path.join(root, page)));

describe(`Markdown lines are at most ${LIMIT} characters`, () => {
  it("finds the Markdown files", () => {
    expect(pages).toContain("README.md");
  });

  it.each(pages)("%s", (page) => {
    const long = readFileSync(path.join(root, page), "utf8")
      .split("\n")
      .map((line, i) => ({ line: i + 1, length: [...line].length }))
      .filter(({ length }) => length > LIMIT);
    expect(long).toEqual([]);
  });
});
