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
