import type { AppDeps } from "../app-env";
import { runFollowUps } from "./run-follow-ups";

/**
 * Looks for due follow-ups 10 s after start and then every minute; several processes may run it
 * (the lead's row in lead_follow_ups decides who sends).
 */
export function startFollowUpScheduler(deps: AppDeps, { firstDelayMs = 10_000, intervalMs = 60_000 } = {}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (delay = intervalMs) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick() {
    running = runFollowUps(deps)
      .then((sent) => {
        if (sent > 0) deps.logger.info({ sent }, "follow-ups queued");
      })
      .catch((err) => deps.logger.error({ err }, "follow-up run failed"))
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
