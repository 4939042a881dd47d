import type { AppDeps } from "../app-env";
import { runFollowUps } from "./run-follow-ups";

/** Looks for due follow-ups every minute; several processes may run it (the lead's row decides). */
export function startFollowUpScheduler(deps: AppDeps, intervalMs = 60_000) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
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
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
