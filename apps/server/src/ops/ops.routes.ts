import { Hono } from "hono";
import type { Metrics } from "./metrics";
import { tokenMatches } from "./token-match";
import type { ReadinessCheck } from "./readiness";

export type Ops = { readiness: ReadinessCheck; metrics: Metrics | null; metricsToken: string | undefined };

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * /healthz, /readyz and /metrics. Mounted before every middleware of the app
 * (app.ts): a load balancer asks every second, and these answers go to no request log, count
 * against no limit, and are never compressed or given the pages' security headers.
 */
export function opsRoutes({ readiness, metrics, metricsToken }: Ops) {
  return new Hono()
    .get("/healthz", (c) => c.text("ok", 200, NO_STORE))
    .get("/readyz", async (c) => {
      const state = await readiness.check();
      return c.json(state, state.ready ? 200 : 503, NO_STORE);
    })
    .get("/metrics", async (c) => {
      // Without a token the endpoint does not exist: nothing tells a visitor it could.
      if (!metrics || !metricsToken) return c.text("Not found", 404, NO_STORE);
      const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "");
      if (!tokenMatches(metricsToken, given)) {
        return c.text("Unauthorized", 401, { ...NO_STORE, "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      return c.body(await metrics.registry.metrics(), 200, {
        ...NO_STORE,
        "Content-Type": metrics.registry.contentType,
      });
    });
}
