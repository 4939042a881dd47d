import { randomBytes, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth/api";
import { HttpError } from "../lib/http-error";
import { HashPool, HashQueueFull, type HashPoolOptions } from "./hash-pool";

/**
 * OWASP ASVS 5.0 asks for scrypt N >= 2^17 with r = 8; Better Auth's default (N = 2^14) is
 * weaker, so hashing is ours. Parameters travel inside the hash so they can be raised later
 * without breaking stored passwords.
 */
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

let pool = new HashPool();

/** Replaces the hashing threads (tests use a tiny pool to fill its queue). */
export function configurePasswordHashing(options: HashPoolOptions) {
  void pool.close();
  pool = new HashPool(options);
}

const busyMessage = (seconds: number) =>
  `We are receiving too many sign-in attempts right now. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;

/**
 * Runs a password request in its turn (hash-pool.ts `turn`); when the line is too long, answers
 * 503 with Retry-After before any of its work.
 */
export async function inPasswordTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await pool.turn(work);
  } catch (err) {
    if (!(err instanceof HashQueueFull)) throw err;
    throw new HttpError(503, busyMessage(err.retryAfterSeconds), { "Retry-After": String(err.retryAfterSeconds) });
  }
}

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  try {
    return await pool.run({
      password: password.normalize("NFKC"),
      salt,
      keyLength: KEY_LENGTH,
      ...params,
      maxmem: 256 * params.N * params.r,
    });
  } catch (err) {
    if (!(err instanceof HashQueueFull)) throw err;
    // Better Auth turns its own error type into the response as it is, Retry-After included.
    throw new APIError(
      "SERVICE_UNAVAILABLE",
      { message: busyMessage(err.retryAfterSeconds), code: "TOO_BUSY" },
      {
        "Retry-After": String(err.retryAfterSeconds),
      },
    );
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, salt, expected] = parts;
  const expectedKey = Buffer.from(expected, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(rr), p: Number(pp) });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}
