// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { allLeadsLeadSchema, type AllLeadsPage } from "@yq/form-schema/all-leads";
import type { ChargeView } from "@yq/form-schema/charges";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import { billingFigures, type LeadBilling } from "@yq/form-schema/lead-billing";
import type { LeadWork } from "@yq/form-schema/lead-work";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";

// A lead's Billing panel in its dialog (decision 122) and the lists' "Payment failed", against a
// stand-in of GET /api/leads/:leadId/billing and POST /api/charges/:chargeId/refund.

const FORM = {
  id: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  name: "Spring Mowing",
  description: "",
  customerFields: ["name", "email", "phone"],
  consent: { enabled: false, text: "" },
} satisfies AllLeadsPage["forms"][number];

const LEAD_ID = "00000001-1111-4222-8333-444455556666";

const lead = (paymentFailed: boolean) =>
  allLeadsLeadSchema.parse({
    id: LEAD_ID,
    formId: FORM.id,
    createdAt: "2026-11-20T15:00:00.000Z",
    lastActivityAt: "2026-11-20T15:05:00.000Z",
    outcome: "accepted",
    status: "new",
    stage: "accepted",
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.column, null])),
    customerName: "Ann",
    consent: true,
    serviceType: null,
    serviceName: null,
    yardSize: null,
    projectDetails: null,
    videoUrl: null,
    responseStatus: "accept",
    quote: null,
    lastPriceShown: null,
    lawnAreaSqFt: null,
    lawnOutlines: null,
    payment: null,
    upsellServices: [],
    notes: null,
    source: null,
    hiddenFields: {},
    followUp: null,
    outsideArea: false,
    paymentFailed,
  });

const charge = (n: number, changes: Partial<ChargeView>): ChargeView => ({
  id: `0000000${n}-cccc-4ccc-8ccc-cccccccccccc`,
  leadId: LEAD_ID,
  visitId: null,
  kind: "visit",
  label: "Visit on Tuesday, May 4",
  dueOn: "2027-05-04",
  amountCents: 8000,
  status: "succeeded",
  failureMessage: null,
  attempt: 1,
  nextRetryAt: null,
  stripePaymentIntentId: `pi_${n}`,
  createdAt: "2027-05-04T20:00:00.000Z",
  updatedAt: "2027-05-04T20:00:00.000Z",
  ...changes,
});

const PAID = charge(1, {});
const FAILED = charge(2, {
  label: "Visit on Tuesday, May 11",
  dueOn: "2027-05-11",
  amountCents: 8050,
  status: "failed",
  failureMessage: "Your card was declined.",
  attempt: 2,
  nextRetryAt: "2027-05-15T12:00:00.000Z",
});

const billingOf = (charges: ChargeView[], changes: Partial<LeadBilling> = {}): LeadBilling => ({
  plan: "weekly",
  chargeTiming: "on_done",
  pausedAt: null,
  cancelledAt: null,
  cancelReason: null,
  cardSaved: true,
  charges,
  ...billingFigures(charges),
  ...changes,
});

const NO_WORK: LeadWork = { status: "new", statusUpdatedAt: null, notes: [], timeline: [], booking: null, visits: [] };

/** The Leads screen's API with one accepted lead; billing answers `billing()` (or waits on `gate`). */
function billingServer(billing: () => LeadBilling | { error: string }, gate?: Promise<void>) {
  let charges: ChargeView[] = [];
  const server = new Hono()
    .get("/api/forms/leads/all", (c) => {
      const answer = billing();
      const failed = "charges" in answer && answer.charges.some((ch) => ch.status === "failed");
      return c.json({ forms: [FORM], leads: [lead(failed)], nextCursor: null });
    })
    .get("/api/forms/:id/leads/:leadId", (c) => c.json(NO_WORK))
    .get("/api/leads/:leadId/billing", async (c) => {
      await gate;
      const answer = billing();
      if ("error" in answer) return c.json(answer, 500);
      charges = answer.charges;
      return c.json(answer);
    })
    .post("/api/charges/:chargeId/refund", (c) => {
      const refunded = charges.find((ch) => ch.id === c.req.param("chargeId"))!;
      return c.json({ ...refunded, status: "refunded" });
    });
  return withPlan(withSession(server));
}

