import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Public quote form API (issue 5): not built yet. */
export const publicRoutes = new Hono<AppEnv>();
