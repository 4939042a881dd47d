import {
  contactPayloadSchema,
  leadStepRequestSchema,
  viewPayloadSchema,
  leadResponseRequestSchema,
  leadUpsellRequestSchema,
  type LeadStarted,
} from "@yq/form-schema/public-payloads";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { idParams } from "../lib/id-params";
import { depsLinkingHere } from "../lib/deps-linking-here";
import { declaredLength } from "../lib/upload-stream";
import { validate } from "../lib/validate";
import { leadTokenFrom } from "./lead-token";
import { LEAD_NOT_FOUND, notifyLeadStarted, startLead } from "./quotes.service";
import { ipLimit, limitByIp, newLeadLimits, visitorAddress } from "./public-limits";
import { recordResponse, recordUpsell, responseInput } from "./responses.service";
import { receiveLeadVideo } from "./video.service";
import { recordView } from "./views.service";
import { optionalJson } from "../lib/optional-json";
import { recordLeadStep } from "./lead-steps.sql";
import { leadCheckoutRequestSchema } from "@yq/form-schema/payment";
import { leadPaymentStatus, startLeadCheckout } from "../payments/lead-checkout";

/**
 * The public form's API, under /api/public. No cookies are read or set: the first record of a
 * lead returns a secret token, and every later record must present it (body or Bearer header).
 */
export const quotesRoutes = new Hono<AppEnv>()
  .post("/forms/:id/views", idParams("Form not found", "id"), async (c) => {
    const { source } = await optionalJson(c, viewPayloadSchema);
    return c.json({ counted: await recordView(c.get("deps"), c.req.param("id"), visitorAddress(c), source) });
  })
  .post("/forms/:id/leads", validate("json", contactPayloadSchema), async (c) => {
    const formId = c.req.param("id");
    const started = await startLead(c.get("deps"), formId, newLeadLimits(c, formId), c.req.valid("json"));
    if (started.wantsStartedWebhook) await notifyLeadStarted(c.get("deps"), started.lead.leadId);
    return c.json(started.lead satisfies LeadStarted, 201);
  })
  .post(
    "/leads/:leadId/response",
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadResponseRequestSchema),
    async (c) => {
      const { token: bodyToken, ...request } = c.req.valid("json");
      const input = responseInput(request);
      // The write limit is counted in the statement that reads the lead (recordResponse); a request
      // refused above never reached the database.
      const limit = ipLimit(c, "writePerIp");
      const result = await recordResponse(
        depsLinkingHere(c),
        c.req.param("leadId"),
        leadTokenFrom(c, bodyToken),
        input,
        limit,
      );
      return c.json(result, 201);
    },
  )
  .post(
    "/leads/:leadId/steps",
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadStepRequestSchema),
    async (c) => {
      // No rate limit of its own: the statement checks the token and stores at most one row per
      // lead and step, so a repeat costs one indexed read and writes nothing.
      const { token, step } = c.req.valid("json");
      const recorded = await recordLeadStep(c.get("deps").db, c.req.param("leadId"), leadTokenFrom(c, token), step);
      return c.json({ recorded }, 201);
    },
  )
  .post(
    "/leads/:leadId/upsell",
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadUpsellRequestSchema),
    async (c) => {
      await limitByIp(c, "writePerIp");
      const { token: bodyToken, selectedUpsellServiceIds } = c.req.valid("json");
      const result = await recordUpsell(
        depsLinkingHere(c),
        c.req.param("leadId"),
        leadTokenFrom(c, bodyToken),
        selectedUpsellServiceIds,
      );
      return c.json(result, 201);
    },
  )
  // Stripe Checkout on the owner's account for what the accept asked (decision 044).
  .post(
    "/leads/:leadId/checkout",
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadCheckoutRequestSchema),
    async (c) => {
      await limitByIp(c, "writePerIp");
      const { token, returnKey, hostPage } = c.req.valid("json");
      const credential = { token: leadTokenFrom(c, token), returnKey };
      return c.json(await startLeadCheckout(depsLinkingHere(c), c.req.param("leadId"), credential, hostPage));
    },
  )
  .get("/leads/:leadId/payment", idParams(LEAD_NOT_FOUND, "leadId"), async (c) =>
    c.json(
      await leadPaymentStatus(c.get("deps"), c.req.param("leadId"), {
        token: leadTokenFrom(c),
        returnKey: c.req.query("key"),
      }),
    ),
  )
  .post("/leads/:leadId/video", idParams(LEAD_NOT_FOUND, "leadId"), async (c) => {
    await limitByIp(c, "videoPerIp");
    const length = declaredLength(c.req.header("content-length"));
    const stored = await receiveLeadVideo(c.get("deps"), c.req.param("leadId"), leadTokenFrom(c), c.req.raw, length);
    return c.json({ videoUrl: stored.videoUrl }, 201);
  });
