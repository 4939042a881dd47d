import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { auditBy } from "../audit/audit.service";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { LEAD_NOT_FOUND } from "./lead-deletion.service";
import { includeLeadInArea } from "./lead-area.service";

const doc = routeDocs({
  name: "Leads",
  description: "A form's leads: the submissions list (one row per lead), the CSV export, the owner's status and notes.",
});

/** Mounted at /api/leads: what the owner does to one lead by its id alone. */
export const leadAreaRoutes = new Hono<AppEnv>().post(
  "/:leadId/include-area",
  doc("Include a lead kept as outside the service area", {
    description:
      "Clears the lead's `outsideArea` (decision 120): the visitor's lead link then goes on to a price, " +
      "with the travel fee for its distance. The inclusion is written to the audit log and queues the " +
      '`lead.updated` webhook with `change: "area"`. Including a lead that is inside already changes nothing.',
    success: { schema: z.object({ outsideArea: z.literal(false) }), description: "The lead is inside now." },
    errors: { 404: "No such lead among the signed-in owner's forms." },
  }),
  requireUser,
  idParams(LEAD_NOT_FOUND, "leadId"),
  async (c) => c.json(await includeLeadInArea(c.get("deps"), currentUser(c).id, c.req.param("leadId"), auditBy(c))),
);
