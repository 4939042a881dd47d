import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { customerPagePath, customerPageUrl, readCustomerToken } from "../lib/customer-link";
import { visitorAddress } from "../lib/client-ip";
import { HttpError } from "../lib/http-error";
import { hit } from "../lib/rate-limit";
import { allowedOrigins, linkOrigin } from "../lib/site-origin";
import { plainAddress } from "../mail/addresses";
import { startCardUpdate } from "../payments/card-update";
import { cancelPage, expiredPage, notFoundPage, renewSentPage, toStripePage, tooManyPage } from "./other-pages";
import { askReschedule, cancelPlan, skipVisit } from "./plan-changes";
import { planData, type PlanData } from "./plan-data";
import { queuePlanLink } from "./plan-notices";
import { planPage } from "./plan-page";
import { flash, layout, themeOf } from "./page-html";

// The customer's own page, /plan/<token> (decision 122): HTML forms without script, so every
// change is a same-origin form post answered 303 back to the page with a flag that says what
// happened. The token names one lead; each action reads that lead's plan and works only on it.

type C = Context<AppEnv>;

// New links by email: a person asks once or twice; more from one network is a script.
const RENEW_PER_IP = { limit: 5, windowSeconds: 3600 };
// However many networks ask, one customer's inbox gets a few links an hour at most.
const RENEW_PER_LEAD = { limit: 3, windowSeconds: 3600 };

const DONE: Record<string, (business: string) => string> = {
  skipped: () => "Visit skipped. You will not be charged for it.",
  asked: (b) => `Sent. ${b} will contact you about a new day.`,
  cancelled: (b) => `Your plan is cancelled. ${b} has been told.`,
};
const CARD: Record<string, string> = {
  updated: "Thank you. Your new card is saved; anything owed is charged to it now.",
  cancelled: "Your card was not changed.",
};

function page(c: C, body: string, status: 200 | 403 | 404 | 409 | 410 | 422 | 429 = 200) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(body, status);
}

