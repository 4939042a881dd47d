import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

/** The public form page /forms/embed/:id and the /embed.js loader (issue 5): not built yet. */
export const embedRoutes = new Hono<AppEnv>();
