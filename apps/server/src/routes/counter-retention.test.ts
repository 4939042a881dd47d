import { describe, expect, it } from "vitest";
import { COUNTER_RETENTION_SECONDS } from "../lib/rate-limit";
import { ACCOUNT_RULE, IP_RULE } from "./auth/auth.routes";
import { PUBLIC_RULES } from "./public/public-limits";

// The routes choose the windows, lib/rate-limit purges old counters: a purge must never drop a
// counter that a window still counts. Lives beside the routes because lib/ does not import them.
describe("rate-limit counters", () => {
  it("are kept far longer than any route's window", () => {
    const rules = [IP_RULE, ACCOUNT_RULE, ...Object.values(PUBLIC_RULES)];
    for (const rule of rules) expect(rule.windowSeconds * 4).toBeLessThanOrEqual(COUNTER_RETENTION_SECONDS);
  });
});
