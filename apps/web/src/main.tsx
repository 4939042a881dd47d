import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import "./index.css";

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The landing page arrives rendered (src/prerender.tsx): it is hydrated once its route's lazy
// chunk is in, so the first client render matches the HTML. Every other page starts empty.
if (container.hasChildNodes()) {
  const hydrate = () => hydrateRoot(container, app);
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
