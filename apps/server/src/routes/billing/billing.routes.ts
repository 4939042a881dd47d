import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Subscription and Stripe (issue 7): not built yet. */
export const billingRoutes = new Hono<AppEnv>();
