import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_GROUPS } from "../apps/server/src/env";
import {
  DECISIONS_DIR,
  GAP_NOTES,
  INDEX_FILE,
  gapsOf,
  indexMarkdown,
  parseStatus,
  readRecords,
  stillBinds,
} from "./decisions-index";
import { CONFIGURATION_FILE, citedDecisions, configurationMarkdown, defaultText } from "./docs-config";
import { repoRoot } from "./docs-format";
import { z } from "zod";

// The generated pages are committed so they read on any forge; these checks fail when a setting or a
// record changed and `npm run docs` was not run again.
describe("docs/configuration.md", () => {
  it("is what `npm run docs` writes from apps/server/src/env.ts", async () => {
    expect(readFileSync(CONFIGURATION_FILE, "utf8")).toBe(await configurationMarkdown());
  });

  it("describes every setting the server reads", () => {
    const undescribed = SETTING_GROUPS.flatMap(({ schema }) =>
      Object.entries(schema.shape).filter(([, setting]) => !setting.description),
    ).map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it("cites only decisions that have a record", () => {
    const numbers = new Set(readRecords().map((r) => r.number));
    expect(citedDecisions().filter((n) => !numbers.has(n))).toEqual([]);
  });

  it("states defaults as the server applies them", () => {
    expect(defaultText(z.coerce.number().default(3000))).toBe("default `3000`");
    expect(
      defaultText(
        z
          .enum(["on", "off"])
          .transform((v) => v === "on")
          .default(false),
      ),
    ).toBe("default `off`");
    expect(defaultText(z.string().default(""))).toBe("default empty");
    expect(defaultText(z.string().optional())).toBe("unset by default");
  });
});

describe("docs/decisions/README.md", () => {
  it("is what `npm run docs` writes from the records", async () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(await indexMarkdown());
  });

  it("reads a title and a Status line from every record, and a note for every missing number", () => {
    const records = readRecords();
    expect(records.length).toBeGreaterThan(70);
    expect(gapsOf(records).sort()).toEqual(Object.keys(GAP_NOTES).sort());
  });

  it("accepts the Status forms of the template and refuses any other way to say it", () => {
    const file = "test.md";
    expect(parseStatus("Status: Accepted (2026-11-21)", file)).toEqual({
      label: "Accepted",
      date: "2026-11-21",
      supersededBy: [],
      folded: null,
    });
    const partly = parseStatus(
      "Status: Superseded in part by [019](019-server-bundle.md), [058](058-public-form-first-step-rendered-on-the-server.md) (2026-11-21): what.",
      file,
    );
    expect(partly.supersededBy).toEqual(["019", "058"]);
    expect(() => parseStatus("Status: Superseded by decision 019 (2026-11-21)", file)).toThrow();
    expect(() => parseStatus("Status: Superseded by [019](019-no-such-record.md) (2026-11-21)", file)).toThrow();
    expect(() => parseStatus("Status: Accepted", file)).toThrow();
    expect(() => parseStatus("Status: Draft (2026-11-21)", file)).toThrow();
  });

  it("reads a record folded into the architecture, with what it said before", () => {
    const file = "test.md";
    const fold = "Status: Folded into [architecture](../architecture.md) (2026-12-02); ";
    const accepted = parseStatus(`${fold}accepted (2026-11-21)`, file);
    expect(accepted).toEqual({ label: "Accepted", date: "2026-11-21", supersededBy: [], folded: "2026-12-02" });
    const partly = parseStatus(`${fold}superseded in part by [019](019-server-bundle.md) (2026-11-21): what.`, file);
    expect(partly).toMatchObject({ supersededBy: ["019"], folded: "2026-12-02" });
    expect([accepted, partly].map(stillBinds)).toEqual([false, false]);
    expect(
      stillBinds(parseStatus("Status: Superseded in part by [019](019-server-bundle.md) (2026-11-21)", file)),
    ).toBe(true);
    expect(() => parseStatus(`${fold}draft (2026-11-21)`, file)).toThrow();
    expect(() => parseStatus(`${fold}superseded in part by decision 019 (2026-11-21)`, file)).toThrow();
    expect(() =>
      parseStatus("Status: Folded into [architecture](architecture.md) (2026-12-02); accepted", file),
    ).toThrow();
    expect(() => parseStatus("Status: Folded into architecture (2026-12-02)", file)).toThrow();
  });

  it("lists each record once, among those that still bind or those folded or superseded, as its Status says", async () => {
    const index = await indexMarkdown();
    const binding = index.slice(index.indexOf("## Records that still bind"), index.indexOf("## Folded or superseded"));
    const past = index.slice(index.indexOf("## Folded or superseded"), index.indexOf("## Numbers without a record"));
    for (const record of readRecords()) {
      // Read from the record's own text, not through stillBinds, so a wrong rule shows here too.
      const status = readFileSync(path.join(DECISIONS_DIR, record.file), "utf8").split("\n")[2];
      const [listed, other] = /^Status: (Folded|Superseded by)/.test(status) ? [past, binding] : [binding, past];
      const entry = `- [${record.number} ${record.title}](${record.file})`;
      expect(listed, record.file).toContain(entry);
      expect(other, record.file).not.toContain(entry);
    }
  });
});

describe("the pages written for readers of this repository", () => {
  // Docs point only at what a reader of the repository can open: records, files, commands.
  const pages = [
    "README.md",
    "bench/RESULTS.md",
    "docs/architecture.md",
    "docs/configuration.md",
    ...readRecords().map((r) => path.relative(repoRoot, path.join(DECISIONS_DIR, r.file))),
  ];

  it.each(pages)("%s cites no issue number and no path outside the repository", (page) => {
    const text = readFileSync(path.join(repoRoot, page), "utf8");
    expect(text.match(/\b[Ii]ssues? \d+/g) ?? []).toEqual([]);
    expect(text.match(/\.\.\/shared\b|\bspec \d{3}\b/gi) ?? []).toEqual([]);
  });
});
