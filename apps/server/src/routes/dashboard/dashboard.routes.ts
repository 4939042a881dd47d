import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Dashboard statistics (issue 3): not built yet. */
export const dashboardRoutes = new Hono<AppEnv>();
