import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { ownerOrigin } from "../lib/site-origin";
import { openBillingPortal, startCheckout, subscriptionStatus } from "./billing.service";
import { handleStripeWebhook } from "./stripe-webhook.service";

const CheckoutSchema = z.object({ isAnnual: z.boolean() });

const doc = routeDocs({ name: "Billing", description: "The owner's YardQuote subscription (Stripe)." });

/** Subscription (GET /subscription), Stripe Checkout (POST /checkout), the customer portal (POST /portal) and Stripe's webhook. */
export const billingRoutes = new Hono<AppEnv>()
  .get("/subscription", doc("The owner's subscription"), requireUser, async (c) =>
    c.json(await subscriptionStatus(c.get("deps"), currentUser(c).id)),
  )
  .post(
    "/checkout",
    doc("Start Stripe Checkout for the subscription", {
      description: "Answers the Checkout page's address to send the owner to.",
      examples: { monthly: { isAnnual: false }, annual: { isAnnual: true } },
      errors: { 409: "The owner already subscribes." },
    }),
    requireUser,
    validate("json", CheckoutSchema),
    async (c) =>
      c.json(
        await startCheckout(
          c.get("deps"),
          currentUser(c),
          c.req.valid("json").isAnnual,
          ownerOrigin(c.req.raw, c.get("deps").env),
        ),
      ),
  )
  .post(
    "/portal",
    doc("Open Stripe's customer portal for the owner's own billing", {
      description:
        "Answers the portal page's address (card, invoices, cancelling); Stripe sends the owner back to /subscription.",
      errors: { 404: "Billing is not configured on this server.", 409: "The owner has no Stripe customer yet." },
    }),
    requireUser,
    async (c) =>
      c.json(await openBillingPortal(c.get("deps"), currentUser(c).id, ownerOrigin(c.req.raw, c.get("deps").env))),
  )
  // No cookie and no session: the signature over the raw body is the authentication.
  .post("/webhook", async (c) => {
    const payload = await c.req.text();
    return c.json(await handleStripeWebhook(c.get("deps"), payload, c.req.header("stripe-signature")));
  });
