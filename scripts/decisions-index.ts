// docs/decisions/README.md, written from the records themselves: each record's title and Status
// line (docs/decisions/000-template.md), so the index cannot disagree with a record, and a record
// added later shows up by running `npm run docs` again (docs.test.ts fails until then).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatMarkdown, repoRoot } from "./docs-format";

export const DECISIONS_DIR = path.join(repoRoot, "docs/decisions");
export const INDEX_FILE = path.join(DECISIONS_DIR, "README.md");
const RECORD_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;
const TEMPLATE_NUMBER = "000";

/** Numbers no record has, and what the history says of them (checked: every gap has one note). */
export const GAP_NOTES: Record<string, string> = {
  "045-048":
    "never written. No commit has a record or a message with these numbers: the payments work (044) and the " +
    "analytics work, whose records start at 049, were written on parallel branches merged on 2026-11-24, and " +
    "045-048 were left unused.",
  "064":
    "never written. No commit has a record or a message with this number: 063 (on the accept's branch) and 065 " +
    "(on the main line) were written in parallel on 2026-11-24 and merged, and 064 was left unused.",
};

export type Status = {
  /** The Status line without its date and note: "Accepted", or "Superseded [in part] by" and links. */
  label: string;
  date: string;
  supersededBy: string[];
};
export type DecisionRecord = { number: string; file: string; title: string; status: Status };

/** The Status paragraph right under the title, as one line (Prettier may wrap it). */
function statusParagraph(lines: string[], file: string): string {
  if (lines[1] !== "" || !lines[2]?.startsWith("Status: ")) {
    throw new Error(`${file}: the line after the title must be blank and the next one "Status: …"`);
  }
  const end = lines.indexOf("", 2);
  return lines.slice(2, end === -1 ? undefined : end).join(" ");
}

export function parseStatus(paragraph: string, file: string): Status {
  const match = /^Status: (.+?) \((\d{4}-\d{2}-\d{2})\)(?:: .+)?$/.exec(paragraph);
  if (!match) throw new Error(`${file}: "${paragraph}" is not "Status: … (YYYY-MM-DD)"`);
  const [, label, date] = match;
  if (label === "Accepted") return { label, date, supersededBy: [] };
  const superseded = /^Superseded (?:in part )?by (.+)$/.exec(label);
  const links = superseded ? [...superseded[1].matchAll(/\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)/g)] : [];
  const rest = superseded?.[1].replace(/\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)/g, "").replace(/,|and|\s/g, "");
  if (!superseded || links.length === 0 || rest !== "") {
    throw new Error(`${file}: a status is "Accepted" or "Superseded [in part] by [NNN](NNN-title.md)[, …]"`);
  }
  for (const [, number, target] of links) {
    if (!target.startsWith(`${number}-`) || !existsSync(path.join(DECISIONS_DIR, target))) {
      throw new Error(`${file}: [${number}](${target}) does not name an existing record`);
    }
  }
  return { label, date, supersededBy: links.map(([, number]) => number) };
}

/** The records' file names, in order (the template is not a record). */
export const recordFiles = (dir = DECISIONS_DIR): string[] =>
  readdirSync(dir)
    .filter((file) => RECORD_NAME.test(file) && !file.startsWith(TEMPLATE_NUMBER))
    .sort();

export function readRecords(dir = DECISIONS_DIR): DecisionRecord[] {
  return recordFiles(dir).map((file) => {
    const number = file.slice(0, 3);
    const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
    const heading = new RegExp(`^# ${number} (\\S.*)$`).exec(lines[0]);
    if (!heading) throw new Error(`${file}: the first line must be "# ${number} Title"`);
    return { number, file, title: heading[1], status: parseStatus(statusParagraph(lines, file), file) };
  });
}

/** The numbers below the highest record that no record has, as the keys of GAP_NOTES spell them. */
export function gapsOf(records: DecisionRecord[]): string[] {
  const taken = new Set(records.map((r) => Number(r.number)));
  const last = Math.max(...taken);
  const gaps: string[] = [];
  for (let n = 1; n <= last; n++) {
    if (taken.has(n)) continue;
    const start = n;
    while (n + 1 <= last && !taken.has(n + 1)) n++;
    const pad = (x: number) => String(x).padStart(3, "0");
    gaps.push(start === n ? pad(start) : `${pad(start)}-${pad(n)}`);
  }
  return gaps;
}

function entry(record: DecisionRecord): string {
  return `- [${record.number} ${record.title}](${record.file}): ${record.status.label} (${record.status.date})`;
}

/** The index as Markdown, before Prettier. */
function indexSource(records = readRecords()): string {
  const gaps = gapsOf(records);
  const unexplained = gaps.filter((gap) => !GAP_NOTES[gap]);
  if (unexplained.length > 0) throw new Error(`No note in GAP_NOTES for the missing ${unexplained.join(", ")}`);
  const stale = Object.keys(GAP_NOTES).filter((gap) => !gaps.includes(gap));
  if (stale.length > 0) throw new Error(`GAP_NOTES explains ${stale.join(", ")}, which are not missing`);
  const items = [
    ...records.map((record) => ({ at: record.number, text: entry(record) })),
    ...gaps.map((gap) => ({ at: gap.slice(0, 3), text: `- ${gap}: ${GAP_NOTES[gap]}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return [
    "# Decisions",
    "",
    "<!-- Generated by `npm run docs` from each record's title and Status line: edit the records, not this list. -->",
    "",
    "Each record is one choice made while building YardQuote: its context, the decision and what followed. A record " +
      "keeps its text when a later one changes it; its Status line then says which record superseded it, in whole " +
      "or in part, and what changed. A new record starts from [the template](000-template.md) with the next free " +
      "number; `npm run docs` then writes this list again (a unit test fails until it does).",
    "",
    ...items.map((item) => item.text),
    "",
  ].join("\n");
}

export const indexMarkdown = () => formatMarkdown(indexSource(), INDEX_FILE);
