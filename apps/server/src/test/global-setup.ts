import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";
import { migrateDatabase } from "../db/migrate";

/**
 * Migrates one database per run; every test file then gets its own copy (a PGlite data-dir
 * snapshot loaded in memory, or a PostgreSQL database cloned from a template).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `yq_template_${process.pid}`;
    await adminQuery(url, `drop database if exists ${template}`);
    await adminQuery(url, `create database ${template}`);
    const database = await openPostgres(withDatabase(url, template), 1);
    await migrateDatabase(database);
    await database.close();
    project.provide("testDb", { kind: "postgres", url, template });
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const database = await openPglite();
  await migrateDatabase(database);
  if (database.kind !== "pglite") throw new Error("unreachable");
  const dump = await database.pglite.dumpDataDir("none");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "yq-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("testDb", { kind: "pglite", file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    testDb: { kind: "pglite"; file: string } | { kind: "postgres"; url: string; template: string };
  }
}
