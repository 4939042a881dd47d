import { ANALYTICS_PERIODS } from "@yq/form-schema/funnel";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { FORM_NOT_FOUND, findOwnedForm } from "../lib/owned-form";
import { formFunnel } from "./funnel.service";
import { funnelSchema } from "@yq/form-schema/funnel";

const AnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS, "Choose a period of 7, 30 or 90 days, or all.").default("30"),
});

/** Mounted at /api/forms; each route carries its own requireUser (see leads/leads.routes.ts). */
const doc = routeDocs({ name: "Analytics", description: "A form's funnel, its sources and its days." });

export const analyticsRoutes = new Hono<AppEnv>().get(
  "/:id/analytics",
  doc("A form's funnel over a period", { success: { schema: funnelSchema, description: "The funnel." } }),
  requireUser,
  idParams(FORM_NOT_FOUND, "id"),
  validate("query", AnalyticsQuery),
  async (c) => {
    const { db } = c.get("deps");
    const form = await findOwnedForm(db, currentUser(c).id, c.req.param("id"));
    return c.json(await formFunnel(db, form, c.req.valid("query").period));
  },
);
