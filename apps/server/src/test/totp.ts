import { createHmac } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

// Authenticator-app codes for tests, written from the algorithm itself (HOTP over HMAC-SHA-1,
// counted in 30-second steps) rather than with the library the server uses, so a test would
// notice if the server's codes were not the ones a real authenticator app shows.

const PERIOD_MS = 30_000;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** The key an authenticator app is given: base32, as in the QR code's otpauth:// address. */
export function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The key of an otpauth://totp/...?secret=... address. */
export const keyOfUri = (uri: string) => base32Decode(new URL(uri).searchParams.get("secret") ?? "");

const stepAt = (now = Date.now()) => Math.floor(now / PERIOD_MS);

/** The six-digit code of one time step. */
function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/**
 * An authenticator app that remembers the last step it gave: each call gives a code of a later
 * step that the server accepts now (this step or the next; the server allows one either side),
 * waiting for the clock when both are used. A code is never given twice, as the server refuses
 * a second use.
 */
export function authenticator(key: Buffer) {
  let lastStep = -1;
  return {
    key,
    async nextCode(): Promise<string> {
      for (;;) {
        const now = Date.now();
        const current = stepAt(now);
        // Close to a step's end, this step could be gone by the time the server checks it.
        const nearEnd = PERIOD_MS - (now % PERIOD_MS) < 3000;
        const step = Math.max(lastStep + 1, nearEnd ? current + 1 : current);
        if (step <= current + 1) {
          lastStep = step;
          return codeAt(key, step);
        }
        await sleep(PERIOD_MS - (now % PERIOD_MS) + 50);
      }
    },
    /** The code of the step before the last one given: one the server has seen pass. */
    usedCode: () => codeAt(key, lastStep),
  };
}
