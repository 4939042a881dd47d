import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type Alias } from "./import-cycles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const relative = (cycle: string[]) => cycle.map((file) => path.relative(root, file)).join(" -> ");

// Browser code and the shared packages stay free of import cycles of any kind (decision 036).
const CHECKED: { dir: string; aliases?: Alias[] }[] = [
  { dir: "packages/quote-form/src" },
  { dir: "packages/form-schema/src" },
  { dir: "apps/web/src", aliases: [{ prefix: "@/", dir: path.join(root, "apps/web/src") }] },
  { dir: "apps/embed/src" },
];

describe("import cycles", () => {
  it.each(CHECKED)("there are none in $dir", ({ dir, aliases }) => {
    expect(importCycles(importGraph(path.join(root, dir), aliases)).map(relative)).toEqual([]);
  });

  it("are found through type-only, dynamic and aliased imports, and not through packages", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "yq-cycles-"));
    try {
      mkdirSync(path.join(dir, "steps"));
      writeFileSync(path.join(dir, "form.tsx"), 'import { lazy } from "react";\nexport const Step = lazy(() => import("./steps/step"));\n');
      writeFileSync(path.join(dir, "steps/step.tsx"), 'import type { Doc } from "~/doc";\nexport const step = (d: Doc) => d;\n');
      writeFileSync(path.join(dir, "doc.ts"), 'import type { Step } from "./form";\nexport type Doc = { step?: typeof Step };\n');
      writeFileSync(path.join(dir, "alone.ts"), 'import { z } from "zod";\nexport const alone = z;\n');
      const cycles = importCycles(importGraph(dir, [{ prefix: "~/", dir }])).map((c) => c.map((f) => path.relative(dir, f)));
      expect(cycles).toEqual([["doc.ts", "form.tsx", "steps/step.tsx", "doc.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
