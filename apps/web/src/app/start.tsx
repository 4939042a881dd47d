import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { discardEarlyAnswers } from "@/lib/early-requests";
import { sessionQuery } from "@/lib/session";
import { Providers, queryClient } from "./providers";
import { router } from "./router";
import { replaceWhenSettled } from "./replace-shell";
import { signedInShell } from "./signed-in-shell";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The answers src/main.tsx asked for are the first screen's alone (lib/early-requests.ts).
const firstLocation = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstLocation) return;
  stopWatching();
  discardEarlyAnswers();
});

/** Resolves once the router has loaded the first route's lazy chunks. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * The prerendered signed-in screens are taken over only when the session (asked for by
 * src/main.tsx) says signed in, so the guard's first render is the screen and not its spinner: the
 * dashboard's markup is hydrated (decision 098), the other screens' loading states are replaced by
 * the screen once its first answers are in (decision 123). Signed out (a cookie the server no
 * longer knows) or unanswered, the page is rendered afresh: the guard leads to /auth as from the
 * empty shell, no data asked for.
 */
async function signedIn() {
  const me = await queryClient.fetchQuery(sessionQuery).catch(() => null);
  return me !== null;
}

// The sign-in page and the signed-in screens arrive rendered (src/prerender.tsx): they are taken
// over once their route's lazy chunk is in, so the first client render matches the HTML. Every
// other page starts empty.
async function hydrateOrRender() {
  const shell = signedInShell(container);
  const [, takesOver] = await Promise.all([routerReady(), shell ? signedIn() : Promise.resolve(true)]);
  if (!takesOver) createRoot(container).render(app);
  else if (shell === "replace") await replaceWhenSettled(container, app, { queryClient, router });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task a tap would wait behind).
  else startTransition(() => void hydrateRoot(container, app));
}

if (container.hasChildNodes()) void hydrateOrRender();
else createRoot(container).render(app);
