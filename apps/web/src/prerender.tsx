import { StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { APP_PATHS } from "@yq/form-schema/app-paths";
import { AppLayout } from "./app/layouts/app-layout";
import * as loading from "./app/loading-pages";
import { Providers } from "./app/providers";
import { SessionExpiredListener } from "./app/session-expired-listener";
import { AuthPage } from "./features/auth/components/auth-page";
import { DashboardPage } from "./features/dashboard/components/dashboard-page";
import { LandingPage } from "./features/landing/components/landing-page";

/**
 * A signed-in screen inside the signed-in layout, nested as src/app/routes.tsx nests them (the
 * session guard between them adds no elements), rendered with no session and no data.
 */
const inLayout = (path: string, Page: ComponentType) =>
  function SignedInPage() {
    return (
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={path} element={<Page />} />
        </Route>
      </Routes>
    );
  };

/**
 * The pages rendered at build time, by path (a screen of a form by its route's pattern), the same
 * for every visitor: the public pages; the dashboard as it shows while its figures load, hydrated
 * (decision 098); the other owner screens as their loading state drawn by src/app/loading-pages.tsx,
 * replaced by the screen once its first answers are in (decision 123, src/app/signed-in-shell.ts).
 */
export const PRERENDERED_PAGES: Record<string, ComponentType> = {
  "/": LandingPage,
  "/auth": AuthPage,
  [APP_PATHS.dashboard]: inLayout(APP_PATHS.dashboard, DashboardPage),
  [APP_PATHS.forms]: inLayout(APP_PATHS.forms, loading.FormsLoading),
  [APP_PATHS.formDetails]: inLayout(APP_PATHS.formDetails, loading.FormDetailsLoading),
  [APP_PATHS.formSubmissions]: inLayout(APP_PATHS.formSubmissions, loading.SubmissionsLoading),
  [APP_PATHS.editForm]: inLayout(APP_PATHS.editForm, loading.BuilderLoading),
  [APP_PATHS.leads]: inLayout(APP_PATHS.leads, loading.LeadsLoading),
  [APP_PATHS.schedule]: inLayout(APP_PATHS.schedule, loading.ScheduleLoading),
  [APP_PATHS.profile]: inLayout(APP_PATHS.profile, loading.ProfileLoading),
  [APP_PATHS.subscription]: inLayout(APP_PATHS.subscription, loading.SubscriptionLoading),
};

/**
 * A page as HTML, at build time (scripts/prerender-pages.mjs, decisions 027, 061 and 098): the
 * same components and the same tree of elements src/app/start.tsx hydrates (the router adds no
 * elements of its own), so the page paints before any script runs. The landing page is not
 * hydrated: its own entry (src/landing-main.ts) only sets its moving parts going.
 * A visitor's session is not known here: the public pages are rendered signed out, as the
 * client's first render is, and update after; the dashboard is hydrated only once the session is
 * confirmed, the other signed-in screens replaced (src/app/start.tsx). React puts the preloads of
 * the eager images (the logo, the first screenshot) first.
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
