import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * The visitor's address. Behind a load balancer (TRUST_PROXY), the last X-Forwarded-For entry is
 * the one the balancer added; entries before it came from the visitor and may be made up (to
 * dodge a per-address limit), and a value that is not an address at all is ignored.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
