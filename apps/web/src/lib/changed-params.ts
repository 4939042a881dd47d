/**
 * The address's query with `changes` applied: a value sets its key, an empty one removes it. The
 * lead lists keep their filters in the address this way, so a link or a reload shows the same list.
 */
export function changedParams(prev: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
