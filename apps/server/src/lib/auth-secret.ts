import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Without AUTH_SECRET a secret is generated once and kept in DATA_DIR, so sessions survive a
 * restart and several processes sharing DATA_DIR sign cookies alike.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return fs.readFileSync(file, "utf8").trim();
}

const secrets = new Map<string, string>();

/** The server's signing secret (sessions, test runs, customer links), read once per configuration. */
export function serverSecret(env: { AUTH_SECRET?: string; dataDir: string }): string {
  const key = `${env.AUTH_SECRET ?? ""}\n${env.dataDir}`;
  let secret = secrets.get(key);
  if (secret === undefined) {
    secret = resolveAuthSecret(env.AUTH_SECRET, env.dataDir);
    secrets.set(key, secret);
  }
  return secret;
}
