// npm run load:leads — 10,000 leads at 100 concurrent connections against the real server on
// PostgreSQL; every one must be answered 201 and stored exactly once. Settings: LOAD_LEADS,
// LOAD_CONNECTIONS, LOAD_RESPOND=0 (skip the accept), LOAD_DATABASE_URL (an admin URL; a scratch
// database is created on it and dropped after). Exits 1 on any failure.
import os from "node:os";
import { buildServer } from "../scripts/build-server.mjs";
import { runLeadLoad, percentile } from "./support/lead-load";
import { ownerWithPublishedForm } from "./support/owner";
import { createScratchDatabase } from "./support/postgres";
import { startServerProcess } from "./support/server-process";
import { checkStored } from "./support/verify";

const total = Number(process.env.LOAD_LEADS ?? 10_000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const respond = process.env.LOAD_RESPOND !== "0";

await buildServer();
const db = await createScratchDatabase();
// The per-form limit (300 an hour) is for real traffic; this run is one form's whole year.
const server = await startServerProcess({
  databaseUrl: db.url,
  env: { TRUST_PROXY: "on", PUBLIC_LEADS_PER_FORM: String(total * 2) },
});
let ok = false;
try {
  const { formId } = await ownerWithPublishedForm(server.url);
  console.log(
    `${total} leads${respond ? " + accepts" : ""} at ${connections} connections -> ${server.url} (PostgreSQL)`,
  );
  const result = await runLeadLoad({ baseUrl: () => server.url, formId, total, connections, respond });
  const stored = await checkStored(db, formId, result);
  const seconds = result.durationMs / 1000;
  const requests = result.leads.size + result.responses.size + result.failures.length;
  const lat = result.leadLatencies;
  console.log(
    [
      `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`,
      `time: ${seconds.toFixed(1)} s, ${Math.round(requests / seconds)} requests/s, ${Math.round(result.leads.size / seconds)} leads/s`,
      `lead POST latency: p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms`,
      `answered 2xx: ${result.leads.size} leads, ${result.responses.size} accepts; failures: ${result.failures.length}`,
      `stored: ${stored.roots} first records, ${stored.completes} complete records`,
      `missing: ${stored.missingLeads.length} leads, ${stored.missingResponses.length} accepts; duplicates: ${stored.duplicateEmails.length} leads, ${stored.duplicateCompletes.length} accepts`,
    ].join("\n"),
  );
  for (const f of result.failures.slice(0, 5)) console.log(`  failure: ${JSON.stringify(f)}`);
  ok =
    result.failures.length === 0 &&
    result.leads.size === total &&
    stored.roots === total &&
    stored.missingLeads.length === 0 &&
    stored.duplicateEmails.length === 0 &&
    (!respond ||
      (result.responses.size === total &&
        stored.completes === total &&
        stored.missingResponses.length === 0 &&
        stored.duplicateCompletes.length === 0));
  console.log(ok ? "PASS: every lead stored exactly once, no error" : "FAIL");
} finally {
  await server.stop();
  await db.drop();
}
process.exit(ok ? 0 : 1);
