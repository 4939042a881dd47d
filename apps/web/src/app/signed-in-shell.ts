// The signed-in screens prerendered at build as their loading state, inside the app's layout
// (src/prerender.tsx, decision 098). The server sends that page only to a request carrying a
// session cookie; the app hydrates it once the session is confirmed, and replaces it otherwise.

/** The paths whose page may arrive as the prerendered signed-in shell. */
const SIGNED_IN_SHELL_PATHS: readonly string[] = ["/dashboard"];

/** Whether the page arrived as a prerendered signed-in shell (an empty root is the plain app shell). */
export function arrivedAsSignedInShell(container: HTMLElement) {
  return container.hasChildNodes() && SIGNED_IN_SHELL_PATHS.includes(location.pathname);
}
