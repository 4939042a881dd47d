import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/http-error";
import { dumpEmbeddedDatabase } from "./database-dump";
import { tokenMatches } from "./token-match";

/**
 * GET /api/internal/backup: the running server's copy of its embedded database, for
 * `npm run cli -- backup` (ops/backup.ts). The server holds the data folder's lock, so the
 * CLI asks it, with the token the server wrote into DATA_DIR/cli.json at start.
 */
export function backupRoutes(cliToken: () => string | null) {
  return new Hono<AppEnv>().get("/backup", async (c) => {
    if (!tokenMatches(cliToken(), c.req.header("x-cli-token"))) throw new HttpError(403, "Forbidden");
    const { database, logger } = c.get("deps");
    if (database.kind !== "pglite") {
      throw new HttpError(409, "This server runs on PostgreSQL: back it up with pg_dump (docs/deployment.md).");
    }
    const started = performance.now();
    const dump = await dumpEmbeddedDatabase(database.pglite);
    logger.info(
      { bytes: dump.byteLength, ms: Math.round(performance.now() - started) },
      "database copied for a backup",
    );
    return c.body(dump, 200, { "Content-Type": "application/gzip", "Cache-Control": "no-store" });
  });
}
