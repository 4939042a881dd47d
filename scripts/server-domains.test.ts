import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { folderCycles, folderImports, mapEdges, mermaidGraph, type DomainMap } from "./server-domains";

// The server's domains call one way: apps/server/src/domain-map.json lists whom each
// domain may call, eslint.config.js builds its zones from it, and this checks the code, the map
// and the map's picture in docs/architecture.md against each other.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "apps/server/src");
const TEST_SUPPORT = ["test", "fuzz"];
const PICTURE_HEADING = "### The domain map";
const map = JSON.parse(readFileSync(path.join(src, "domain-map.json"), "utf8")) as DomainMap;
const domains = Object.keys(map.calls);
const imports = folderImports(src, TEST_SUPPORT);
const pair = (i: { from: string; to: string }) => `${i.from} -> ${i.to}`;

describe("the server's domain map", () => {
  it("declares every folder of apps/server/src, as a domain or as the ground, and nothing else", () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !TEST_SUPPORT.includes(entry.name))
      .map(({ name }) => name);
    expect([...domains, ...map.ground].sort()).toEqual(folders.sort());
    expect(domains.filter((d) => map.ground.includes(d))).toEqual([]);
  });

  it("lets a domain call only declared domains, never the ground by name, and draws no cycle", () => {
    for (const [from, to] of mapEdges(map)) {
      expect(domains, `${from} -> ${to}`).toContain(to);
      expect(to, `${from} -> ${to}`).not.toBe(from);
    }
    expect(folderCycles(mapEdges(map))).toEqual([]);
  });

  it("allows every import between two folders, type-only ones too", () => {
    const allowed = (from: string, to: string) =>
      map.ground.includes(to) || (!map.ground.includes(from) && (map.calls[from] ?? []).includes(to));
    const refused = imports
      .filter((i) => !allowed(i.from, i.to))
      .map((i) => `${pair(i)}: ${i.file} imports ${i.typeOnly ? "type " : ""}"${i.specifier}"`);
    expect(refused).toEqual([]);
  });

  it("lists only calls the code makes, so the map says what is", () => {
    const made = new Set(imports.map(pair));
    expect(mapEdges(map).filter(([from, to]) => !made.has(`${from} -> ${to}`))).toEqual([]);
  });

  it("leaves no cycle among the folders through value imports", () => {
    const values = imports.filter((i) => !i.typeOnly).map((i): [string, string] => [i.from, i.to]);
    expect(values.length).toBeGreaterThan(100);
    expect(folderCycles(values)).toEqual([]);
  });

  it("is the picture in docs/architecture.md: the same domains, the same calls", () => {
    const picture = mermaidGraph(readFileSync(path.join(root, "docs/architecture.md"), "utf8"), PICTURE_HEADING);
    expect(picture.nodes).toEqual([...domains, ...map.ground].sort());
    expect(picture.edges).toEqual(mapEdges(map));
  });
});

describe("the domain map's readers", () => {
  it("find each group of folders that reach each other, and none in a one-way graph", () => {
    const edges: [string, string][] = [
      ["quotes", "leads"],
      ["leads", "mail"],
      ["mail", "leads"],
      ["sms", "webhooks"],
      ["webhooks", "sms"],
      ["quotes", "sms"],
    ];
    expect(folderCycles(edges)).toEqual([
      ["leads", "mail"],
      ["sms", "webhooks"],
    ]);
    expect(folderCycles(edges.filter(([from]) => from !== "mail" && from !== "webhooks"))).toEqual([]);
  });

  it("read a picture's labelled nodes and edges, and refuse a line they cannot read", () => {
    const page = (body: string) => `# Page\n\n${PICTURE_HEADING}\n\n\`\`\`mermaid\n${body}\n\`\`\`\n`;
    const graph = mermaidGraph(
      page(
        "flowchart TD\n  %% a comment\n  subgraph ground [The ground]\n    db\n  end\n  follow_ups[follow-ups] --> leads\n  quotes --> follow_ups",
      ),
      PICTURE_HEADING,
    );
    expect(graph).toEqual({
      nodes: ["db", "follow-ups", "leads", "quotes"],
      edges: [
        ["follow-ups", "leads"],
        ["quotes", "follow-ups"],
      ],
    });
    expect(() => mermaidGraph(page("flowchart TD\n  quotes --> leads & mail"), PICTURE_HEADING)).toThrow(
      /Unreadable line/,
    );
    expect(() => mermaidGraph("# Page\n", PICTURE_HEADING)).toThrow(/No mermaid block/);
  });
});
