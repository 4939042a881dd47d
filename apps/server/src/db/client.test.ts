import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { inject, describe, expect, it, vi } from "vitest";
import { adminQuery, withDatabase } from "../test/global-setup";
import { openPostgres } from "./client";
import { rawQuery } from "./raw-query";

const config = inject("testDb");

describe.runIf(config.kind === "postgres")("the PostgreSQL pool", () => {
  it("survives PostgreSQL closing its idle connections, and the next query works", async () => {
    if (config.kind !== "postgres") return;
    const name = `yq_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(config.url, `create database ${name}`);
    const closed: Error[] = [];
    const database = await openPostgres(withDatabase(config.url, name), 3, (err) => closed.push(err));
    try {
      await Promise.all([1, 2, 3].map(() => database.pool.query("select pg_sleep(0.05)")));
      await adminQuery(config.url, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await vi.waitFor(() => expect(closed.length).toBe(3), { timeout: 10_000, interval: 20 });
      expect(closed[0].message).toMatch(/terminat/i);
      const { rows } = await database.pool.query("select 1 as one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await adminQuery(config.url, `drop database if exists ${name} with (force)`);
    }
  });

  it("plans rawQuery's statements once per connection, and leaves drizzle's planned per execution", async () => {
    if (config.kind !== "postgres") return;
    const name = `yq_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(config.url, `create database ${name}`);
    // One connection per pool, so every call below meets the statement prepared before.
    const database = await openPostgres(withDatabase(config.url, name), 1, () => {});
    try {
      // An array parameter, as in the public statements: left to "auto", each custom plan looked
      // cheaper than the generic one and PostgreSQL planned the statement at every execution.
      const text = "select count(*)::int as n from unnest($1::uuid[]) as t(id) where id is not null";
      for (let i = 1; i <= 8; i++) {
        const ids = Array.from({ length: i }, () => randomUUID());
        expect(await rawQuery<{ n: number }>(database.db, text, [ids])).toEqual([{ n: i }]);
      }
      const plans = await rawQuery<{ generic: number; custom: number }>(
        database.db,
        "select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1",
        [text],
      );
      expect(plans).toEqual([{ generic: 8, custom: 0 }]);
      const drizzleMode = await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`);
      expect(drizzleMode.rows).toEqual([{ mode: "auto" }]);
    } finally {
      await database.close();
      await adminQuery(config.url, `drop database if exists ${name} with (force)`);
    }
  });
});
