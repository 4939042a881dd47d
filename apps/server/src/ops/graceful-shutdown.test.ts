// SIGTERM to the real server (its bundle, as `npm start` runs it) in the middle of a stream of
// leads: every lead answered 2xx must be stored, and no request may be cut half way.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../../e2e/support/server";
import { runLeadLoad } from "../../../../load/support/lead-load";
import { ownerWithPublishedForm } from "../../../../load/support/owner";
import { checkStored } from "../../../../load/support/verify";
import type { ScratchDatabase } from "../../../../load/support/postgres";
import { openPglite } from "../db/client";

const total = 300;
const connections = 8;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-sigterm-"));
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** GET on one kept-alive connection: answers until the server closes it. */
function readyzOn(agent: http.Agent, port: number) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/readyz", agent }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on("error", reject);
  });
}

/** What /readyz answers on a connection opened before the stop, polled until the stop shows. */
async function readinessDuringStop(agent: http.Agent, port: number) {
  for (;;) {
    const answer = await readyzOn(agent, port);
    if (answer.status !== 200) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The embedded database is read by this process once the server has stopped; on PostgreSQL the
// same shutdown code runs, and load/ covers several servers.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("SIGTERM under a stream of leads", () => {
  it("answers and stores every request in hand, cuts none, and exits 0", { timeout: 300_000 }, async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TRUST_PROXY: "on",
      PUBLIC_LEADS_PER_FORM: String(total * 2),
    });
    const running = server;
    const ready = await fetch(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    expect(await (await fetch(`${running.url}/healthz`)).text()).toBe("ok");

    // Clients are told an idle connection lasts longer than they keep one, so none writes on a
    // connection the server is closing (keepConnectionsAlive).
    const told = await new Promise<string | undefined>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ host: "127.0.0.1", port: running.port, path: "/healthz", agent }, (res) => {
          res.resume();
          res.on("end", () => {
            agent.destroy();
            resolve(String(res.headers["keep-alive"]));
          });
        })
        .on("error", reject);
    });
    expect(told).toBe("timeout=65");

    const { formId } = await ownerWithPublishedForm(running.url);
    // A load balancer's health check on a connection it keeps open, asking from before the stop.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const readinessSeen = readinessDuringStop(agent, running.port);

    let stopped: Promise<void> | null = null;
    let exitCode: number | null = null;
    const result = await runLeadLoad({
      baseUrl: () => running.url,
      formId,
      total,
      connections,
      respond: true,
      // Connections the kernel completed but the server had not taken when it stopped listening
      // are reset by the kernel, not cut by the server: sent again, as a browser would; the stored
      // rows below prove nothing was stored twice or lost.
      retryResets: true,
      onLead: (stored) => {
        if (stopped || stored < total / 3) return;
        const proc = running.process;
        const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
        proc.kill("SIGTERM");
        // The clients keep sending: refused connections are sent again until the restart.
        stopped = exited.then(async (code) => {
          exitCode = code;
          await running.restart();
        });
      },
    });
    expect(stopped, "the server was stopped during the load").not.toBeNull();
    await stopped;
    agent.destroy();

    expect(exitCode).toBe(0);
    const seen = await readinessSeen;
    expect(seen).toMatchObject({ status: 503, connection: "close" });
    expect(JSON.parse(seen.body)).toMatchObject({ ready: false, failed: "shutting down" });
    // No request was cut (a cut one is a failure without a status), and none was refused an answer.
    expect(result.failures).toEqual([]);
    // Only a connection waiting in the kernel's queue at the stop can be reset: one per client at most.
    expect(result.resetRetries).toBeLessThanOrEqual(connections);
    // The stop happened under load: new connections were refused until the restart took them.
    expect(result.refusedRetries).toBeGreaterThan(0);
    expect(result.leads.size).toBe(total);
    expect(result.responses.size).toBe(total);

    const exitedAgain = new Promise((r) => running.process.once("exit", r));
    running.process.kill("SIGTERM");
    await exitedAgain;
    const database = await openPglite(path.join(dataDir, "pg"));
    if (database.kind !== "pglite") throw new Error("expected the embedded database");
    try {
      const query = async <T>(text: string, params?: unknown[]) => (await database.pglite.query<T>(text, params)).rows;
      const stored = await checkStored({ query } as unknown as ScratchDatabase, formId, result);
      expect(stored).toMatchObject({ missingLeads: [], missingResponses: [], duplicateEmails: [] });
      expect(stored.roots).toBe(total);
      expect(stored.completes).toBe(total);
    } finally {
      await database.close();
    }
  });
});
