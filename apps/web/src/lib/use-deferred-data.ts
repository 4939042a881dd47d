import { useDeferredValue } from "react";

/**
 * A query's data as the screen renders it: its first arrival renders the screen as a transition,
 * in slices the browser can answer taps between, and not in one long task (a query's own update
 * is synchronous). Until that render, `isPending` stays true and the screen keeps its loading
 * state; later answers (a save, a refetch) show at once, as before. Decision 123: on a first load
 * the whole screen renders with its data after the first paint, where a phone's blocking time
 * counts it; decision 098 did the same for the dashboard.
 */
export function useDeferredData<T>(data: T | undefined, isPending: boolean) {
  const deferred = useDeferredValue(data);
  const arriving = data !== undefined && deferred === undefined;
  return { data: arriving ? undefined : data, isPending: isPending || arriving };
}
