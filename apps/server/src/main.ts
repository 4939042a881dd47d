import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { migrateDatabase, openPglite, openPostgres, type Database } from "./db/client";
import { createDeps } from "./deps";
import { loadEnv } from "./env";
import { startCounterPurge } from "./lib/counter-purge";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-lock";
import { createLogger } from "./lib/logger";
import { serverBusy } from "./lib/requests-in-flight";
import { createMailTransport } from "./mail/transport";
import { createOutboxSender } from "./mail/outbox-sender";
import { createMailWorker } from "./mail/worker";
import { createWebhookSender } from "./webhooks/webhook-sender";
import { startFollowUpScheduler } from "./follow-ups/follow-up-scheduler";
import { createSmsClient } from "./sms/sms-client";
import { createSmsSender } from "./sms/sms-sender";
import { writeCliToken } from "./routes/internal/cli-token";

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
  const app = createApp(deps, { cliToken: () => cliToken });
  // --- mail worker: sends the outbox once the server is up, stops before the database closes.
  // Webhook deliveries are rows of the same outbox (decision 038): one worker, one set of retries.
  const webhookSender = createWebhookSender({
    db: deps.db,
    logger,
    allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    publicUrl: env.publicUrl,
  });
  const transport = createOutboxSender(createMailTransport(env, logger), {
    webhook: webhookSender,
    sms: createSmsSender(createSmsClient(env)),
  });
  const mailWorker = createMailWorker({ db: deps.db, transport, logger, giveWayWhile: serverBusy });
  // --- end mail worker
  const counterPurge = startCounterPurge({ db: deps.db, logger });
  const followUps = startFollowUpScheduler(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    cliToken = writeCliToken(env.dataDir, info.port);
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    logger.info({ ms: Math.round(performance.now() - started), database: database.kind }, "ready");
    mailWorker.start();
    console.log(`YardQuote is running at ${url}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close();
    try {
      await mailWorker.stop().catch((err) => logger.error({ err }, "mail worker did not stop cleanly"));
      await counterPurge.stop();
      await followUps.stop();
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
