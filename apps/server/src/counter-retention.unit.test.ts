import { describe, expect, it } from "vitest";
import { COUNTER_RETENTION_SECONDS } from "./lib/rate-limit";
import { ACCOUNT_RULE, IP_RULE } from "./auth/password-guard";
import { PUBLIC_RULES } from "./lib/public-limits";
import { EMAIL_IP_RULE, EMAIL_TARGET_RULE } from "./auth/email-limits";
import { CODE_SEND_RULE, CODE_TRY_RULE } from "./sms/sms-limits";

// The routes choose the windows, lib/rate-limit purges old counters: a purge must never drop a
// counter that a window still counts. Lives at the root because lib/ imports no domain.
describe("rate-limit counters", () => {
  it("are kept far longer than any route's window", () => {
    const rules = [
      IP_RULE,
      ACCOUNT_RULE,
      EMAIL_IP_RULE,
      EMAIL_TARGET_RULE,
      CODE_SEND_RULE,
      CODE_TRY_RULE,
      ...Object.values(PUBLIC_RULES),
    ];
    for (const rule of rules) expect(rule.windowSeconds * 4).toBeLessThanOrEqual(COUNTER_RETENTION_SECONDS);
  });
});
