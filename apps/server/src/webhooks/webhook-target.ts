import { lookup } from "node:dns/promises";
import net from "node:net";

// Addresses a request from our server must never reach on an owner's say-so: this machine,
// the private networks it sits in, link-local (cloud metadata at 169.254.169.254), and
// addresses that are not unicast at all.
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  blocked.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  blocked.addSubnet(prefix, bits, "ipv6");

/** True for loopback, private, link-local and other non-public addresses (IPv4 or IPv6). */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type TargetRules = { allowPrivate: boolean };

/**
 * Why a webhook may not be sent to `url`, or null when it may. https only; plain http and
 * private or loopback targets only when WEBHOOKS_ALLOW_PRIVATE_TARGETS is on (local receivers,
 * tests). Checked when the owner saves the address and again before every delivery, since a
 * name can be pointed somewhere else later.
 */
export async function targetProblem(url: string, rules: TargetRules): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "Enter a full address, like https://hooks.example.com/yardquote.";
  }
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && rules.allowPrivate)) {
    return "The address must start with https://.";
  }
  if (parsed.username || parsed.password) return "The address must not contain a user name or password.";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return `The host name "${host}" could not be found.`;
  }
  if (!rules.allowPrivate && addresses.some(isPrivateAddress)) {
    return "That address points to a private or local network; webhooks can only go to public internet addresses.";
  }
  return null;
}
