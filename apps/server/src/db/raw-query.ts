import { createHash } from "node:crypto";
import pg from "pg";
import { statementPoolOf, type Db } from "./client";

type Queryable = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };

const statementNames = new Map<string, string>();

/** node-postgres prepares a named statement once per connection; the name must follow the text. */
function statementName(text: string) {
  let name = statementNames.get(text);
  if (!name) {
    name = `yq_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * One statement written as SQL text with positional parameters, sent straight to the driver,
 * for the hot public paths: building a large statement with the query builder cost more CPU
 * than PostgreSQL spent running it (decision 017). On PostgreSQL the statement is prepared
 * once per connection and planned once (GENERIC_PLANS); PGlite parses it each time. Rows come
 * back as objects in both.
 */
export async function rawQuery<Row>(db: Db, text: string, params: unknown[]): Promise<Row[]> {
  // drizzle() returns the driver as $client (a pg Pool or a PGlite); the shared Db type omits it.
  const client = statementPoolOf(db) ?? (db as unknown as { $client: Queryable }).$client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statementName(text), text, values: params })
      : await client.query(text, params);
  return result.rows as Row[];
}
