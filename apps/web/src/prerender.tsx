import { StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { AppLayout } from "./app/layouts/app-layout";
import { Providers } from "./app/providers";
import { SessionExpiredListener } from "./app/session-expired-listener";
import { AuthPage } from "./features/auth/components/auth-page";
import { DashboardPage } from "./features/dashboard/components/dashboard-page";
import { LandingPage } from "./features/landing/components/landing-page";

/**
 * The dashboard inside the signed-in layout, nested as src/app/routes.tsx nests them (the session
 * guard between them adds no elements). Rendered with no session and no figures: the layout, the
 * heading and intro, the loading placeholder.
 */
function DashboardInLayout() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The pages rendered at build time, by path, the same for every visitor: the public pages, and
 * the dashboard as it shows while its figures load (src/app/signed-in-shell.ts).
 */
export const PRERENDERED_PAGES: Record<string, ComponentType> = {
  "/": LandingPage,
  "/auth": AuthPage,
  "/dashboard": DashboardInLayout,
};

/**
 * A page as HTML, at build time (scripts/prerender-pages.mjs, decisions 027, 061 and 098): the
 * same components and the same tree of elements src/app/start.tsx hydrates (the router adds no
 * elements of its own), so the page paints before any script runs. The landing page is not
 * hydrated: its own entry (src/landing-main.ts) only sets its moving parts going.
 * A visitor's session is not known here: the public pages are rendered signed out, as the
 * client's first render is, and update after; the dashboard is hydrated only once the session is
 * confirmed (src/app/start.tsx). React puts the preloads of the eager images (the logo, the first
 * screenshot) first.
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
