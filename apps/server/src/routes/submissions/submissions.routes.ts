import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Submissions and leads (issue 6): not built yet. */
export const submissionsRoutes = new Hono<AppEnv>();
