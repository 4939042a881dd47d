import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { dashboardStats } from "./dashboard.service";

const doc = routeDocs({ name: "Dashboard", description: "The owner's totals." });

export const dashboardRoutes = new Hono<AppEnv>().get(
  "/stats",
  doc("The owner's totals over every form"),
  requireUser,
  async (c) => c.json(await dashboardStats(c.get("deps").db, currentUser(c).id)),
);
