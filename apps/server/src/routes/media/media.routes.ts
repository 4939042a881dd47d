import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Owner yard-size media uploads (issue 4): not built yet. */
export const mediaRoutes = new Hono<AppEnv>();
