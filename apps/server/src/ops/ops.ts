import type { AppDeps } from "../app-env";
import { createMetrics } from "./metrics";
import type { Ops } from "./ops.routes";
import { createReadiness } from "./readiness";

/** Health checks, and metrics when METRICS_TOKEN is set; one set per server process (main.ts). */
export function createOps(deps: Pick<AppDeps, "env" | "database" | "storage" | "logger">): Ops {
  const metricsToken = deps.env.METRICS_TOKEN;
  return {
    readiness: createReadiness({ database: deps.database, storage: deps.storage }),
    metrics: metricsToken ? createMetrics({ database: deps.database, logger: deps.logger }) : null,
    metricsToken,
  };
}
