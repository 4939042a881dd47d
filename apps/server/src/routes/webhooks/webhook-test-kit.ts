import type { AppDeps } from "../../app-env";
import { createMailTransport } from "../../mail/transport";
import { createOutboxSender } from "../../mail/outbox-sender";
import { createMailWorker, type MailWorkerOptions } from "../../mail/worker";
import { createSmsClient } from "../../sms/sms-client";
import { createSmsSender } from "../../sms/sms-sender";
import { createWebhookSender } from "../../webhooks/webhook-sender";

/** The outbox worker as main.ts builds it, with quick retries for tests. */
export function testOutboxWorker(deps: AppDeps, options: Pick<MailWorkerOptions, "maxAttempts" | "retryDelayMs"> = {}) {
  const webhooks = createWebhookSender({
    db: deps.db,
    logger: deps.logger,
    allowPrivateTargets: deps.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    publicUrl: deps.env.publicUrl,
  });
  return createMailWorker({
    db: deps.db,
    transport: createOutboxSender(createMailTransport(deps.env, deps.logger), {
      webhook: webhooks,
      sms: createSmsSender(createSmsClient(deps.env)),
    }),
    logger: deps.logger,
    retryDelayMs: () => 0,
    ...options,
  });
}
