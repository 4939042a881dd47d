import type { Db } from "../db/client";
import type { Logger } from "./logger";
import { purgeExpiredCounters } from "./rate-limit";

/** Another table pruned on the same timer: what it holds (for the log) and how it is pruned. */
export type ExtraPurge = { what: string; purge: (db: Db) => Promise<number> };

/**
 * Purges expired rate-limit counters a minute after start and then every hour, in the
 * background. Several server processes may each run it; deleting the same old rows is harmless.
 * `also` prunes other tables on the same timer (the audit log): one timer, handed
 * its work from main.ts, since lib/ imports no domain.
 */
export function startCounterPurge({
  db,
  logger,
  firstDelayMs = 60_000,
  intervalMs = 3_600_000,
  also = [],
}: {
  db: Db;
  logger: Logger;
  firstDelayMs?: number;
  intervalMs?: number;
  also?: ExtraPurge[];
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    timer = setTimeout(run, delay);
    // A pending purge must not keep the process alive.
    timer.unref();
  };
  function run() {
    running = purgeExpiredCounters(db)
      .then((removed) => {
        if (removed > 0) logger.info({ removed }, "expired rate-limit counters purged");
      })
      .catch((err) => logger.error({ err }, "rate-limit counter purge failed"))
      .then(async () => {
        for (const { what, purge } of also) {
          try {
            const removed = await purge(db);
            if (removed > 0) logger.info({ removed }, `expired ${what} purged`);
          } catch (err) {
            logger.error({ err }, `${what} purge failed`);
          }
        }
      })
      .finally(() => {
        running = null;
        if (!stopped) schedule(intervalMs);
      });
  }
  schedule(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