async function openBilling(server: Hono) {
  const view = renderRoute("/leads", { server });
  const table = await screen.findByRole("table");
  await view.user.click(within(table).getByRole("row", { name: "Lead Ann" }));
  const dialog = await screen.findByRole("dialog");
  return { ...view, panel: within(dialog).getByRole("region", { name: "Billing" }) };
}

describe("the lead's Billing panel", () => {
  it("waits while loading, then shows the plan, each charge with its Stripe id and retry, and the totals", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { panel } = await openBilling(billingServer(() => billingOf([FAILED, PAID]), gate));
    expect(within(panel).getByText("Loading…")).toBeTruthy();
    open();
    const list = await within(panel).findByRole("list", { name: "Charges" });
    expect(within(panel).getByText("Weekly")).toBeTruthy();
    expect(within(panel).getByText("Charge each visit when I mark it done")).toBeTruthy();
    const [failed, paid] = within(list).getAllByRole("listitem");
    expect(within(failed!).getByText("Payment failed")).toBeTruthy();
    expect(within(failed!).getByText("$80.50")).toBeTruthy();
    expect(within(failed!).getByText(/attempt 2 · next try May 15, 2027/)).toBeTruthy();
    expect(within(failed!).getByText("Your card was declined.")).toBeTruthy();
    expect(within(failed!).queryByRole("button", { name: /Refund/ })).toBeNull();
    expect(within(paid!).getByText("pi_1")).toBeTruthy();
    expect(within(paid!).getByText("Paid")).toBeTruthy();
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling!.textContent;
    expect(figure("Billed")).toBe("$80.00");
    expect(figure("Failed")).toBe("$80.50");
    expect(figure("Balance owed")).toBe("$80.50");
  });

  it("says there are no charges yet, and a paused or cancelled plan with its reason", async () => {
    const cancelled = billingOf([], { cancelledAt: "2027-05-20T12:00:00.000Z", cancelReason: "Moving away" });
    const { panel } = await openBilling(billingServer(() => cancelled));
    expect(await within(panel).findByText("No charges yet")).toBeTruthy();
    expect(within(panel).getByText("Cancelled on May 20, 2027")).toBeTruthy();
    expect(within(panel).getByText("Reason: Moving away")).toBeTruthy();
  });

  it("says when the billing cannot be loaded, and tries again", async () => {
    let fail = true;
    const { user, panel } = await openBilling(
      billingServer(() => (fail ? { error: "The database is not answering." } : billingOf([]))),
    );
    expect(await within(panel).findByText(/The billing could not be loaded/)).toBeTruthy();
    fail = false;
    await user.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await within(panel).findByText("No charges yet")).toBeTruthy();
  });

  it("refunds a paid charge after a confirmation naming the amount, from the keyboard", async () => {
    let current = [FAILED, PAID];
    const { user, panel, sent } = await openBilling(billingServer(() => billingOf(current)));
    const refund = await within(panel).findByRole("button", { name: "Refund $80.00 for Visit on Tuesday, May 4" });
    refund.focus();
    await user.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Refund $80.00?" });
    expect(within(confirm).getByText(/The whole \$80\.00 of "Visit on Tuesday, May 4" goes back/)).toBeTruthy();
    current = [FAILED, { ...PAID, status: "refunded" }];
    await user.click(within(confirm).getByRole("button", { name: "Refund $80.00" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([`/api/charges/${PAID.id}/refund`]);
    const list = within(panel).getByRole("list", { name: "Charges" });
    await waitFor(() => expect(within(within(list).getAllByRole("listitem")[1]!).getByText("Refunded")).toBeTruthy());
    expect(within(panel).queryByRole("button", { name: /^Refund/ })).toBeNull();
  });
});

describe("the lists' Payment failed", () => {
  it("marks a lead whose charge failed and was not collected since, and no other", async () => {
    const failing = renderRoute("/leads", { server: billingServer(() => billingOf([FAILED, PAID])) });
    const row = within(await screen.findByRole("table")).getByRole("row", { name: "Lead Ann" });
    expect(within(row).getByText("Payment failed")).toBeTruthy();
    failing.unmount();

    renderRoute("/leads", { server: billingServer(() => billingOf([PAID])) });
    const paid = within(await screen.findByRole("table")).getByRole("row", { name: "Lead Ann" });
    expect(within(paid).queryByText("Payment failed")).toBeNull();
  });
});
