import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient, Providers } from "./app/providers";
import { LandingNavLinks } from "./features/landing/components/landing-nav";
import { sessionQuery, type Me } from "./lib/session";

/**
 * The landing page's header for a signed-in visitor: the Dashboard link and the account menu,
 * rendered into the prerendered page's nav. Loaded only when the session says so, so a signed-out
 * visitor's page never carries React. Logging out here turns it back into the
 * signed-out links.
 */
export function mountSignedInNav(nav: HTMLElement, me: Me) {
  const client = createQueryClient();
  client.setQueryData(sessionQuery.queryKey, me);
  nav.replaceChildren();
  createRoot(nav).render(
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <LandingNavLinks />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}
