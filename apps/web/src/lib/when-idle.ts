/**
 * Runs `then` once the browser has nothing better to do after the first paint, to fetch a part
 * the first screen does not show (the toaster, the account menu, the navigation drawer) before it
 * is asked for. Browsers without requestIdleCallback (Safari) wait a fixed short while instead.
 * Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(then, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 200);
  return () => clearTimeout(id);
}
