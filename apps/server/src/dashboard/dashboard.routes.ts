import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { dashboardStats } from "./dashboard.service";

export const dashboardRoutes = new Hono<AppEnv>().get("/stats", requireUser, async (c) =>
  c.json(await dashboardStats(c.get("deps").db, currentUser(c).id)),
);
