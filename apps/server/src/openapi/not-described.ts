/**
 * The routes under /api that the API description leaves out on purpose, each with why: they are
 * not the owner's API. openapi.test.ts fails for any other route without a doc(), and for an
 * entry here that no longer matches a route. Middleware (`use()`, method ALL) and the JSON 404
 * behind every unknown /api path (app.ts) are not routes and are never listed.
 */
export const NOT_DESCRIBED: readonly { method: string; path: string; reason: string }[] = [
  {
    method: "GET",
    path: "/api/auth/*",
    reason:
      "Better Auth's own router (sign-up, sign-in, sessions, password reset): its endpoints are the library's, " +
      "checked by it and not by our zod schemas; the owner app calls them through Better Auth's client.",
  },
  { method: "POST", path: "/api/auth/*", reason: "Better Auth's own router, as above." },
  {
    method: "POST",
    path: "/api/internal/set-role",
    reason: "An operator command of `npm run cli`, behind the token the server writes into DATA_DIR; not for owners.",
  },
  {
    method: "GET",
    path: "/api/internal/backup",
    reason: "An operator command of `npm run cli -- backup`, behind the same token; not for owners.",
  },
  {
    method: "POST",
    path: "/api/billing/webhook",
    reason: "Stripe's calls about subscriptions, authenticated by Stripe's signature; no owner calls it.",
  },
  {
    method: "POST",
    path: "/api/payments/webhook",
    reason: "Stripe's calls about owners' connected accounts, authenticated by Stripe's signature; no owner calls it.",
  },
];
