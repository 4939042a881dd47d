import type Stripe from "stripe";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";

const clients = new WeakMap<Env, Stripe>();
// The SDK is loaded on first use: without billing configured it is never needed, and loading it
// at start costs ~18 MB of memory and ~0.2 s.
let sdk: Promise<typeof import("stripe")> | null = null;

/** Where the SDK sends requests: api.stripe.com unless STRIPE_API_BASE points at a stand-in. */
function stripeConnection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol };
}

/** One SDK client per configuration; billing off (no secret key) is a 503 the caller can read. */
export async function stripeFor(env: Env): Promise<Stripe> {
  if (!env.STRIPE_SECRET_KEY) throw new HttpError(503, "Billing is not configured on this server.");
  const { default: StripeSdk } = await (sdk ??= import("stripe"));
  let client = clients.get(env);
  if (!client) {
    client = new StripeSdk(env.STRIPE_SECRET_KEY, {
      ...stripeConnection(env.STRIPE_API_BASE),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(env, client);
  }
  return client;
}
