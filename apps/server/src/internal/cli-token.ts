import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The CLI cannot open the embedded database while the server holds it, so it asks the server.
 * The server writes a fresh token and its port into DATA_DIR on start; only someone who can read
 * DATA_DIR (the operator) can use the internal endpoint.
 */
const cliFile = (dataDir: string) => path.join(dataDir, "cli.json");

export function writeCliToken(dataDir: string, port: number): string {
  const token = randomBytes(32).toString("hex");
  fs.writeFileSync(cliFile(dataDir), JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
  return token;
}

export function readCliInfo(dataDir: string): { port: number; token: string; pid: number } | null {
  try {
    return JSON.parse(fs.readFileSync(cliFile(dataDir), "utf8"));
  } catch {
    return null;
  }
}

export function tokensMatch(expected: string, given: string | undefined) {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
