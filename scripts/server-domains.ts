// The server's folders, the imports between them and the picture of its domain map, read for
// server-domains.test.ts. Only production files count: tests and the test support
// (src/test, src/fuzz) may reach any domain to set up or observe what they test.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** apps/server/src/domain-map.json: the ground, and the domains each domain may call. */
export type DomainMap = { ground: string[]; calls: Record<string, string[]> };

/** One import from a file of one folder to a file of another. */
export type FolderImport = { from: string; to: string; file: string; specifier: string; typeOnly: boolean };

const TEST_FILE = /\.test\.tsx?$/;

function productionFiles(dir: string, skip: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return skip.includes(name) ? [] : productionFiles(full, []);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") && !TEST_FILE.test(name) ? [full] : [];
  });
}

/** Each relative specifier of a file, and whether it only brings types (`import type`, `export type`). */
function specifiersOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      // A dynamic import() still runs the other folder's code: it counts as a value import here.
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith("."));
}

/**
 * The imports from one top-level folder of `srcDir` into another, production files only. Files at
 * the root (app.ts, api.ts, deps.ts, main.ts: the wiring) belong to no folder and are left out.
 */
export function folderImports(srcDir: string, skip: string[]): FolderImport[] {
  const folderOf = (file: string) => {
    const parts = path.relative(srcDir, file).split(path.sep);
    return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
  };
  return productionFiles(srcDir, skip).flatMap((file) => {
    const from = folderOf(file);
    if (!from) return [];
    return specifiersOf(file).flatMap(({ specifier, typeOnly }) => {
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      return to && to !== from ? [{ from, to, file: path.relative(srcDir, file), specifier, typeOnly }] : [];
    });
  });
}

/** The groups of folders that reach each other (strongly connected, Tarjan), each sorted; none when acyclic. */
export function folderCycles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const nodes = [...new Set(edges.flat())].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || next.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return cycles;
}

/** The map's calls as edges, sorted. */
export const mapEdges = (map: DomainMap): [string, string][] =>
  Object.entries(map.calls)
    .flatMap(([from, calls]) => calls.map((to): [string, string] => [from, to]))
    .sort((a, b) => a.join(" ").localeCompare(b.join(" ")));

const NODE = String.raw`([A-Za-z][\w]*)(?:\[([\w-]+)\])?`;
const EDGE_LINE = new RegExp(`^${NODE}\\s*-->\\s*${NODE}$`);
const NODE_LINE = new RegExp(`^${NODE}$`);

/**
 * The nodes and edges of the Mermaid flowchart that follows `heading` in a Markdown page. A node
 * is named by its label (`follow_ups[follow-ups]`) or else by its id; the page may use only
 * `flowchart`, `%%` comments, `subgraph`/`end`, lone nodes and `a --> b`, so no edge can hide in a
 * line this reader skips.
 */
export function mermaidGraph(markdown: string, heading: string): { nodes: string[]; edges: [string, string][] } {
  const afterHeading = markdown.split(`\n${heading}\n`)[1];
  const block = afterHeading?.match(/```mermaid\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`No mermaid block after "${heading}"`);
  const labels = new Map<string, string>();
  const name = (id: string, label: string | undefined) => {
    if (label) labels.set(id, label);
    return id;
  };
  const nodes = new Set<string>();
  const edges: [string, string][] = [];
  for (const raw of block.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("%%") || /^flowchart (TD|TB|BT|LR|RL)$/.test(line) || line === "end") continue;
    if (/^subgraph [\w-]+(\s*\[[^\]]*\])?$/.test(line)) continue;
    const edge = line.match(EDGE_LINE);
    const node = line.match(NODE_LINE);
    if (edge) {
      const [from, to] = [name(edge[1], edge[2]), name(edge[3], edge[4])];
      nodes.add(from).add(to);
      edges.push([from, to]);
    } else if (node) nodes.add(name(node[1], node[2]));
    else throw new Error(`Unreadable line in the mermaid block: "${line}"`);
  }
  const named = (id: string) => labels.get(id) ?? id;
  return {
    nodes: [...nodes].map(named).sort(),
    edges: edges
      .map(([from, to]): [string, string] => [named(from), named(to)])
      .sort((a, b) => a.join(" ").localeCompare(b.join(" "))),
  };
}
