import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { Providers } from "./app/providers";
import { SessionExpiredListener } from "./app/session-expired-listener";
import { LandingPage } from "./features/landing/components/landing-page";

/**
 * The landing page as HTML, at build time (scripts/prerender-landing.mjs, decision 027): the same
 * components and the same tree of elements main.tsx hydrates (the router adds no elements of its
 * own), so the page paints before any script runs. A visitor's session is not known here: the
 * page is rendered signed out, as the client's first render is, and the nav updates after.
 * React puts the preloads of the eager images (the logo, the first screenshot) first in the HTML.
 */
export function renderLanding() {
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location="/">
          <SessionExpiredListener />
          <LandingPage />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
