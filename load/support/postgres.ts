import { randomBytes } from "node:crypto";
import pg from "pg";

/** A server the scripts may create and drop databases on (CI's local PostgreSQL by default). */
const ADMIN_URL = process.env.LOAD_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type ScratchDatabase = {
  url: string;
  query: <T extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<T[]>;
  drop: () => Promise<void>;
};

async function admin(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty database of the run's own; the server migrates it at start-up like a fresh install. */
export async function createScratchDatabase(prefix = "yq_load"): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async (text, params) => (await pool.query(text, params)).rows,
    drop: async () => {
      await pool.end();
      if (!process.env.LOAD_KEEP_DATABASE) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
