import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openPglite, openPostgres, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { createDeps, createOutboxSender } from "./deps";
import { loadEnv } from "./env";
import { startCounterPurge } from "./lib/counter-purge";
import { pruneAuditLog } from "./audit/audit.service";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-lock";
import { createLogger } from "./lib/logger";
import { serverBusy } from "./lib/requests-in-flight";
import { createOutboxWorker } from "./outbox/worker";
import { startFollowUpScheduler } from "./follow-ups/follow-up-scheduler";
import { startBillingScheduler } from "./charges/billing-scheduler";
import { writeCliToken } from "./internal/cli-token";
import { CLIENT_IDLE_MS, httpDrain, keepConnectionsAlive } from "./ops/graceful-shutdown";
import { createOps } from "./ops/ops";

async function main() {
  const started = performance.now();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);

  let releaseLock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL, 10, (err) =>
      logger.warn({ err }, "a database connection was closed; the next query opens a new one"),
    );
  } else {
    releaseLock = acquireDataDirLock(env.dataDir);
    database = await openPglite(path.join(env.dataDir, "pg"));
  }
  await migrateDatabase(database);

  const deps = createDeps(env, database, logger);
  let cliToken: string | null = null;
  const ops = createOps(deps);
  const app = createApp(deps, { cliToken: () => cliToken, ops });
  // The outbox worker sends once the server is up and stops before the database closes. Email,
  // webhook deliveries and text messages are rows of the one outbox: one
  // worker, one set of retries.
  const sender = createOutboxSender(deps);
  const outboxWorker = createOutboxWorker({ db: deps.db, sender, logger, giveWayWhile: serverBusy });
  const counterPurge = startCounterPurge({
    db: deps.db,
    logger,
    also: [{ what: "audit log entries", purge: pruneAuditLog }],
  });
  const followUps = startFollowUpScheduler(deps);
  // Plans' charges on their saved cards (decision 122): every process runs it, each thing is charged once.
  const billing = startBillingScheduler(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    cliToken = writeCliToken(env.dataDir, info.port);
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    logger.info({ ms: Math.round(performance.now() - started), database: database.kind }, "ready");
    outboxWorker.start();
    console.log(`YardQuote is running at ${url}`);
  });

  const http = httpDrain(keepConnectionsAlive(server as Server), { idleGraceMs: CLIENT_IDLE_MS });

  // A stop answers what is in hand: /readyz turns 503 so a load balancer moves on,
  // no new connection is taken, the requests in flight and the outbox batch being sent finish,
  // and only then does the database close.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    ops.readiness.beginShutdown();
    try {
      await Promise.all([
        http.drain(),
        outboxWorker.stop().catch((err) => logger.error({ err }, "the outbox worker did not stop cleanly")),
      ]);
      await counterPurge.stop();
      await followUps.stop();
      await billing.stop();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  }
  process.exit(1);
});
