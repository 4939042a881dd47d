import type { MiddlewareHandler } from "hono";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { registerDatabaseMetrics } from "./database-metrics";

/**
 * The routes whose 201 stores a lead (the public form's first record) and an answer to its quote
 * (accept or decline: the lead is complete). Counted from the answered route here rather than in
 * the routes, so the metrics stay in one file; ops/metrics.test.ts fails if a route moves.
 */
const LEAD_STARTED = "POST /api/public/forms/:id/leads";
const LEAD_COMPLETED = "POST /api/public/leads/:leadId/response";

// Most answers take a few milliseconds; a slow database or an upload takes seconds.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  registry: Registry;
  /** Counts each answer by the route pattern that answered it (never the raw path). */
  middleware: MiddlewareHandler;
};

/**
 * One registry per server: Node's default metrics (CPU, memory, GC, event-loop lag), requests per
 * route, leads, rate-limit refusals, the outbox and the database's connections. Built only when
 * METRICS_TOKEN is set, so a server without it pays nothing per request.
 */
export function createMetrics({ database, logger }: { database: Database; logger: Logger }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "yq_http_requests_total",
    help: "Requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "yq_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const leadsStarted = new Counter({
    name: "yq_leads_started_total",
    help: "Leads stored by this server (the public form's first record).",
    registers,
  });
  const leadsCompleted = new Counter({
    name: "yq_leads_completed_total",
    help: "Answers to a quote (accept or decline) stored by this server.",
    registers,
  });
  const refusals = new Counter({
    name: "yq_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (answered 429), by route pattern.",
    labelNames: ["route"] as const,
    registers,
  });
  registerDatabaseMetrics(registry, database, logger);

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // A path no route claimed has the fallback's pattern ("/*"): the label set stays bounded.
      const route = c.req.routePath || "unmatched";
      const status = c.res.status;
      const method = c.req.method;
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, (performance.now() - started) / 1000);
      if (status === 429) refusals.inc({ route });
      if (status === 201) {
        const answered = `${method} ${route}`;
        if (answered === LEAD_STARTED) leadsStarted.inc();
        else if (answered === LEAD_COMPLETED) leadsCompleted.inc();
      }
    }
  };
  return { registry, middleware };
}
