// Finds import cycles among our own TypeScript files. Static imports and re-exports count, type-only
// ones too: a cycle of types still ties two modules' designs together, and ESLint's
// import-x/no-cycle skips them, which is how the quote form's cycles went unnoticed. A dynamic
// import() does not count: it is the lazy-loading seam, evaluated after both modules exist.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** An alias such as the web app's "@/" and the folder it stands for. */
export type Alias = { prefix: string; dir: string };

/** The file a relative or aliased specifier names, or null for packages and anything outside `files`. */
function resolveSpecifier(from: string, specifier: string, files: Set<string>, aliases: Alias[]): string | null {
  const alias = aliases.find((a) => specifier.startsWith(a.prefix));
  if (!alias && !specifier.startsWith(".")) return null;
  const base = alias
    ? path.resolve(alias.dir, specifier.slice(alias.prefix.length))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ]) {
    if (files.has(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each file's imports of other files in the same folder tree. */
export function importGraph(dir: string, aliases: Alias[] = []): Map<string, string[]> {
  const files = new Set(sourceFiles(path.resolve(dir)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const specifiers = source.statements.flatMap((s) =>
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
      s.moduleSpecifier &&
      ts.isStringLiteral(s.moduleSpecifier)
        ? [s.moduleSpecifier.text]
        : [],
    );
    const targets = specifiers
      .map((specifier) => resolveSpecifier(file, specifier, files, aliases))
      .filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Cycles met by a depth-first walk, each as the files around it (the first repeated at the end).
 * Empty exactly when the graph has no cycle; when cycles share files, not every one is listed.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        cycles.set([...cycle].sort().join("|"), [...cycle, next]);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}
