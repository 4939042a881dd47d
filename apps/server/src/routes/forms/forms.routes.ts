import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** Owner forms API (issue 3): not built yet. */
export const formsRoutes = new Hono<AppEnv>();
