import { AsyncLocalStorage } from "node:async_hooks";

// Better Auth keeps each call's state in AsyncLocalStorage instances of its own (request state,
// endpoint context, adapter), kept on globalThis under this symbol.
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

let callsInFlight = 0;

/**
 * Every call into Better Auth goes through here. On Node 20 a storage that has run
 * once turns on async hooks for the whole process: every promise of every request then pays for
 * them (about 7 % of a public request's server time), long after the one sign-in that used them.
 * When the last call in flight settles, Better Auth's storages hold nothing, so they are switched
 * off; the next call's run() switches them on again.
 */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight += 1;
  try {
    return await call();
  } finally {
    callsInFlight -= 1;
    if (callsInFlight === 0) for (const storage of authStorages()) storage.disable();
  }
}

/** Better Auth's storages created so far. */
export function authStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.values(shared?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
}
