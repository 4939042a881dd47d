import path from "node:path";
import { openPglite, openPostgres, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { ROLES, type Role } from "@yq/form-schema/roles";
import { loadEnv } from "./env";
import { acquireDataDirLock, lockHolder } from "./lib/data-lock";
import { HttpError } from "./lib/http-error";
import { setRole, userIdByEmail } from "./admin/roles.service";
import { readCliInfo } from "./internal/cli-token";
import { backupEmbedded, restoreEmbedded } from "./ops/backup";

const USAGE = [
  `Usage: npm run cli -- set-role <email> <${ROLES.join("|")}>`,
  // The embedded database and its uploads as one file, and back.
  "       npm run cli -- backup <file>",
  "       npm run cli -- restore <file>",
].join("\n");

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    const database = await openPostgres(env.DATABASE_URL, 1);
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }
  const release = acquireDataDirLock(env.dataDir);
  const database = await openPglite(path.join(env.dataDir, "pg"));
  try {
    await migrateDatabase(database);
    return await run(database);
  } finally {
    await database.close();
    release();
  }
}

/** The embedded database is open in the running server: ask it instead of opening it twice. */
async function askRunningServer(dataDir: string, email: string, role: Role) {
  const info = readCliInfo(dataDir);
  if (!info) throw new Error(`The server using ${dataDir} is still starting. Try again in a few seconds.`);
  const res = await fetch(`http://127.0.0.1:${info.port}/api/internal/set-role`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-cli-token": info.token },
    body: JSON.stringify({ email, role }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(body.error ?? `The running server answered ${res.status}.`);
}

async function main(argv: string[]) {
  const [command, email, role] = argv;
  if ((command === "backup" || command === "restore") && argv.length === 2) {
    const run = command === "backup" ? backupEmbedded : restoreEmbedded;
    console.log(await run(loadEnv(), argv[1]));
    return;
  }
  if (command !== "set-role" || !email || !ROLES.includes(role as Role)) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  if (!env.DATABASE_URL && lockHolder(env.dataDir) !== null) {
    await askRunningServer(env.dataDir, email, role as Role);
  } else {
    await withDatabase(async ({ db }) => setRole(db, await userIdByEmail(db, email), role as Role));
  }
  console.log(`${email} is now ${role}.`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof HttpError || err instanceof Error ? err.message : err);
  process.exit(1);
});
