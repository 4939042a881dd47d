import type { FormDocument } from "@yq/form-schema/form-document";
import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import { asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { charges } from "../db/schema/charges";
import { outbox } from "../db/schema/outbox";
import { visits } from "../db/schema/scheduling";
import { webhookEndpoints } from "../db/schema/webhooks";
import { book, bookingOwner } from "./booking-fixtures";
import { acceptedLead, paymentForm } from "./payments-setup";
import { withListedServices } from "./pricing-fixtures";
import type { CardBehaviour } from "./stripe-payment-intents-stand-in";
import type { StripeStandIn } from "./stripe-stand-in";
import type { TestApp } from "./test-app";

// The billing tests' plans (charges/billing-*.test.ts): a connected owner's
// lead that saved its card at the accept, booked or (a snow season) not, against the Stripe
// stand-in through the real SDK. Owners are in New York.

const HOOK = "https://hooks.example.com/yq";

type PlanOptions = {
  timing: ChargeTiming;
  card?: CardBehaviour;
  /** A season of snow plowing in 3 instalments (no visits) instead of weekly mowing at $80 a visit. */
  season?: boolean;
  /** The first visit's day, days from the owner's today. */
  firstIn?: number;
};

export async function cardPlan(t: TestApp, stripe: StripeStandIn, options: PlanOptions) {
  const owner = await bookingOwner(t);
  const { url: onboarding } = (await (await owner.post("/api/payments/connect")).json()) as { url: string };
  expect((await fetch(onboarding, { method: "POST", redirect: "manual" })).status).toBe(303);
  const accountId = ((await (await owner.get("/api/payments/account")).json()) as { accountId: string }).accountId;
  await t.db.insert(webhookEndpoints).values({
    userId: owner.userId,
    url: HOOK,
    events: ["charge.succeeded", "charge.failed"],
    secret: "whsec_x",
  });
  const snow = (d: FormDocument) => {
    withListedServices()(d);
    d.formType = "other";
  };
  const form = await paymentForm(
    t,
    owner.userId,
    { mode: "card", chargeTiming: options.timing },
    options.season ? snow : undefined,
  );
  const lead = await acceptedLead(
    t,
    form.id,
    options.season ? { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" } : undefined,
  );
  const res = await t.client().post(`/api/public/leads/${lead.leadId}/checkout`, { token: lead.token }, lead.headers);
  const { url } = (await res.json()) as { url: string };
  expect((await fetch(url, { method: "POST", redirect: "manual" })).status).toBe(303);
  const session = stripe.sessions.get(url.split("/").pop()!)!;
  const paymentMethod = stripe.payments.cardOfSession(session)!;
  const customer = String(session.customer);
  stripe.payments.setCard(paymentMethod, options.card ?? "succeeds");
  if (!options.season) expect((await book(t, lead, owner.day(options.firstIn ?? 3))).status).toBe(201);
  const booked = await t.db.select().from(visits).where(eq(visits.leadId, lead.leadId)).orderBy(asc(visits.day));
  const intents = () => [...stripe.payments.paymentIntents.values()].filter((i) => i.customer === customer);
  const chargesOf = () =>
    t.db.select().from(charges).where(eq(charges.leadId, lead.leadId)).orderBy(asc(charges.createdAt));
  return { owner, form, lead, accountId, visits: booked, paymentMethod, customer, intents, chargesOf };
}

/** Noon in New York on `day`: a `now` for the billing run that falls on that day for the owner. */
export const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

/** The outbox rows of one charge: its emails and webhook deliveries, by dedupe key. */
export async function noticesOf(t: TestApp, chargeId: string) {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `%charge-%:${chargeId}:%`));
  return rows.map((r) => r.dedupeKey.replace(/^webhook:[^:]+:/, "webhook:")).sort();
}
