import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { CustomerAnswers } from "@yq/form-schema/answers";
import { numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import { statementPoolOf, type Db } from "../db/client";
import { leadsTableScans, planOf } from "../test/query-plans";
import { seedForm, seedManyLeads, type SeedLead } from "../test/seed-submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { returningVisitor, returningVisitorStatement, type KeptLead } from "./returning-visitor.sql";

// Every lead POST asks whether the visitor is one of the form's open leads (decision 111). The
// look-up reads the leads it names through an index (decision 125), never every open lead of the
// form: a form with many open leads once took a scan of them all at each visit. The form has
// thousands of open leads of distinct people and a neighbour's form has more; the tables are
// analyzed first, as autovacuum would have done, so the planner's choice is the real one.

const LEADS = 3000;
let t: TestApp;
let formId: string;
const document = defaultFormDocument();
document.customerFields.sameVisitorWithinDays = 30;

/** Open leads (started, quoted), each of its own person, one a minute back from now. */
const openLeads = (run: string): SeedLead[] =>
  Array.from({ length: LEADS }, (_, i) => ({
    ...numberedVisitor(i, run),
    stage: i % 2 ? "started" : "quoted",
    createdAt: new Date(Date.now() - i * 60_000),
  }));

beforeAll(async () => {
  t = await createTestApp();
  formId = (await seedForm(t.db, (await t.signUp()).userId)).id;
  await seedManyLeads(t.db, formId, openLeads("own"));
  const neighbour = await seedForm(t.db, (await t.signUp()).userId);
  await seedManyLeads(t.db, neighbour.id, [...openLeads("a"), ...openLeads("b")]);
  await t.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t?.close());

const visit = (answers: CustomerAnswers, kept: KeptLead | null = null) => ({
  formId,
  document,
  answers,
  consent: true,
  kept,
  testRun: false,
});

const visits: Record<string, () => ReturnType<typeof visit>> = {
  "a new person": () => visit({ email: "nobody@example.com", phone: "(555) 987-6543" }),
  "the same email": () => visit({ email: " Visitor-own-1234@Example.com ", phone: "(555) 987-6543" }),
  "the same phone": () => visit({ email: "nobody@example.com", phone: numberedVisitor(1234).phone }),
  "the kept lead": () =>
    visit(
      { email: "nobody@example.com", phone: "(555) 987-6543" },
      { leadId: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10", token: "kept" },
    ),
};

/**
 * The plan the server runs `statement` with. On PostgreSQL that is the generic plan, made once per
 * connection for any parameters (db/client.ts): EXPLAIN of the text with parameters would show
 * the plan for these values, which can use an index the generic one cannot. PGlite plans each time.
 */
async function runningPlanOf(db: Db, statement: { text: string; params: unknown[] }) {
  const pool = statementPoolOf(db);
  if (!pool) return planOf(db, statement);
  const client = await pool.connect();
  try {
    await client.query(`prepare returning_visitor_plan as ${statement.text}`);
    const values = statement.params.map((p) =>
      p === null ? "null" : typeof p === "string" ? client.escapeLiteral(p) : String(p),
    );
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `explain execute returning_visitor_plan(${values.join(", ")})`,
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("deallocate returning_visitor_plan");
    client.release();
  }
}

/**
 * The plan's reads of the open-lead indexes that do not name the visit's email or phone in their
 * index condition: those read every open lead of the form, only through an index.
 */
function wholeFormReads(plan: string) {
  const lines = plan.split("\n");
  return lines.flatMap((line, i) => {
    if (!/using form_submissions_open_lead_\w+_idx/.test(line)) return [];
    const condition = lines.slice(i + 1).find((next) => next.includes("Index Cond:")) ?? "";
    return /lower\(btrim\(customer_email\)\)|regexp_replace\(customer_phone/.test(condition) ? [] : [line];
  });
}

describe("the returning visitor's look-up reads the open leads through indexes", () => {
  it.each(Object.keys(visits))("%s", async (name) => {
    const statement = returningVisitorStatement(visits[name]())!;
    const plan = await runningPlanOf(t.db, statement);
    expect(leadsTableScans(plan), plan).toEqual([]);
    expect(wholeFormReads(plan), plan).toEqual([]);
    expect(plan).toContain("form_submissions_open_lead_email_idx");
    expect(plan).toContain("form_submissions_open_lead_phone_idx");
  });

  it("still finds the newest open lead of the same person among them", async () => {
    const [lead] = (
      await t.db.execute(
        sql`select id from form_submissions where form_id = ${formId} and customer_email = 'visitor-own-1234@example.com'`,
      )
    ).rows;
    const found = await returningVisitor(t.db, visit({ email: "VISITOR-own-1234@example.com" }));
    expect(found?.leadId).toBe(lead.id);
  });
});
