import { createMailTransport } from "../mail/transport";
import { createMailWorker, type MailWorkerOptions } from "../mail/worker";
import type { TestApp } from "./test-app";

/** An outbox worker sending email as the app's settings say (SMTP_URL, else .eml files). */
export const appMailWorker = (app: TestApp, options: Partial<MailWorkerOptions> = {}) =>
  createMailWorker({
    db: app.db,
    transport: createMailTransport(app.env, app.deps.logger),
    logger: app.deps.logger,
    ...options,
  });
