import type { AppDeps } from "../app-env";
import { runBilling } from "./billing-run";

/**
 * Runs the billing 10 s after start and then every minute (as follow-ups/follow-up-scheduler.ts);
 * several processes may run it at once (billing-run.ts). stop() waits for a run in progress.
 */
export function startBillingScheduler(deps: AppDeps, { firstDelayMs = 10_000, intervalMs = 60_000 } = {}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (delay = intervalMs) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick() {
    running = runBilling(deps)
      .then((done) => {
        if (done.markedDone + done.created + done.retried + done.settled > 0) deps.logger.info(done, "billing run");
      })
      .catch((err) => deps.logger.error({ err }, "billing run failed"))
      .finally(() => {
        running = null;
        if (!stopped) schedule();
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
