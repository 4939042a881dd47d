import { UUID_SOURCE } from "./ids";

/**
 * The owner app's screens, one definition: the app routes each of them (apps/web/src/app/routes.tsx)
 * and the server answers a page load of exactly these addresses with the app and any other with
 * 404 (apps/server/src/app.ts). The app redirects an address it does not know to the dashboard,
 * so the server serving it the page for every address let `/FORMS/EMBED/<id>` become the dashboard.
 * `:id` is a record id as PostgreSQL prints it.
 */
export const APP_PATHS = {
  landing: "/",
  signIn: "/auth",
  resetPassword: "/auth/reset-password",
  dashboard: "/dashboard",
  forms: "/forms",
  newForm: "/forms/new",
  form: "/forms/:id",
  editForm: "/forms/:id/edit",
  formDetails: "/forms/:id/details",
  formSubmissions: "/forms/:id/submissions",
  leads: "/leads",
  schedule: "/schedule",
  scheduleAvailability: "/schedule/availability",
  subscription: "/subscription",
  webhooks: "/webhooks",
  profile: "/profile",
  admin: "/admin",
  adminUsers: "/admin/users",
  adminSettings: "/admin/settings",
  adminYardMedia: "/admin/yard-size-media",
  adminMediaMigration: "/admin/media-migration",
  adminAudit: "/admin/audit",
} as const;

// Case-sensitive and matched against the path as sent (not percent-decoded): `/Dashboard`,
// `/%64ashboard` or `/dashboard/` is not a screen of the app.
const APP_PATH_PATTERN = new RegExp(
  `^(?:${Object.values(APP_PATHS)
    .map((path) => path.replace(/:[a-z]+/g, UUID_SOURCE))
    .join("|")})$`,
);

/** Whether `path`, exactly as the address carries it, is one of the app's screens. */
export const isAppPath = (path: string) => APP_PATH_PATTERN.test(path);
