import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { APP_PATHS } from "@yq/form-schema/app-paths";
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
      {
        path: APP_PATHS.landing,
        lazy: page(async () => (await import("@/features/landing/components/landing-page")).LandingPage),
      },
      {
        path: APP_PATHS.signIn,
        lazy: page(async () => (await import("@/features/auth/components/auth-page")).AuthPage),
      },
      {
        path: APP_PATHS.resetPassword,
        lazy: page(async () => (await import("@/features/auth/components/reset-password-page")).ResetPasswordPage),
      },
      {
        element: <RequireSession />,
        children: [
          {
            // Its own chunk (menus, dialogs): the public pages start without it.
            lazy: page(async () => (await import("./layouts/app-layout")).AppLayout),
            children: [
              {
                path: APP_PATHS.dashboard,
                lazy: page(async () => (await import("@/features/dashboard/components/dashboard-page")).DashboardPage),
              },
              {
                path: APP_PATHS.forms,
                lazy: page(async () => (await import("@/features/forms/components/forms-page")).FormsPage),
              },
              {
                path: APP_PATHS.newForm,
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: APP_PATHS.form,
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: APP_PATHS.editForm,
                lazy: page(
                  async () => (await import("@/features/form-builder/components/form-builder-page")).FormBuilderPage,
                ),
              },
              {
                path: APP_PATHS.formDetails,
                lazy: page(async () => (await import("@/features/forms/components/form-details-page")).FormDetailsPage),
              },
              {
                path: APP_PATHS.formSubmissions,
                lazy: page(async () => (await import("@/features/leads/components/submissions-page")).SubmissionsPage),
              },
              {
                path: APP_PATHS.leads,
                lazy: page(async () => (await import("@/features/leads/components/all-leads-page")).AllLeadsPage),
              },
              {
                path: APP_PATHS.schedule,
                lazy: page(async () => (await import("@/features/scheduling/components/schedule-page")).SchedulePage),
              },
              {
                path: APP_PATHS.scheduleAvailability,
                lazy: page(
                  async () => (await import("@/features/scheduling/components/availability-page")).AvailabilityPage,
                ),
              },
              {
                path: APP_PATHS.subscription,
                lazy: page(
                  async () => (await import("@/features/billing/components/subscription-page")).SubscriptionPage,
                ),
              },
              {
                path: APP_PATHS.webhooks,
                lazy: page(async () => (await import("@/features/webhooks/components/webhooks-page")).WebhooksPage),
              },
              {
                path: APP_PATHS.profile,
                lazy: page(async () => (await import("@/features/profile/components/profile-page")).ProfilePage),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: APP_PATHS.admin,
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-dashboard-page")).AdminDashboardPage,
                    ),
                  },
                  {
                    path: APP_PATHS.adminUsers,
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-users-page")).AdminUsersPage,
                    ),
                  },
                  {
                    path: APP_PATHS.adminSettings,
                    lazy: page(
                      async () => (await import("@/features/admin/components/admin-settings-page")).AdminSettingsPage,
                    ),
                  },
                  {
                    path: APP_PATHS.adminYardMedia,
                    lazy: page(
                      async () =>
                        (await import("@/features/media/components/admin-yard-media-page")).AdminYardMediaPage,
                    ),
                  },
                  {
                    path: APP_PATHS.adminMediaMigration,
                    lazy: page(
                      async () =>
                        (await import("@/features/media/components/admin-media-migration-page"))
                          .AdminMediaMigrationPage,
                    ),
                  },
                ],
              },
              {
                // The super admins' alone: other roles go to the dashboard, told why.
                element: <RequireSuperAdmin />,
                children: [
                  {
                    path: APP_PATHS.adminAudit,
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
      { path: "*", element: <Navigate to={APP_PATHS.dashboard} replace /> },
    ],
  },
];
