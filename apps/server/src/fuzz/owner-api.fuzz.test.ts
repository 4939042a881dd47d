// Malformed bodies and queries against the owner API around the forms: profile, billing (checkout
// and correctly signed but malformed Stripe events), leads, submissions, CSV and the dashboard.
import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptions } from "../db/schema/platform";
import { profiles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { billingEnv, makeSubscription, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";
import { insertForm, startTestLead } from "../test/public-test-helpers";
import { malformedBody, weirdValue } from "./malformed";
import { newTally, no5xx, send } from "./fuzz-client";
import { invalidRows } from "./stored-invariants";

const SECRET = "whsec_fuzz";
const RUNS = { profile: 600, checkout: 300, webhook: 500, queries: 600, dashboard: 50 };
const tally = newTally();
let t: TestApp;
let stripe: StripeStandIn;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let formId: string;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ TRUST_PROXY: "on", ...billingEnv(stripe.url, SECRET) });
  owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
  // Billing is on here, so the form only takes leads for a subscribed owner.
  await t.db.insert(subscriptions).values({
    id: "sub_fuzz",
    userId: owner.userId,
    customerId: "cus_fuzz",
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 86_400_000),
  });
  for (let i = 0; i < 5; i++) await startTestLead(t, formId);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const config = (numRuns: number) => ({ numRuns, endOnFailure: true });
const asOwner = () => ({ cookie: owner.cookie });

it("PATCH /api/account/profile", async () => {
  await fc.assert(
    fc.asyncProperty(malformedBody({ fullName: "Pat Owner", companyName: "Green Lawns" }), async (body) =>
      no5xx(await send(t, tally, { method: "PATCH", url: "/api/account/profile", body, ...asOwner() })),
    ),
    config(RUNS.profile),
  );
});

it("POST /api/billing/checkout", async () => {
  await fc.assert(
    fc.asyncProperty(malformedBody({ isAnnual: true }), async (body) =>
      no5xx(await send(t, tally, { method: "POST", url: "/api/billing/checkout", body, ...asOwner() })),
    ),
    config(RUNS.checkout),
  );
});

it("POST /api/billing/webhook: malformed events, signed and unsigned", async () => {
  const [profile] = await t.db.select().from(profiles);
  const event = {
    id: "evt_fuzz",
    object: "event",
    type: "customer.subscription.updated",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: makeSubscription({
        customer: "cus_fuzz",
        status: "active",
        periodEnd: 2_000_000_000,
        userId: profile.id,
      }),
    },
  };
  await fc.assert(
    fc.asyncProperty(malformedBody(event), fc.nat({ max: 9 }), fc.string({ maxLength: 12 }), async (body, mode, id) => {
      // Most runs are signed correctly, so the body gets past the signature to the handler.
      const text = mode < 7 ? body.text.replace('"evt_fuzz"', JSON.stringify(`evt_${id}`)) : body.text;
      const signature =
        mode < 7
          ? Stripe.webhooks.generateTestHeaderString({ payload: text, secret: SECRET })
          : mode === 7
            ? "t=1,v1=abc"
            : "";
      const headers: Record<string, string> = signature ? { "stripe-signature": signature } : {};
      return no5xx(
        await send(t, tally, { method: "POST", url: "/api/billing/webhook", body: { ...body, text }, headers }),
      );
    }),
    config(RUNS.webhook),
  );
});

it("GET leads, submissions and leads.csv with any query", async () => {
  const query = fc.dictionary(
    fc.constantFrom("page", "pageSize", "stage", "q", "sort", "page[]"),
    // JSON text, not String(): a generated object may have its own key "toString", and String() throws on it.
    weirdValue.map((v) => (typeof v === "string" ? v : JSON.stringify(v))),
    { maxKeys: 4 },
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom("leads", "submissions", "leads.csv"), query, async (path, params) => {
      const search = new URLSearchParams(params).toString();
      return no5xx(
        await send(t, tally, { method: "GET", url: `/api/forms/${formId}/${path}?${search}`, ...asOwner() }),
      );
    }),
    config(RUNS.queries),
  );
});

it("GET /api/dashboard/stats after all that", async () => {
  for (let i = 0; i < RUNS.dashboard; i++)
    no5xx(await send(t, tally, { method: "GET", url: "/api/dashboard/stats", ...asOwner() }));
});

it("sent every body, answered none with 5xx and stored nothing invalid", async () => {
  expect(tally.sent).toBeGreaterThanOrEqual(Object.values(RUNS).reduce((a, b) => a + b));
  expect([...tally.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(await invalidRows(t.db)).toEqual([]);
});
