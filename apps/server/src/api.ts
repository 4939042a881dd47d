import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { accountRoutes } from "./account/account.routes";
import { adminRoutes } from "./admin/admin.routes";
import { analyticsRoutes } from "./analytics/analytics.routes";
import { sessionsRoutes } from "./auth/sessions.routes";
import { billingRoutes } from "./billing/billing.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { followUpsRoutes } from "./follow-ups/follow-ups.routes";
import { formsRoutes } from "./forms/forms.routes";
import { mediaRoutes } from "./media/media.routes";
import { paymentsRoutes } from "./payments/payments.routes";
import { mapRoutes } from "./map/map.routes";
import { quotesRoutes } from "./quotes/quotes.routes";
import { smsRoutes } from "./sms/sms.routes";
import { bookingRoutes } from "./scheduling/booking.routes";
import { ownerBillingRoutes } from "./charges/owner-billing.routes";
import { scheduleRoutes } from "./scheduling/schedule.routes";
import { leadsRoutes } from "./leads/leads.routes";
import { leadAreaRoutes } from "./leads/lead-area.routes";
import { webhooksRoutes } from "./webhooks/webhooks.routes";

/** The JSON API. Its type is what the web app's typed client (hc) is built from. */
export const apiRoutes = new Hono<AppEnv>()
  .route("/account", accountRoutes)
  .route("/account/sessions", sessionsRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/forms", formsRoutes)
  .route("/forms", mediaRoutes)
  .route("/forms", leadsRoutes)
  .route("/leads", leadAreaRoutes)
  .route("/", ownerBillingRoutes)
  .route("/forms", analyticsRoutes)
  .route("/public", quotesRoutes)
  .route("/public", mapRoutes)
  .route("/public/follow-ups", followUpsRoutes)
  .route("/public", bookingRoutes)
  .route("/billing", billingRoutes)
  .route("/payments", paymentsRoutes)
  .route("/schedule", scheduleRoutes)
  .route("/webhooks", webhooksRoutes)
  .route("/sms", smsRoutes)
  .route("/admin", adminRoutes);

export type ApiType = typeof apiRoutes;
