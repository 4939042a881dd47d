import type { Db } from "../db/client";
import { hitInOrder, tooManyRequests, type RateRule } from "../lib/rate-limit";

/** Codes texted per account and, separately, per number. */
export const CODE_SEND_RULE: RateRule = { limit: 5, windowSeconds: 60 * 60 };
/**
 * Codes tried per account and per number, whichever code they were for: each code also allows
 * only a few tries of its own (sms.service.ts), and this bounds how many codes can be tried.
 */
export const CODE_TRY_RULE: RateRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Counts both the account and the number in the shared rate-limit counters, which deleting or
 * re-creating the text-alert settings does not touch: the counts used to live in the settings
 * row and started over with it. Counted before the work, so parallel requests
 * cannot all slip past one reading; the first counter over its limit answers 429.
 */
async function countBoth(db: Db, kind: string, rule: RateRule, userId: string, phone: string, message: string) {
  const checks = [
    { key: `sms-${kind}:user:${userId}`, rule },
    { key: `sms-${kind}:phone:${phone}`, rule },
  ];
  const counters = await hitInOrder(db, checks);
  for (const counter of counters) {
    if (counter && counter.count > rule.limit) throw tooManyRequests(message, counter.retryAfterSeconds);
  }
}

export const countCodeSent = (db: Db, userId: string, phone: string) =>
  countBoth(db, "code", CODE_SEND_RULE, userId, phone, "Too many codes were sent. Try again in an hour.");

export const countCodeTried = (db: Db, userId: string, phone: string) =>
  countBoth(db, "try", CODE_TRY_RULE, userId, phone, "Too many codes were tried. Try again in an hour.");
