import { chargeSchema } from "@yq/form-schema/charges";
import { leadBillingSchema } from "@yq/form-schema/lead-billing";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { auditBy } from "../audit/audit.service";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { chargeView } from "./charge-outcome";
import { LEAD_NOT_FOUND, leadBilling } from "./lead-billing";
import { CHARGE_NOT_FOUND, refundCharge } from "./refund-charge";

const doc = routeDocs({
  name: "Billing of plans",
  description: "How a lead's plan is charged on its saved card: its charges, what is owed, refunds (decision 122).",
});

/** Mounted at /api: the owner's side of a lead's charges, by the lead's or the charge's id alone. */
export const ownerBillingRoutes = new Hono<AppEnv>()
  .get(
    "/leads/:leadId/billing",
    doc("How a lead's plan is billed", {
      description:
        "The booked plan, how its card is charged, whether it is paused or cancelled, every charge (newest first) " +
        "and the figures summed from them: billed (succeeded), refunded, failed (failed or waiting for the " +
        "customer's bank) and the balance still owed (failed, waiting or processing).",
      success: { schema: leadBillingSchema },
      errors: { 404: "No such lead among the signed-in owner's forms." },
    }),
    requireUser,
    idParams(LEAD_NOT_FOUND, "leadId"),
    async (c) => c.json(await leadBilling(c.get("deps").db, currentUser(c).id, c.req.param("leadId"))),
  )
  .post(
    "/charges/:chargeId/refund",
    doc("Refund a charge in full", {
      description:
        "Refunds the whole charge on the owner's connected Stripe account and records it in the audit log " +
        "(charge.refunded). A repeat (two clicks, a retry) returns the same refund: the refund's key names the charge.",
      success: { schema: chargeSchema, description: "The charge, now refunded." },
      errors: {
        404: "No such charge among the signed-in owner's.",
        409: "The charge did not go through, or was taken on a Stripe account no longer connected.",
        502: "Stripe did not answer; nothing was refunded twice.",
      },
    }),
    requireUser,
    idParams(CHARGE_NOT_FOUND, "chargeId"),
    async (c) =>
      c.json(chargeView(await refundCharge(c.get("deps"), currentUser(c).id, c.req.param("chargeId"), auditBy(c)))),
  );
