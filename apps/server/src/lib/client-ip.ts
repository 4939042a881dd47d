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

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 network, because one household or
 * one attacker is routinely given a whole /64 and could otherwise rotate through it.
 */
export function limitAddress(ip: string): string {
  const plain = ip.replace(/^::ffff:(?=\d+\.)/i, "");
  if (!plain.includes(":")) return plain;
  const [head, tail = ""] = plain.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The visitor's address as every per-address limit counts it. */
export const visitorAddress = (c: Context<AppEnv>) => limitAddress(clientIp(c));
