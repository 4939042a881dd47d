// Finds hand-written copies of the lists packages/form-schema defines once: the
// contact fields, the rich-text tags, the link schemes, the subscription statuses that count as
// active, and a lead's lifecycle words (lead-lifecycle.ts). A copy is one array, object, type, union or destructuring that names several entries of
// such a list; the copy goes stale the day the list changes, which is what the list prevents.
import ts from "typescript";
import { ACTIVE_SUBSCRIPTION_STATUSES } from "@yq/form-schema/subscription-status";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import { MONTH_SHORT_NAMES } from "@yq/form-schema/month-names";
import { LEAD_OUTCOMES, LEAD_STAGES, LEAD_STATUSES, RESPONSE_STATUSES } from "@yq/form-schema/lead-lifecycle";
import { RICH_TEXT_LINK_SCHEMES, richTextTags } from "@yq/form-schema/rich-text-rules";

/** One defined list: the names that stand for each entry, and how many entries make a copy. */
type Vocabulary = {
  list: string;
  /** Each name that stands for an entry, mapped to the entry. */
  names: ReadonlyMap<string, string>;
  /** Distinct entries in one literal from which it counts as a copy. */
  atLeast: number;
  /**
   * "names": a member counts by what it names (a key, a string, a property read), so both a list of
   * strings and a mapping such as `{ name: row.customerName }` count; "strings": only string members
   * count, as the names are short words ("a", "p", "http") that identifiers use for other things.
   */
  match: "names" | "strings";
  /** Also look inside regular expressions (`name|email|phone`). */
  regex?: boolean;
};

const same = (names: readonly string[]) => new Map(names.map((name) => [name, name]));

const VOCABULARIES: readonly Vocabulary[] = [
  {
    list: "contact fields (contact-fields.ts)",
    names: new Map(CONTACT_FIELDS.flatMap((f) => [[f.type, f.type] as const, [f.column, f.type] as const])),
    atLeast: 3,
    match: "names",
    regex: true,
  },
  {
    list: "rich-text tags (rich-text-rules.ts)",
    names: same(richTextTags("rich-with-bullets")),
    atLeast: 3,
    match: "strings",
  },
  {
    list: "link schemes (rich-text-rules.ts)",
    names: new Map(RICH_TEXT_LINK_SCHEMES.flatMap((s) => [[s, s] as const, [`${s}:`, s] as const])),
    atLeast: 2,
    match: "strings",
  },
  {
    list: "active subscription statuses (subscription-status.ts)",
    names: same(ACTIVE_SUBSCRIPTION_STATUSES),
    atLeast: 2,
    match: "strings",
  },
  {
    list: "visitor responses (lead-lifecycle.ts)",
    names: same(RESPONSE_STATUSES),
    atLeast: 2,
    match: "strings",
  },
  // Three, not two: "accepted" and "declined" together also name the funnel's outcomes and a
  // submission's status, which are lists of their own.
  {
    list: "lead stages (lead-lifecycle.ts)",
    names: same(LEAD_STAGES),
    atLeast: 3,
    match: "strings",
  },
  {
    list: "lead outcomes (lead-lifecycle.ts)",
    names: same(LEAD_OUTCOMES),
    atLeast: 3,
    match: "strings",
  },
  {
    list: "owner's lead statuses (lead-lifecycle.ts)",
    names: same(LEAD_STATUSES),
    atLeast: 3,
    match: "strings",
  },
  {
    list: "month names (month-names.ts)",
    names: same(MONTH_SHORT_NAMES),
    atLeast: 3,
    match: "strings",
  },
];

export type Copy = { line: number; list: string; entries: string[] };

const textOf = (node: ts.Node): string | null =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;

/**
 * Every entry a node names anywhere inside it (a key, a string, a property read, a variable).
 * Remembered per node: a literal nested in others is asked about once per enclosing literal.
 */
function named(node: ts.Node, vocabulary: Vocabulary, memo: Map<ts.Node, ReadonlySet<string>>): ReadonlySet<string> {
  const known = memo.get(node);
  if (known) return known;
  const found = new Set<string>();
  const text = textOf(node);
  const entry = text === null ? undefined : vocabulary.names.get(text);
  if (entry) found.add(entry);
  ts.forEachChild(node, (child) => named(child, vocabulary, memo).forEach((e) => found.add(e)));
  memo.set(node, found);
  return found;
}

/** The members of a literal that lists things, or null for any other node. */
function membersOf(node: ts.Node): readonly ts.Node[] | null {
  if (ts.isArrayLiteralExpression(node) || ts.isTupleTypeNode(node)) return node.elements;
  if (ts.isObjectLiteralExpression(node)) return node.properties;
  if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) return node.members;
  if (ts.isUnionTypeNode(node)) return node.types;
  if (ts.isObjectBindingPattern(node)) return node.elements;
  return null;
}

/**
 * What a member contributes. A property counts by its value, so `{ name: "Ann", email: "a@b" }`
 * (values for the fields, as a request body or a geocoder answer holds them) is no copy, while
 * `{ name: row.customerName }` (copying field by field) is; a member naming two entries (a nested
 * object) contributes none, as it is judged as a literal of its own.
 */
function contribution(member: ts.Node, vocabulary: Vocabulary, memo: Map<ts.Node, ReadonlySet<string>>): string | null {
  if (vocabulary.match === "strings") {
    const literal = ts.isLiteralTypeNode(member) ? member.literal : member;
    return ts.isStringLiteral(literal) ? (vocabulary.names.get(literal.text) ?? null) : null;
  }
  let target: ts.Node = member;
  if (ts.isPropertyAssignment(member)) target = member.initializer;
  else if (ts.isBindingElement(member)) target = member.propertyName ?? member.name;
  else if (ts.isPropertySignature(member)) target = member.name;
  const entries = named(target, vocabulary, memo);
  return entries.size === 1 ? [...entries][0] : null;
}

/** Whether the text mentions enough of a list's names to hold a copy at all (most files do not). */
const mayHoldCopy = (text: string, vocabulary: Vocabulary) =>
  new Set([...vocabulary.names].filter(([name]) => text.includes(name)).map(([, entry]) => entry)).size >=
  vocabulary.atLeast;

/** The copies of the defined lists in one source text. */
export function findCopies(fileName: string, text: string, all = VOCABULARIES): Copy[] {
  const vocabularies = all.filter((vocabulary) => mayHoldCopy(text, vocabulary));
  if (vocabularies.length === 0) return [];
  const memos = new Map(vocabularies.map((vocabulary) => [vocabulary, new Map<ts.Node, ReadonlySet<string>>()]));
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const copies: Copy[] = [];
  const report = (node: ts.Node, list: string, entries: Set<string>) =>
    copies.push({
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      list,
      entries: [...entries],
    });
  const visit = (node: ts.Node) => {
    const members = membersOf(node);
    for (const vocabulary of vocabularies) {
      const entries = new Set<string>();
      if (members) {
        for (const member of members) {
          const entry = contribution(member, vocabulary, memos.get(vocabulary)!);
          if (entry) entries.add(entry);
        }
      } else if (vocabulary.regex && node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        // Escapes (\b, \s) are not words: "\bstate" names state, not "bstate".
        for (const word of node.getText(source).match(/\\.|[A-Za-z_]+/g) ?? []) {
          const entry = vocabulary.names.get(word);
          if (entry) entries.add(entry);
        }
      }
      if (entries.size >= vocabulary.atLeast) report(node, vocabulary.list, entries);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return copies;
}
