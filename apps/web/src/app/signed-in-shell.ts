// The signed-in screens prerendered at build as their loading state, inside the app's layout
// (src/prerender.tsx, decisions 098 and 123). The server sends such a page only to a request
// carrying a session cookie; scripts/prerender-pages.mjs marks its root with how the app takes it
// over once the session is confirmed (src/app/start.tsx), and signed out the app renders afresh.

/**
 * "hydrate": the markup is the screen's own first render (the dashboard), hydrated in place.
 * "replace": the markup is a loading state drawn for the screen (src/app/loading-pages.tsx); the
 * screen is rendered out of sight and put in its place once its first answers are in.
 */
export type ShellTakeOver = "hydrate" | "replace";

/** How the app takes the page over, or null for the empty app shell and the public pages. */
export function signedInShell(container: HTMLElement): ShellTakeOver | null {
  if (!container.hasChildNodes()) return null;
  const kind = container.dataset.shell;
  return kind === "hydrate" || kind === "replace" ? kind : null;
}

/** Whether the page arrived as a prerendered signed-in shell (an empty root is the plain app shell). */
export function arrivedAsSignedInShell(container: HTMLElement) {
  return signedInShell(container) !== null;
}
