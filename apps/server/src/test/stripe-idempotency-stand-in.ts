import type http from "node:http";

// Stripe's Idempotency-Key for the stand-in's POSTs (stripe-payment-intents-stand-in.ts): the
// first response (error or not) is replayed for the same key and parameters, other parameters are
// a 400 idempotency_error, and a request while the first one still runs is a 409.

type Params = Record<string, string>;
type Json = (status: number, body: unknown, headers?: Record<string, string>) => void;
type Stored = { fingerprint: string; status: number; body: unknown } | { fingerprint: string; running: true };
type Outcome = { status: number; body: unknown };

export function idempotentPosts() {
  const idempotent = new Map<string, Stored>();
  /** A POST run once per Idempotency-Key (scoped to the account, like Stripe's), else replayed. */
  return async function once(
    req: http.IncomingMessage,
    path: string,
    params: Params,
    account: string | null,
    json: Json,
    run: () => Promise<Outcome> | Outcome,
  ) {
    const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    if (!key) {
      const done = await run();
      return json(done.status, done.body);
    }
    const slot = `${account ?? ""}|${key}`;
    const fingerprint = JSON.stringify([path, Object.entries(params).sort(([a], [b]) => a.localeCompare(b))]);
    const seen = idempotent.get(slot);
    if (seen && seen.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return json(400, { error: { type: "idempotency_error", message } });
    }
    if (seen && "running" in seen) {
      const message =
        "There is currently another in-progress request using this Stripe API key with the same Idempotency key. Please try again later.";
      return json(409, { error: { type: "idempotency_error", message } });
    }
    if (seen) return json(seen.status, seen.body, { "idempotent-replayed": "true" });
    idempotent.set(slot, { fingerprint, running: true });
    const done = await run();
    // A request refused before it ran (a bad parameter) keeps no result: the key may be used again.
    if (done.status === 400) idempotent.delete(slot);
    else idempotent.set(slot, { fingerprint, ...done });
    return json(done.status, done.body);
  };
}
