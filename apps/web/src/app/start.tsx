import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { discardEarlyAnswers } from "@/lib/early-requests";
import { sessionQuery } from "@/lib/session";
import { Providers, queryClient } from "./providers";
import { createAppRouter, type AppRouter } from "./router";
import { replaceWhenSettled } from "./replace-shell";
import { signedInShell } from "./signed-in-shell";

const container = document.getElementById("root")!;
const appOf = (router: AppRouter) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** The router; the answers src/main.tsx asked for are the first screen's alone (lib/early-requests.ts). */
function makeRouter() {
  const router = createAppRouter();
  const firstLocation = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === firstLocation) return;
    stopWatching();
    discardEarlyAnswers();
  });
  return router;
}

/** Resolves once the router has loaded the first route's lazy chunks. */
const routerReady = (router: AppRouter) =>
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The sign-in page and the signed-in screens arrive rendered (src/prerender.tsx): they are taken
// over once their route's lazy chunk is in, so the first client render matches the HTML. Every
// other page starts empty.
async function hydrateOrRender() {
  const shell = signedInShell(container);
  const session = shell ? signedIn() : Promise.resolve(true);
  // This task evaluated the app's modules; the router is made in the next (router.tsx).
  await nextTask();
  const router = makeRouter();
  const app = appOf(router);
  const [, takesOver] = await Promise.all([routerReady(router), session]);
  if (!takesOver) createRoot(container).render(app);
  else if (shell === "replace") await replaceWhenSettled(container, app, { queryClient, router });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task a tap would wait behind).
  else startTransition(() => void hydrateRoot(container, app));
}

if (container.hasChildNodes()) void hydrateOrRender();
else createRoot(container).render(appOf(makeRouter()));
