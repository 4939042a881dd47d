import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { jsonRows, jsonRowsSql, type JsonColumn } from "./json-rows";
import { rawQuery } from "./raw-query";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COLUMNS: JsonColumn[] = [
  ["ord", "int"],
  ["id", "uuid"],
  ["name", "text"],
  ["ready", "boolean"],
  ["at", "timestamptz"],
  ["data", "jsonb"],
];

// Each value as the statement reads it, typed, so a wrong cast or a JSON null read as 'null' shows.
const READ_BACK = `select ord, id::text as id, name, ready, extract(epoch from at)::float8 as at,
  data, data is null as data_is_null, pg_typeof(data)::text as data_type
  from (${jsonRowsSql(COLUMNS, "$1")}) as rows order by ord`;

describe("jsonRowsSql", () => {
  it("reads rows back as typed columns, JSON null as SQL null in every type", async () => {
    const at = new Date("2026-11-26T14:15:00.123Z");
    const text = `Pat "the" O'Brien \\ <b>&</b> é 草 😀\nline two`;
    const rows = await rawQuery<Record<string, unknown>>(t.deps.db, READ_BACK, [
      jsonRows([
        [1, "00000000-0000-4000-8000-000000000001", text, true, at.toISOString(), { a: [1, "x"], b: null }],
        [0, null, null, null, null, null],
      ]),
    ]);
    expect(rows).toEqual([
      { ord: 0, id: null, name: null, ready: null, at: null, data: null, data_is_null: true, data_type: "jsonb" },
      {
        ord: 1,
        id: "00000000-0000-4000-8000-000000000001",
        name: text,
        ready: true,
        at: at.getTime() / 1000,
        data: { a: [1, "x"], b: null },
        data_is_null: false,
        data_type: "jsonb",
      },
    ]);
  });

  it("reads no rows from an empty list", async () => {
    expect(await rawQuery(t.deps.db, READ_BACK, [jsonRows([])])).toEqual([]);
  });
});
