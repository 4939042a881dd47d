import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { allowedOrigins, linkOrigin, requestOrigin } from "../lib/site-origin";
import { dashboardStats } from "./dashboard.service";

const doc = routeDocs({ name: "Dashboard", description: "The owner's totals, recent leads and first-run checklist." });

export const dashboardRoutes = new Hono<AppEnv>().get(
  "/stats",
  doc("The owner's totals, last seven days, newest leads and first-run checklist"),
  requireUser,
  async (c) => {
    const { env } = c.get("deps");
    // The app's own addresses: views from pages there are the owner's, not their site's.
    const own = [
      ...allowedOrigins(c.req.raw, env),
      requestOrigin(c.req.raw, env),
      new URL(linkOrigin(c.req.raw, env)).origin,
    ];
    return c.json(await dashboardStats(c.get("deps"), currentUser(c).id, own));
  },
);
