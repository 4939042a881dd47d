import type { AppDeps } from "../app-env";
import { startEveryMinute } from "../lib/every-minute";
import { runBilling } from "./billing-run";

/** Runs the billing 10 s after start and then every minute; several processes may run it at once (billing-run.ts). */
export const startBillingScheduler = (deps: AppDeps, timing?: { firstDelayMs?: number; intervalMs?: number }) =>
  startEveryMinute("billing run", deps.logger, () => runBilling(deps), timing);
