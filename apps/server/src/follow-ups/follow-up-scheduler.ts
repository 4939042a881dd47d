import type { AppDeps } from "../app-env";
import { startEveryMinute } from "../lib/every-minute";
import { runFollowUps } from "./run-follow-ups";

/**
 * Looks for due follow-ups 10 s after start and then every minute; several processes may run it
 * (the lead's row in lead_follow_ups decides who sends).
 */
export const startFollowUpScheduler = (deps: AppDeps, timing?: { firstDelayMs?: number; intervalMs?: number }) =>
  startEveryMinute("follow-up run", deps.logger, async () => ({ sent: await runFollowUps(deps) }), timing);
