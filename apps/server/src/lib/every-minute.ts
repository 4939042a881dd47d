import type { Logger } from "./logger";

/**
 * Runs `run` after `firstDelayMs` and then `intervalMs` after each run ends, on unref'd timers;
 * a failed run is logged and the next one still comes. Several processes may run the same task:
 * each task decides by its own rows who does what (follow-ups, billing). stop() waits for a run
 * in progress.
 */
export function startEveryMinute(
  what: string,
  logger: Logger,
  run: () => Promise<Record<string, number>>,
  { firstDelayMs = 10_000, intervalMs = 60_000 } = {},
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (delay = intervalMs) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  function tick() {
    running = run()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) logger.info(counts, what);
      })
      .catch((err) => logger.error({ err }, `${what} failed`))
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
