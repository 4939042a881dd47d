import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCopies } from "./contract-lists";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The product's code outside packages/form-schema takes the contact fields, the rich-text tags,
// the link schemes, the active subscription statuses and a lead's lifecycle words from there,
// so each is defined once and a change reaches every use. Not checked:
// tests and the code that drives the product from outside (the server's fixtures and stand-ins,
// the browser journeys, the bench and load drivers). They write a form's answers and the values
// they expect out literally on purpose: an expectation built from the list under test could not
// fail when the list changes wrongly.
const NOT_CHECKED = [/^packages\/form-schema\//, /\.test\.tsx?$/, /^apps\/server\/src\/test\//, /^(e2e|bench|load)\//];

/** Files that may keep a copy, and why. Each must still hold one, so a stale entry fails too. */
const ALLOWED: Record<string, string> = {
  "apps/server/src/db/schema/submissions.ts":
    "The table declares the database's own columns, and drizzle-kit writes the migrations from it. A contact column " +
    "missing there fails the type check of apps/server/src/quotes/lead-insert.sql.ts (formSubmissions[key]).",
  "apps/server/src/analytics/funnel.sql.ts":
    "The funnel query's counts per source are the SQL's own column aliases (started, accepted, declined, upsell " +
    "among them), not the lead stages or outcomes; the row type spells what the query names.",
};

function sourceFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx", "*.mjs"],
    { cwd: root, encoding: "utf8" },
  );
  // A file moved or deleted but not yet staged is still listed; only what is on disk counts.
  return [...new Set(listed.split("\n"))].filter(
    (file) => file !== "" && !NOT_CHECKED.some((pattern) => pattern.test(file)) && existsSync(path.join(root, file)),
  );
}

describe("lists defined once in packages/form-schema", () => {
  it("are not copied anywhere else in the product's code", () => {
    const copies = sourceFiles().flatMap((file) =>
      findCopies(file, readFileSync(path.join(root, file), "utf8")).map(
        (copy) => `${file}:${copy.line}: ${copy.list}: ${copy.entries.join(", ")}`,
      ),
    );
    const allowed = (copy: string) => Object.keys(ALLOWED).some((file) => copy.startsWith(`${file}:`));
    expect(copies.filter((copy) => !allowed(copy))).toEqual([]);
    const stale = Object.entries(ALLOWED)
      .filter(([file]) => !copies.some((copy) => copy.startsWith(`${file}:`)))
      .map(([file, why]) => `${file} (allowed as: ${why})`);
    expect(stale).toEqual([]);
  }, 60_000); // It parses every source file: a generous limit on a machine shared with other test runs.

  it("finds a list of contact fields, as names, a mapping, table rows or a pattern", () => {
    const lines = (text: string) => findCopies("sample.ts", text).map((copy) => `${copy.line} ${copy.entries.join()}`);
    expect(lines('const parts = ["street", "city", "state"];')).toEqual(["1 street,city,state"]);
    expect(
      lines(
        "const view = {\n  id: row.id,\n  customerName: row.customerName,\n  email: row.customerEmail,\n  phone: root.customerPhone ?? '',\n};",
      ),
    ).toEqual(["1 name,email,phone"]);
    expect(lines("const all = [s.customerName, s.customerEmail, s.zipcode];")).toEqual(["1 name,email,zipcode"]);
    expect(
      lines(
        'const columns = [\n  ["Name", (l) => l.customerName],\n  ["Email", (l) => l.customerEmail],\n  ["Zip", (l) => l.zipcode],\n];',
      ),
    ).toEqual(["1 name,email,zipcode"]);
    expect(lines("type Contact = { customerName: string; street: string; city: string };")).toEqual([
      "1 name,street,city",
    ]);
    expect(lines("const EXTRAS = /(?:^|[?&])(?:name|email|phone)=/;")).toEqual(["1 name,email,phone"]);
  });

  it("finds lists of tags, schemes and statuses written as strings", () => {
    const lists = (text: string) => findCopies("sample.tsx", text).map((copy) => copy.list.split(" (")[0]);
    expect(lists('sanitize(html, { allowedTags: ["b", "i", "p"], allowedSchemes: ["https", "mailto"] });')).toEqual([
      "rich-text tags",
      "link schemes",
    ]);
    expect(lists('const live = ["trialing", "past_due"];')).toEqual(["active subscription statuses"]);
  });

  it("finds a lead's lifecycle words written by hand", () => {
    const lists = (text: string) => findCopies("sample.ts", text).map((copy) => copy.list.split(" (")[0]);
    expect(lists('function answer(response: "accept" | "decline") {}')).toEqual(["visitor responses"]);
    expect(lists('const order = ["started", "quoted", "accepted"];')).toEqual(["lead stages"]);
    expect(lists('type Shown = "accepted" | "declined" | "pending";')).toEqual(["lead outcomes"]);
    expect(lists('const open = ["new", "contacted", "scheduled"];')).toEqual(["owner's lead statuses"]);
    // Two of the stages are also the funnel's outcomes and a submission's status: no copy on their own.
    expect(lists('const ended = ["accepted", "declined"]; const kinds = ["accept", "quote"];')).toEqual([]);
  });

  it("finds a list of month names", () => {
    const lists = (text: string) => findCopies("sample.ts", text).map((copy) => copy.list.split(" (")[0]);
    expect(lists('const MONTHS = ["Jan", "Feb", "Mar", "Apr"];')).toEqual(["month names"]);
    expect(lists('const spring = ["Mar", "Apr"];')).toEqual([]);
  });

  it("leaves values for the fields, fewer entries and unrelated words alone", () => {
    const none = [
      // A request body or a geocoder's answer: values for the fields, not a copy of the list.
      'post({ name: "Ann", email: "ann@example.com", phone: "555-123-4567", city: lookup.town });',
      // Two fields, and an address line built from nested parts.
      "const who = { customerName: r.customerName, customerEmail: r.customerEmail };",
      'const line = [c.street, c.city, [c.state, c.zipcode].join(" ")].join(", ");',
      // Words that happen to match: identifiers named a, b, i and compression encodings.
      'const [a, b, i] = [1, 2, 3]; const encodings = ["br", "gzip"]; const ok = ["http:", "ftp:"];',
      'const status = paid ? "active" : "canceled";',
      "const pattern = /\\bstate\\b|\\bemail\\b/;",
    ];
    expect(none.flatMap((text) => findCopies("sample.ts", text))).toEqual([]);
  });
});
