import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { ownerOrigin } from "../lib/site-origin";
import { paymentsAccountSchema } from "@yq/form-schema/payment";
import { disconnectAccount, paymentsAccount, refreshAccount, startOnboarding } from "./connect-account";
import { handleConnectWebhook } from "./connect-webhook";

/**
 * The owner's own Stripe account (Connect, standard): its state, onboarding on
 * Stripe's hosted flow, a fresh look after returning from it, disconnecting; and the webhook of
 * connected accounts' events.
 */
const doc = routeDocs({ name: "Payments", description: "The owner's own Stripe account for deposits (decision 044)." });
const account = { success: { schema: paymentsAccountSchema } };

export const paymentsRoutes = new Hono<AppEnv>()
  .get("/account", doc("The owner's Stripe account and its state", account), requireUser, async (c) =>
    c.json(await paymentsAccount(c.get("deps"), currentUser(c).id)),
  )
  .post(
    "/connect",
    doc("Start Stripe's onboarding", { description: "Answers the address of Stripe's hosted onboarding." }),
    requireUser,
    async (c) =>
      c.json(await startOnboarding(c.get("deps"), currentUser(c), ownerOrigin(c.req.raw, c.get("deps").env))),
  )
  .post("/account/refresh", doc("Read the account's state again from Stripe", account), requireUser, async (c) =>
    c.json(await refreshAccount(c.get("deps"), currentUser(c).id)),
  )
  .post("/disconnect", doc("Disconnect the Stripe account", account), requireUser, async (c) =>
    c.json(await disconnectAccount(c.get("deps"), currentUser(c).id)),
  )
  // No cookie and no session: the signature over the raw body is the authentication.
  .post("/webhook", async (c) => {
    const payload = await c.req.text();
    return c.json(await handleConnectWebhook(c.get("deps"), payload, c.req.header("stripe-signature")));
  });
