import { createMailTransport } from "../mail/transport";
import { createOutboxWorker, type OutboxWorkerOptions } from "../outbox/worker";
import type { TestApp } from "./test-app";

/** An outbox worker sending email as the app's settings say (SMTP_URL, else .eml files). */
export const appMailWorker = (app: TestApp, options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({
    db: app.db,
    sender: createMailTransport(app.env, app.deps.logger),
    logger: app.deps.logger,
    ...options,
  });
