import type { AppDeps } from "../app-env";
import { createOutboxSender } from "../deps";
import { createOutboxWorker, type OutboxWorkerOptions } from "../outbox/worker";

/** The outbox worker as main.ts builds it, with quick retries for tests. */
export function testOutboxWorker(
  deps: AppDeps,
  options: Pick<OutboxWorkerOptions, "maxAttempts" | "retryDelayMs"> = {},
) {
  return createOutboxWorker({
    db: deps.db,
    sender: createOutboxSender(deps),
    logger: deps.logger,
    retryDelayMs: () => 0,
    ...options,
  });
}
