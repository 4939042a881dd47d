import { StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { Providers } from "./app/providers";
import { SessionExpiredListener } from "./app/session-expired-listener";
import { AuthPage } from "./features/auth/components/auth-page";
import { LandingPage } from "./features/landing/components/landing-page";

/** The pages rendered at build time, by path: public, the same for every visitor. */
export const PRERENDERED_PAGES: Record<string, ComponentType> = { "/": LandingPage, "/auth": AuthPage };

/**
 * A public page as HTML, at build time (scripts/prerender-pages.mjs, decisions 027 and 061): the
 * same components and the same tree of elements src/app/start.tsx hydrates (the router adds no
 * elements of its own), so the page paints before any script runs. The landing page is not
 * hydrated: its own entry (src/landing-main.ts) only sets its moving parts going (decision 096). A visitor's session is not
 * known here: the page is rendered signed out, as the client's first render is, and it updates
 * after. React puts the preloads of the eager images (the logo, the first screenshot) first.
 */
export function renderPage(path: string) {
  const Page = PRERENDERED_PAGES[path];
  if (!Page) throw new Error(`${path} is not a prerendered page`);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          <SessionExpiredListener />
          <Page />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
