import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type Alias } from "./import-cycles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const relative = (cycle: string[]) => cycle.map((file) => path.relative(root, file)).join(" -> ");

// Browser code, the shared packages and the server stay free of
// import cycles of any kind.
const CHECKED: { dir: string; aliases?: Alias[] }[] = [
  { dir: "packages/quote-form/src" },
  { dir: "packages/form-schema/src" },
  { dir: "apps/web/src", aliases: [{ prefix: "@/", dir: path.join(root, "apps/web/src") }] },
  { dir: "apps/embed/src" },
  { dir: "apps/server/src" },
];

describe("import cycles", () => {
  it.each(CHECKED)("there are none in $dir", ({ dir, aliases }) => {
    expect(importCycles(importGraph(path.join(root, dir), aliases)).map(relative)).toEqual([]);
  });

  it("are found through static, type-only and aliased imports, not through import() or packages", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "yq-cycles-"));
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    try {
      mkdirSync(path.join(dir, "steps"));
      write(
        "form.tsx",
        'import { lazy } from "react";\nimport { step } from "./steps/step";\nexport const Form = lazy(() => import("./lazy"));\n',
      );
      write("steps/step.tsx", 'import type { Doc } from "~/doc";\nexport const step = (d: Doc) => d;\n');
      write("doc.ts", 'export type { Form as Doc } from "./form";\n');
      // Loaded lazily by form.tsx and importing it back: the lazy seam, not a cycle.
      write("lazy.tsx", 'import { Form } from "./form";\nexport default Form;\n');
      write("alone.ts", 'import { z } from "zod";\nexport const alone = z;\n');
      const cycles = importCycles(importGraph(dir, [{ prefix: "~/", dir }])).map((c) =>
        c.map((f) => path.relative(dir, f)),
      );
      expect(cycles).toEqual([["doc.ts", "form.tsx", "steps/step.tsx", "doc.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
