// docs/decisions/README.md, written from the records themselves: each record's title and Status
// line (docs/decisions/000-template.md), so the index cannot disagree with a record, and a record
// added later shows up by running `npm run docs` again (docs.test.ts fails until then). It lists
// the records that still bind apart from those docs/architecture.md has folded in or a later record
// replaced whole, so a newcomer sees at a glance which to read before changing a choice.
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
  /** The Status line without its date, note and fold: "Accepted", or "Superseded [in part] by" and links. */
  label: string;
  /** The record's own date. */
  date: string;
  supersededBy: string[];
  /** When docs/architecture.md took the record's content in, or null for a record that still binds. */
  folded: string | null;
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

/** A folded record's Status starts with this, then its earlier status in lower case. */
const FOLDED = /^Folded into \[architecture\]\(\.\.\/architecture\.md\) \((\d{4}-\d{2}-\d{2})\); (.+)$/;
const FORMS =
  'a status is "Accepted", "Superseded [in part] by [NNN](NNN-title.md)[, …]", or ' +
  '"Folded into [architecture](../architecture.md) (YYYY-MM-DD); " and one of those in lower case';

export function parseStatus(paragraph: string, file: string): Status {
  const body = paragraph.replace(/^Status: /, "");
  const folded = FOLDED.exec(body);
  if (folded) {
    const [, foldDate, earlier] = folded;
    if (!/^(accepted|superseded) /.test(earlier)) throw new Error(`${file}: ${FORMS}`);
    const status = parseStatus(`Status: ${earlier[0].toUpperCase()}${earlier.slice(1)}`, file);
    return { ...status, folded: foldDate };
  }
  if (body.startsWith("Folded")) throw new Error(`${file}: ${FORMS}`);
  const match = /^Status: (.+?) \((\d{4}-\d{2}-\d{2})\)(?:: .+)?$/.exec(paragraph);
  if (!match) throw new Error(`${file}: "${paragraph}" is not "Status: … (YYYY-MM-DD)"`);
  const [, label, date] = match;
  if (label === "Accepted") return { label, date, supersededBy: [], folded: null };
  const superseded = /^Superseded (?:in part )?by (.+)$/.exec(label);
  const links = superseded ? [...superseded[1].matchAll(/\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)/g)] : [];
  const rest = superseded?.[1].replace(/\[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\)/g, "").replace(/,|and|\s/g, "");
  if (!superseded || links.length === 0 || rest !== "") throw new Error(`${file}: ${FORMS}`);
  for (const [, number, target] of links) {
    if (!target.startsWith(`${number}-`) || !existsSync(path.join(DECISIONS_DIR, target))) {
      throw new Error(`${file}: [${number}](${target}) does not name an existing record`);
    }
  }
  return { label, date, supersededBy: links.map(([, number]) => number), folded: null };
}

/** A record binds while docs/architecture.md has not folded it in and no later record replaced it whole. */
export const stillBinds = (status: Status): boolean =>
  status.folded === null && !status.label.startsWith("Superseded by");

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

function entry({ number, title, file, status }: DecisionRecord): string {
  const own = `${status.label} (${status.date})`;
  const said = status.folded ? `folded (${status.folded}); ${own[0].toLowerCase()}${own.slice(1)}` : own;
  return `- [${number} ${title}](${file}): ${said}`;
}

/** The index as Markdown, before Prettier. */
function indexSource(records = readRecords()): string {
  const gaps = gapsOf(records);
  const unexplained = gaps.filter((gap) => !GAP_NOTES[gap]);
  if (unexplained.length > 0) throw new Error(`No note in GAP_NOTES for the missing ${unexplained.join(", ")}`);
  const stale = Object.keys(GAP_NOTES).filter((gap) => !gaps.includes(gap));
  if (stale.length > 0) throw new Error(`GAP_NOTES explains ${stale.join(", ")}, which are not missing`);
  const binding = records.filter((record) => stillBinds(record.status));
  const past = records.filter((record) => !stillBinds(record.status));
  return [
    "# Decisions",
    "",
    "<!-- Generated by `npm run docs` from each record's title and Status line: edit the records, not this list. -->",
    "",
    "Each record is one choice made while building YardQuote: its context, the decision and what followed. " +
      "[docs/architecture.md](../architecture.md) says how the system is built now and links, for the longer reason, " +
      "the records that still bind. A record keeps its text when a later one changes it or when the architecture takes " +
      "its content in; its Status line then says so. A new record starts from [the template](000-template.md) with the " +
      "next free number; `npm run docs` then writes this list again (a unit test fails until it does).",
    "",
    `## Records that still bind (${binding.length})`,
    "",
    "Read one before changing what it decided: the choice is easy to undo by mistake, and its reason is longer than the " +
      "architecture can hold. Some are superseded in part, by the records their Status names.",
    "",
    ...binding.map(entry),
    "",
    `## Folded or superseded (${past.length})`,
    "",
    "What these records decided is in [docs/architecture.md](../architecture.md) as far as it is still true, with what " +
      "superseded them; their text is history, kept as written, and may name files that have moved since.",
    "",
    ...past.map(entry),
    "",
    "## Numbers without a record",
    "",
    ...gaps.map((gap) => `- ${gap}: ${GAP_NOTES[gap]}`),
    "",
  ].join("\n");
}

export const indexMarkdown = () => formatMarkdown(indexSource(), INDEX_FILE);
