import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";

/** A statement as the server sends it: built with drizzle, or SQL text with positional parameters. */
export type Statement = SQL | { text: string; params: unknown[] };

/**
 * The plan the database chose for `statement`, one line per node. Raw text goes through
 * rawQuery, as the server sends it: on PostgreSQL that is the generic plan it runs with.
 */
export async function planOf(db: Db, statement: Statement): Promise<string> {
  const rows =
    "text" in statement
      ? await rawQuery<Record<string, string>>(db, `explain ${statement.text}`, statement.params)
      : (await db.execute(sql`explain ${statement}`)).rows;
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The lines of `plan` that read the leads table whole. */
export const leadsTableScans = (plan: string) =>
  plan.split("\n").filter((line) => /Seq Scan on form_submissions\b/.test(line));
