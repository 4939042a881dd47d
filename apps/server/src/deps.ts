import path from "node:path";
import type { AppDeps } from "./app-env";
import { createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { CounterLeases } from "./lib/counter-lease";
import type { Logger } from "./lib/logger";
import { leadMailRenderers } from "./lead-events/lead-mail-render";
import { createMailTransport } from "./mail/transport";
import { dispatchByKind, type OutboxSender } from "./outbox/dispatch";
import { setOutboxRenderers } from "./outbox/render";
import { createSmsClient } from "./sms/sms-client";
import { createSmsSender } from "./sms/sms-sender";
import { createLocalStorage } from "./storage/local-storage";
import { createS3Storage } from "./storage/s3-storage";
import type { Storage } from "./storage/storage";
import { createWebhookSender } from "./webhooks/webhook-sender";

/** S3_BUCKET switches uploads to the object store; without it they stay in DATA_DIR/uploads. */
function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(path.join(env.dataDir, "uploads"));
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}

export function createDeps(env: Env, database: Database, logger: Logger, storage?: Storage): AppDeps {
  // A lead's emails are rendered when the worker sends them (decision 129), by lead-events.
  setOutboxRenderers(database.db, leadMailRenderers({ db: database.db, env }));
  return {
    env,
    database,
    db: database.db,
    logger,
    storage: storage ?? createStorage(env),
    auth: createAuth({ env, db: database.db }),
    counterLeases: new CounterLeases(),
  };
}

/**
 * The outbox's senders, one per kind of row (email, webhook, sms), behind one dispatcher. Wired
 * here and handed to the worker, so outbox/ imports none of the domains that send.
 */
export function createOutboxSender(deps: Pick<AppDeps, "env" | "db" | "logger">): OutboxSender {
  const { env, db, logger } = deps;
  return dispatchByKind({
    email: createMailTransport(env, logger),
    webhook: createWebhookSender({
      db,
      logger,
      allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      publicUrl: env.publicUrl,
    }),
    sms: createSmsSender(createSmsClient(env)),
  });
}