/** The lead's plan, or null when it has no accepted quote (the 404 page). */
async function planOrNull(c: C, leadId: string): Promise<PlanData | null> {
  try {
    return await planData(c.get("deps"), leadId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The lead a path's token names, or the page to answer instead (not valid, or expired). */
async function tokenLead(c: C): Promise<{ leadId: string; base: string } | Response> {
  const token = c.req.param("token") ?? "";
  const read = readCustomerToken(c.get("deps").env, token);
  if (!read) return page(c, notFoundPage(), 404);
  // An expired link still names its lead: the page is in its business's name and colours.
  if (read.expired) return page(c, expiredPage(token, await planOrNull(c, read.leadId)), 410);
  return { leadId: read.leadId, base: customerPagePath(token) };
}

/** A form post must come from this server's own page (the session-less CSRF check). */
function sameOrigin(c: C): boolean {
  const origin = c.req.header("origin");
  return Boolean(origin && allowedOrigins(c.req.raw, c.get("deps").env).includes(origin));
}

const refused = (c: C) =>
  page(
    c,
    layout({
      title: "Change refused",
      theme: themeOf(null),
      business: null,
      body: flash(
        "error",
        "This change was refused because it did not come from your plan page. Open the page from your email and try again.",
      ),
    }),
    403,
  );

/** The plan for an action: token, origin and form body checked; or the page to answer. */
async function actionPlan(c: C): Promise<{ plan: PlanData; base: string; form: Record<string, unknown> } | Response> {
  const lead = await tokenLead(c);
  if (lead instanceof Response) return lead;
  if (!sameOrigin(c)) return refused(c);
  const plan = await planOrNull(c, lead.leadId);
  if (!plan) return page(c, notFoundPage(), 404);
  const form = (await c.req.parseBody()) as Record<string, unknown>;
  return { plan, base: lead.base, form };
}

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === "string" ? (form[name] as string) : "";

/** The page with the action's refusal on top, or the 404 page for another lead's visit. */
async function answerError(c: C, error: unknown, plan: PlanData, base: string) {
  if (!(error instanceof HttpError)) throw error;
  if (error.status === 404) return page(c, notFoundPage(), 404);
  const status = error.status === 422 ? 422 : 409;
  return page(c, planPage(plan, base, { kind: "error", text: error.message }), status);
}

async function act(c: C, run: (plan: PlanData, form: Record<string, unknown>) => Promise<string>) {
  const got = await actionPlan(c);
  if (got instanceof Response) return got;
  try {
    const done = await run(got.plan, got.form);
    return c.redirect(`${got.base}?done=${done}`, 303);
  } catch (error) {
    return answerError(c, error, got.plan, got.base);
  }
}

const business = (plan: PlanData) => plan.business.name ?? "The business";

export const customerPageRoutes = new Hono<AppEnv>()
  .post("/renew", async (c) => {
    const { db, env } = c.get("deps");
    if (!sameOrigin(c)) return refused(c);
    const form = (await c.req.parseBody()) as Record<string, unknown>;
    const read = readCustomerToken(env, field(form, "token"));
    if (!read) return page(c, notFoundPage(), 404);
    const perIp = await hit(db, `plan-renew:ip:${visitorAddress(c)}`, RENEW_PER_IP);
    if (perIp.count > RENEW_PER_IP.limit) {
      c.header("Retry-After", String(perIp.retryAfterSeconds));
      return page(c, tooManyPage(null), 429);
    }
    const plan = await planOrNull(c, read.leadId);
    const typed = field(form, "email").trim().toLowerCase();
    const to = plan ? plainAddress(plan.contact.email) : null;
    // The answer is the same whatever was typed; only the lead's own address gets a link.
    if (plan && to && typed === to.toLowerCase()) {
      const perLead = await hit(db, `plan-renew:lead:${plan.leadId}`, RENEW_PER_LEAD);
      if (perLead.count <= RENEW_PER_LEAD.limit)
        await queuePlanLink(db, env, plan, to, customerPageUrl(env, plan.leadId));
    }
    return page(c, renewSentPage(plan?.business ?? null));
  })
  .get("/:token", async (c) => {
    const lead = await tokenLead(c);
    if (lead instanceof Response) return lead;
    const plan = await planOrNull(c, lead.leadId);
    if (!plan) return page(c, notFoundPage(), 404);
    const done = DONE[c.req.query("done") ?? ""];
    const card = CARD[c.req.query("card") ?? ""];
    const message = done ? done(business(plan)) : card;
    return page(c, planPage(plan, lead.base, message ? { kind: "good", text: message } : null));
  })
  .get("/:token/cancel", async (c) => {
    const lead = await tokenLead(c);
    if (lead instanceof Response) return lead;
    const plan = await planOrNull(c, lead.leadId);
    if (!plan) return page(c, notFoundPage(), 404);
    if (!plan.booking || plan.booking.cancelledAt) return c.redirect(lead.base, 303);
    return page(c, cancelPage(plan, lead.base));
  })
  .post("/:token/visits/:visitId/skip", (c) =>
    act(c, async (plan) => {
      await skipVisit(c.get("deps"), plan, c.req.param("visitId"));
      return "skipped";
    }),
  )
  .post("/:token/visits/:visitId/reschedule", (c) =>
    act(c, async (plan, form) => {
      await askReschedule(c.get("deps"), plan, c.req.param("visitId"), field(form, "note"));
      return "asked";
    }),
  )
  .post("/:token/cancel", async (c) => {
    const got = await actionPlan(c);
    if (got instanceof Response) return got;
    const reason = field(got.form, "reason");
    try {
      await cancelPlan(c.get("deps"), got.plan, reason);
      return c.redirect(`${got.base}?done=cancelled`, 303);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status === 404) return answerError(c, error, got.plan, got.base);
      return page(c, cancelPage(got.plan, got.base, error.message, reason), error.status === 422 ? 422 : 409);
    }
  })
  .post("/:token/card", async (c) => {
    const got = await actionPlan(c);
    if (got instanceof Response) return got;
    const pageUrl = `${linkOrigin(c.req.raw, c.get("deps").env)}${got.base}`;
    try {
      const { url } = await startCardUpdate(c.get("deps"), got.plan.leadId, pageUrl);
      // Stripe's page cannot be framed: the whole window goes there, by a page rather than a 303,
      // as the page's form-action 'self' (lib/middleware.ts) stops a form's redirect to another site.
      return page(c, toStripePage(got.plan, url));
    } catch (error) {
      return answerError(c, error, got.plan, got.base);
    }
  });
