// What the health checks and metrics cost: /readyz under autocannon for BENCH_SECONDS
// (default 5) at BENCH_CONNECTIONS (default 10), its p50/p99, then BENCH_SCRAPES (default 50)
// scrapes of /metrics one after another, after some traffic, their p50/p99 and size. The server is
// the bundle (`npm start`'s), on the embedded default with a fresh DATA_DIR, built here first.
// The machine's load average is printed too: on a busy machine the figures are not comparable.
import os from "node:os";
import autocannon from "autocannon";
import { numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import { startServer } from "../e2e/support/server";
import { ownerWithPublishedForm } from "../load/support/owner";
import { buildServer } from "../scripts/build-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scrapes = Number(process.env.BENCH_SCRAPES ?? 50);
const token = "bench-metrics-token-0123456789";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

await buildServer();
const server = await startServer({ DATABASE_URL: "", METRICS_TOKEN: token, TRUST_PROXY: "on" });
try {
  const ready = await autocannon({ url: `${server.url}/readyz`, connections, duration: seconds });
  console.log(
    `/readyz: ${ready.requests.total} requests in ${seconds} s at ${connections} connections, ` +
      `p50 ${ready.latency.p50} ms, p99 ${ready.latency.p99} ms, non-2xx ${ready.non2xx}, errors ${ready.errors}`,
  );

  // Series for the scrape to carry: requests on a few routes, leads, the outbox's rows.
  const { formId } = await ownerWithPublishedForm(server.url);
  for (let i = 0; i < 20; i++) {
    await fetch(`${server.url}/api/public/forms/${formId}/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.1.0.${i}` },
      body: JSON.stringify({ answers: numberedVisitor(i, "bench"), consent: true }),
    });
  }
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < scrapes; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await res.text()).length;
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  }
  console.log(
    `/metrics: ${scrapes} scrapes, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms, ${Math.round(bytes / 1024)} KB each`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${os.cpus().length} cores`,
  );
} finally {
  await server.stop();
}
