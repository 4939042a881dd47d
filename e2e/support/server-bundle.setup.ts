import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../../scripts/build-server.mjs";

/**
 * Vitest global setup: builds the server bundle the suite's server processes run, once and
 * fresh, and at the end kills any server process of the run that is still alive (see
 * endsWithThisProcess in server.ts).
 */
export default async function setup() {
  await buildServer();
  const registry = fs.mkdtempSync(path.join(os.tmpdir(), "yq-test-servers-"));
  process.env.TEST_SERVERS_DIR = registry;
  return () => {
    for (const pid of fs.readdirSync(registry)) {
      try {
        process.kill(Number(pid), "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    fs.rmSync(registry, { recursive: true, force: true });
  };
}
