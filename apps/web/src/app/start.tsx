import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { discardEarlyAnswers } from "@/lib/early-requests";
import { Providers } from "./providers";
import { router } from "./router";

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

// The landing and sign-in pages arrive rendered (src/prerender.tsx): they are hydrated once their
// route's lazy chunk is in, so the first client render matches the HTML. Every other page starts
// empty.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task a tap would wait behind).
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else {
  createRoot(container).render(app);
}
