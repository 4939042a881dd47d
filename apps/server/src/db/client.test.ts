import { randomBytes } from "node:crypto";
import { inject, describe, expect, it } from "vitest";
import { adminQuery, withDatabase } from "../test/global-setup";
import { openPostgres } from "./client";

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
      for (let i = 0; i < 50 && closed.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
      expect(closed.length).toBe(3);
      expect(closed[0].message).toMatch(/terminat/i);
      const { rows } = await database.pool.query("select 1 as one");
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await adminQuery(config.url, `drop database if exists ${name} with (force)`);
    }
  });
});
