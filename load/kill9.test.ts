// kill -9 of the server in the middle of a lead load, then a restart: every lead (and accept)
// that was answered 2xx must be in the database. FAULT_LEADS sets the size (CI runs the default).
import { afterAll, beforeAll, expect, it } from "vitest";
import { runLeadLoad } from "./support/lead-load";
import { ownerWithPublishedForm } from "./support/owner";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres";
import { startServerProcess, type ServerProcess } from "./support/server-process";
import { checkStored } from "./support/verify";

const total = Number(process.env.FAULT_LEADS ?? 600);
const connections = Number(process.env.FAULT_CONNECTIONS ?? 100);

let db: ScratchDatabase;
let server: ServerProcess;
beforeAll(async () => {
  db = await createScratchDatabase("yq_fault");
  server = await startServerProcess({
    databaseUrl: db.url,
    env: { TRUST_PROXY: "on", PUBLIC_LEADS_PER_FORM: String(total * 2) },
  });
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

it("keeps every lead and accept that was answered 2xx across a kill -9 and restart", async () => {
  const { formId } = await ownerWithPublishedForm(server.url);
  const killAt = Math.floor(total / 3);
  let killed: Promise<void> | null = null;
  let storedAtKill = 0;
  let sawItDown = () => {};
  const refused = new Promise<void>((resolve) => (sawItDown = resolve));
  const result = await runLeadLoad({
    baseUrl: () => server.url,
    formId,
    total,
    connections,
    respond: true,
    onRefused: () => sawItDown(),
    onLead: (stored) => {
      if (killed || stored < killAt) return;
      storedAtKill = stored;
      // Killed while ~100 requests are in flight; restarted once a client has seen it down (a
      // connection refused), so the outage is one the visitors met, however fast the machine.
      killed = server
        .kill9()
        .then(() => refused)
        .then(() => server.restart());
    },
  });
  expect(killed, "the server was killed during the load").not.toBeNull();
  await killed;

  const stored = await checkStored(db, formId, result);
  expect(stored.missingLeads).toEqual([]);
  expect(stored.missingResponses).toEqual([]);
  expect(stored.duplicateEmails).toEqual([]);
  expect(stored.duplicateCompletes).toEqual([]);
  // The kill really cut requests, and the restarted server took the rest of the load.
  expect(result.failures.filter((f) => f.status === null).length + result.refusedRetries).toBeGreaterThan(0);
  expect(result.leads.size).toBeGreaterThan(storedAtKill + total / 3);
  // Nothing but the outage failed: no 4xx/5xx answers from a server that was up.
  expect(result.failures.filter((f) => f.status !== null)).toEqual([]);
  console.log(
    `kill -9 after ${storedAtKill} leads: ${result.leads.size} leads and ${result.responses.size} accepts answered 2xx, ` +
      `${result.failures.length} requests cut, ${result.refusedRetries} refused and sent again; stored ${stored.roots} leads, ${stored.completes} accepts, none missing`,
  );
});
