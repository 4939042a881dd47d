import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { RequireAdmin, RequireSession, RequireSuperAdmin } from "./layouts/guards";
import { SessionExpiredListener } from "./session-expired-listener";
import { RouteError } from "./route-error";

/** Each screen is its own chunk, so the first load carries only what it shows. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** The app's screens, for the browser router (./router.tsx) and the component tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionExpiredListener />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      { path: "/", lazy: page(async () => (await import("@/features/landing/components/landing-page")).LandingPage) },
      { path: "/auth", lazy: page(async () => (await import("@/features/auth/components/auth-page")).AuthPage) },
      {
        path: "/auth/reset-password",
        lazy: page(async () => (await import("@/features/auth/components/reset-password-page")).ResetPasswordPage),
      },
      {
        element: <RequireSession />,
        children: [
          {
            // Its own chunk (menus, dialogs): the public pages start without it (decision 061).
            lazy: page(async () => (await import("./layouts/app-layout")).AppLayout),
            children: [
              {
                path: "/dashboard",
                lazy: page(async () => (await import("@/features/dashboard/components/dashboard-page")).DashboardPage),
              },
              {
                path: "/forms",
                lazy: page(async () => (await import("@/features/forms-list/components/forms-page")).FormsPage),
              },
              {
                path: "/forms/new",
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: "/forms/:id",
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: "/forms/:id/edit",
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: "/forms/:id/details",
                lazy: page(
                  async () => (await import("@/features/form-details/components/form-details-page")).FormDetailsPage,
                ),
              },
              {
                path: "/forms/:id/submissions",
                lazy: page(
                  async () => (await import("@/features/submissions/components/submissions-page")).SubmissionsPage,
                ),
              },
              {
                path: "/subscription",
                lazy: page(
                  async () => (await import("@/features/subscription/components/subscription-page")).SubscriptionPage,
                ),
              },
              {
                path: "/webhooks",
                lazy: page(async () => (await import("@/features/webhooks/components/webhooks-page")).WebhooksPage),
              },
              {
                path: "/profile",
                lazy: page(async () => (await import("@/features/profile/components/profile-page")).ProfilePage),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: "/admin",
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-dashboard-page")).AdminDashboardPage,
                    ),
                  },
                  {
                    path: "/admin/users",
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-users-page")).AdminUsersPage,
                    ),
                  },
                  {
                    path: "/admin/settings",
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-settings-page")).AdminSettingsPage,
                    ),
                  },
                  {
                    path: "/admin/yard-size-media",
                    lazy: page(
                      async () =>
                        (await import("@/features/admin/components/admin-yard-media-page")).AdminYardMediaPage,
                    ),
                  },
                  {
                    path: "/admin/media-migration",
                    lazy: page(
                      async () =>
                        (await import("@/features/admin/components/admin-media-migration-page"))
                          .AdminMediaMigrationPage,
                    ),
                  },
                ],
              },
              {
                // The super admins' alone (decision 083): other roles go to the dashboard, told why.
                element: <RequireSuperAdmin />,
                children: [
                  {
                    path: "/admin/audit",
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-audit-page")).AdminAuditPage,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
