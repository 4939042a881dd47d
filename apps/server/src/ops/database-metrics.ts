import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { statementPoolOf, type Database } from "../db/client";
import type { Logger } from "../lib/logger";

const OUTBOX_KINDS = ["email", "webhook", "sms"] as const;
const OUTBOX_STATES = ["pending", "sending", "failed"] as const;

type Row = { kind: string; status: string; count: number };

/**
 * PGlite runs one query at a time and has no pool to read: what shows it saturated is how many
 * queries are waiting for it or running. Its three entry points are wrapped on this instance
 * (a transaction's own queries run inside its call and are not counted again).
 */
function countPgliteQueries(pglite: PGlite): () => number {
  let inFlight = 0;
  const target = pglite as unknown as Record<
    "query" | "exec" | "transaction",
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ["query", "exec", "transaction"] as const) {
    const original = target[name].bind(pglite);
    target[name] = async (...args) => {
      inFlight += 1;
      try {
        return await original(...args);
      } finally {
        inFlight -= 1;
      }
    };
  }
  return () => inFlight;
}

/**
 * The outbox's rows by kind and status (read from the shared table at each scrape, so every
 * server reports the same numbers), and the database's connections: on PostgreSQL each pool's
 * open, idle and waiting counts (db/client.ts opens two); on PGlite its queries in
 * flight.
 */
export function registerDatabaseMetrics(registry: Registry, database: Database, logger: Logger) {
  const registers = [registry];
  new Gauge({
    name: "yq_outbox_messages",
    help: "Outbox rows waiting (pending), being sent (sending) and given up on (failed), by kind.",
    labelNames: ["kind", "status"] as const,
    registers,
    async collect() {
      this.reset();
      for (const kind of OUTBOX_KINDS) for (const status of OUTBOX_STATES) this.set({ kind, status }, 0);
      try {
        const result = await database.db.execute(
          sql`select kind, status, count(*)::int as count from outbox
              where status in ('pending', 'sending', 'failed') group by kind, status`,
        );
        for (const row of (result as unknown as { rows: Row[] }).rows) {
          this.set({ kind: row.kind, status: row.status }, Number(row.count));
        }
      } catch (err) {
        // A scrape still reports the process; the outbox's series stay at zero this time.
        logger.warn({ err }, "metrics: the outbox could not be counted");
      }
    },
  });

  if (database.kind === "postgres") {
    const pools = { builder: database.pool, statements: statementPoolOf(database.db) };
    new Gauge({
      name: "yq_db_pool_connections",
      help: "PostgreSQL connections per pool: open (total), idle, and requests waiting for one.",
      labelNames: ["pool", "state"] as const,
      registers,
      collect() {
        for (const [pool, p] of Object.entries(pools)) {
          if (!p) continue;
          this.set({ pool, state: "total" }, p.totalCount);
          this.set({ pool, state: "idle" }, p.idleCount);
          this.set({ pool, state: "waiting" }, p.waitingCount);
        }
      },
    });
    return;
  }
  const inFlight = countPgliteQueries(database.pglite);
  new Gauge({
    name: "yq_db_queries_in_flight",
    help: "Queries the embedded database (PGlite) is running or has waiting.",
    registers,
    collect() {
      this.set(inFlight());
    },
  });
}
