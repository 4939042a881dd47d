import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { createTestApp, type TestApp } from "../test/test-app";
import { enqueueMessage } from "./enqueue";
import { dueRows } from "./claim";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite answers rows, node-postgres a result holding them.
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("claiming due emails behind a long queue", () => {
  it("reads the oldest due rows from the due index, without sorting the queue", async () => {
    // A burst of accepts leaves thousands of emails queued, beside a month of sent ones.
    await t.db
      .execute(sql`insert into ${outbox} (dedupe_key, kind, "to", subject, "text", status, sent_at, next_attempt_at)
      select 'claim-' || g, 'test', 'q@example.com', 's', 't',
        case when g % 2 = 0 then 'sent' else 'pending' end,
        case when g % 2 = 0 then now() end,
        now() - make_interval(secs => g)
      from generate_series(1, 6000) g`);
    await t.db.execute(sql`analyze ${outbox}`);

    const result = await t.db.execute(
      sql`explain (format json) select ${outbox.id} from ${outbox} where ${outbox.id} in ${dueRows(10)}`,
    );
    const planCell = Object.values(rowsOf(result)[0])[0];
    const plan = (typeof planCell === "string" ? JSON.parse(planCell) : planCell) as { Plan: PlanNode }[];
    const nodes = nodesOf(plan[0].Plan);

    expect(nodes.some((n) => n["Index Name"] === "outbox_due_idx")).toBe(true);
    // A sort would mean every due row was read to keep ten (the index of migration 0000 did that).
    expect(nodes.map((n) => n["Node Type"])).not.toContain("Sort");
  });
});

describe("storing a queued email", () => {
  it("keeps an email of a few kilobytes as it is, not compressed to be decompressed when sent", async () => {
    // About the size of a lead's email: 300 characters of text and 1,700 of HTML, 2,000 in all.
    const html = Array.from({ length: 64 }, (_, i) => `<p>Line ${i} of the quote</p>`).join("");
    await enqueueMessage(t.db, {
      dedupeKey: "stored-as-is",
      kind: "test",
      to: "s@example.com",
      subject: "s",
      text: "t".repeat(300),
      html,
    });
    const result = await t.db.execute(
      sql`select pg_column_compression(${outbox.html}) as compression, length(${outbox.html}) as length
        from ${outbox} where ${outbox.dedupeKey} = 'stored-as-is'`,
    );
    const [row] = rowsOf(result);
    expect(Number(row.length)).toBeGreaterThan(1700);
    expect(row.compression).toBeNull();
  });
});
