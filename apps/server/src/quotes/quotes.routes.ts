import {
  contactPayloadSchema,
  leadStepRequestSchema,
  viewPayloadSchema,
  leadResponseRequestSchema,
  leadUpsellRequestSchema,
  leadStartedSchema,
  priceShownRequestSchema,
  type LeadStarted,
} from "@yq/form-schema/public-payloads";
import { ACCEPTED_QUOTE, VISITOR_CONTACT } from "@yq/form-schema/visitor-examples";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { idParams } from "../lib/id-params";
import { depsLinkingHere } from "./deps-linking-here";
import { declaredLength } from "../lib/upload-stream";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { isTestRunToken, leadTokenFrom } from "../leads/lead-token";
import { serverSecret } from "../lib/auth-secret";
import { TEST_RUN_HEADER } from "@yq/form-schema/test-run";
import { notifyLeadStarted } from "../lead-events/fan-out";
import { QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";
import { startLead, startLeadPayment } from "./quotes.service";
import { placeLead } from "./service-area.service";
import { ipLimit, limitByIp, newLeadLimits, visitorAddress } from "../lib/public-limits";
import { recordResponse, responseInput } from "./responses.service";
import { recordUpsell } from "./upsell.service";
import { receiveLeadVideo } from "./video.service";
import { recordView } from "./views.service";
import { optionalJson } from "./optional-json";
import { recordPriceShown } from "./prices-shown.service";
import { checkFormPromoCode } from "./promo-codes.service";
import { agreedQuote } from "./agreed-quote";
import { recordLeadStep } from "./lead-steps.sql";
import { leadCheckoutRequestSchema } from "@yq/form-schema/payment";
import { promoCodeCheckRequestSchema, promoCodeCheckSchema } from "@yq/form-schema/promo-code-check";
import { CUSTOMER_VIDEO_TYPES } from "@yq/form-schema/upload-rules";
import { leadPaymentStatus } from "../payments/lead-checkout";

const doc = routeDocs({
  name: "Public form",
  description: "What the public form page calls: no cookies; a lead's later steps present its token.",
});
const TOO_MANY = "Too many requests from this address; `Retry-After` says when to try again.";
/** The token a lead's first record answered with (made up). */
const token = "lead-token-from-the-first-record";

/**
 * The public form's API, under /api/public. No cookies are read or set: the first record of a
 * lead returns a secret token, and every later record must present it (body or Bearer header).
 */
export const quotesRoutes = new Hono<AppEnv>()
  .post(
    "/forms/:id/views",
    doc("Count a view of the form", {
      description: "The body may be empty; `counted` is false for a view already counted or a form not published.",
      body: { schema: viewPayloadSchema, required: false },
      examples: {
        fromPage: { source: { page: "https://lawns.example.com/quote", referrer: "https://www.example.org/" } },
      },
    }),
    idParams("Form not found", "id"),
    async (c) => {
      const { source } = await optionalJson(c, viewPayloadSchema);
      const deps = c.get("deps");
      const formId = c.req.param("id");
      // The owner's test run counts no view, so the form's numbers count real visitors only.
      if (isTestRunToken(serverSecret(deps.env), formId, c.req.header(TEST_RUN_HEADER)))
        return c.json({ counted: false });
      return c.json({ counted: await recordView(deps, formId, visitorAddress(c), source) });
    },
  )
  .post(
    "/forms/:id/leads",
    doc("Start a lead: the visitor's contact answers and consent", {
      description:
        "Answers the lead's id and the secret token its later steps present. A visitor who was here before " +
        "continues their open lead (decision 111): the lead their browser kept (`?lead=` with its token as " +
        "Bearer), else the form's newest open lead with the same email or phone within the form's window. " +
        `An \`${TEST_RUN_HEADER}\` header with the owner's test-run token marks the lead as a test (decision 112). ` +
        "Where the form has a service area, `outsideArea` says whether the address is outside it and `message` " +
        "is the business's words to show instead of any price (decision 120); the lead is kept either way.",
      parameters: [{ in: "query", name: "lead", description: "The id of the lead this browser kept, if any." }],
      examples: { visitor: VISITOR_CONTACT },
      success: { status: 201, schema: leadStartedSchema, description: "The lead's id and token." },
      errors: { 404: "No such published form.", 429: TOO_MANY },
    }),
    validate("json", contactPayloadSchema),
    async (c) => {
      const formId = c.req.param("id");
      const deps = c.get("deps");
      const keptToken = leadTokenFrom(c);
      const keptId = c.req.query("lead");
      const visitor = {
        kept: keptId && keptToken ? { leadId: keptId, token: keptToken } : null,
        testRun: isTestRunToken(serverSecret(deps.env), formId, c.req.header(TEST_RUN_HEADER)),
      };
      const started = await startLead(deps, formId, newLeadLimits(c, formId), c.req.valid("json"), visitor);
      if (started.wantsStartedWebhook) await notifyLeadStarted(c.get("deps"), started.lead.leadId);
      const area = await placeLead(deps, started, c.get("requestId"));
      return c.json({ ...started.lead, ...area } satisfies LeadStarted, 201);
    },
  )
  .post(
    "/forms/:id/promo-code",
    doc("Check a promo code", {
      description:
        "Whether the form's code applies today (the owner's time zone) and has uses left; the accept prices " +
        "and counts it again (decision 097).",
      examples: { spring: { code: "SPRING10" } },
      success: { schema: promoCodeCheckSchema, description: "The code as the owner wrote it and its discount." },
      errors: {
        404: "No such published form.",
        422: "The code is not valid, has expired or has been used up; the message says which.",
        429: TOO_MANY,
      },
    }),
    idParams("Form not found", "id"),
    validate("json", promoCodeCheckRequestSchema),
    async (c) => {
      await limitByIp(c, "promoCheckPerIp");
      return c.json(await checkFormPromoCode(c.get("deps"), c.req.param("id"), c.req.valid("json").code));
    },
  )
  .post(
    "/leads/:leadId/response",
    doc("Accept or decline the quote", {
      description:
        "The server prices the choice again from the published form; the answer is recorded once. Version 2 names " +
        "every service by its id (`mowing` with its yard size as `sizeId` and its frequency as `plan`); version 1, " +
        "without `version` (`serviceType`, `yardSize`, `frequency`), stays accepted (decision 128).",
      caller: "lead",
      examples: {
        accept: { version: 2, serviceId: "mowing", sizeId: "medium", plan: "weekly", responseStatus: "accept", token },
        acceptVersion1: { ...ACCEPTED_QUOTE, token },
      },
      success: { status: 201, description: "The stored answer, and the payment asked for, if any." },
      errors: { 409: "The quote was already answered differently.", 429: TOO_MANY },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    validate("json", leadResponseRequestSchema),
    async (c) => {
      const request = c.req.valid("json");
      const input = responseInput(request);
      // The write limit is counted in the statement that reads the lead (recordResponse); a request
      // refused above never reached the database.
      const limit = ipLimit(c, "writePerIp");
      const result = await recordResponse(
        depsLinkingHere(c),
        c.req.param("leadId"),
        leadTokenFrom(c, request.token),
        input,
        limit,
      );
      return c.json(result, 201);
    },
  )
  .post(
    "/leads/:leadId/steps",
    doc("Record a step of the form the visitor reached", {
      caller: "lead",
      examples: { service: { step: "service", token } },
      success: { status: 201, description: "`recorded` is false for a step already recorded." },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
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
    "/leads/:leadId/prices-shown",
    doc("Record the quote the form shows the visitor", {
      description:
        "The service, its size, the plan picked and the lawn measured; the server prices them from the lead's form " +
        "version (decision 093). Version 2 names every service by its id (mowing's size is its yard size, its plan " +
        "its frequency); version 1, without `version`, names mowing by `yardSize` and `frequency` and stays " +
        "accepted (decision 128). The same quote as the last one is not stored again.",
      caller: "lead",
      examples: {
        medium: { version: 2, serviceId: "mowing", sizeId: "medium", plan: "weekly", token },
        mediumVersion1: { yardSize: "medium", frequency: "weekly", token },
      },
      success: { status: 201, description: "`recorded` is false for a repeat of the last quote." },
      errors: { 400: "The form does not offer this choice." },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    validate("json", priceShownRequestSchema),
    async (c) => {
      // No rate limit of its own: the token is checked first, and a lead stores at most
      // MAX_PRICES_SHOWN_PER_LEAD rows (prices-shown.service.ts).
      const shown = c.req.valid("json");
      const leadId = c.req.param("leadId");
      const recorded = await recordPriceShown(c.get("deps"), leadId, leadTokenFrom(c, shown.token), shown);
      return c.json({ recorded }, 201);
    },
  )
  .post(
    "/leads/:leadId/upsell",
    doc("Choose extra services after accepting", {
      caller: "lead",
      examples: { none: { selectedUpsellServiceIds: [], token } },
      success: { status: 201 },
      errors: { 409: "No accepted quote yet, or the extras were already chosen.", 429: TOO_MANY },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
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
  // Stripe Checkout on the owner's account for what the accept asked.
  .post(
    "/leads/:leadId/checkout",
    doc("Start paying the deposit on the owner's Stripe account", {
      description: "Answers the Checkout page's address (decision 044).",
      caller: "lead",
      examples: { fromPage: { token, hostPage: "https://lawns.example.com/quote" } },
      errors: { 409: "No payment is asked, it is done, or the owner cannot take payments.", 429: TOO_MANY },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    validate("json", leadCheckoutRequestSchema),
    async (c) => {
      await limitByIp(c, "writePerIp");
      const { token, returnKey, hostPage } = c.req.valid("json");
      const credential = { token: leadTokenFrom(c, token), returnKey };
      return c.json(await startLeadPayment(depsLinkingHere(c), c.req.param("leadId"), credential, hostPage));
    },
  )
  .get(
    "/leads/:leadId/payment",
    doc("The state of the lead's payment", {
      description: "With what was agreed (`agreed`), for the result's summary after Stripe Checkout returns.",
      caller: "lead",
      parameters: [
        { in: "query", name: "key", description: "The key of Checkout's return address, instead of the token." },
      ],
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    async (c) => {
      const leadId = c.req.param("leadId");
      const credential = { token: leadTokenFrom(c), returnKey: c.req.query("key") };
      // leadPaymentStatus refuses a wrong token or key (404) before anything agreed is read.
      const status = await leadPaymentStatus(c.get("deps"), leadId, credential);
      return c.json({ ...status, agreed: await agreedQuote(c.get("deps").db, leadId) });
    },
  )
  .post(
    "/leads/:leadId/video",
    doc("Upload the visitor's video", {
      description: "The body is the video itself, streamed to storage.",
      caller: "lead",
      body: { mediaTypes: CUSTOMER_VIDEO_TYPES, description: "The video, as it is." },
      success: { status: 201, description: "The stored video's address, for the answer that follows." },
      errors: {
        413: "The video is larger than allowed.",
        415: "The file is not a video of an accepted type.",
        429: TOO_MANY,
      },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    async (c) => {
      await limitByIp(c, "videoPerIp");
      const length = declaredLength(c.req.header("content-length"));
      const stored = await receiveLeadVideo(c.get("deps"), c.req.param("leadId"), leadTokenFrom(c), c.req.raw, length);
      return c.json({ videoUrl: stored.videoUrl }, 201);
    },
  );
