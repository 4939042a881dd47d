// @vitest-environment happy-dom
import type { PaymentMode } from "@yq/form-schema/payment";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { cleanup, configure, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentPanelProps } from "./payment-panel";
import { accepted, doc as priced } from "./accepted-summary-test-fixtures";
import { ResultSection } from "./result-section";
import { LEAD, visitServer, workWeek } from "./visit-test-server";

afterEach(cleanup);
// A busy two-core machine transforms the lazy chunks on the first render: more than findBy's 1 s.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The result step after an accept on the live form; `payment`: the panel's props when the page already has the payment. */
function showResult(mode: PaymentMode, payment: PaymentPanelProps | null = null) {
  const form = priced();
  const doc = toPublicDocument(form, "2027-05-01");
  doc.paymentSettings.mode = mode;
  const choice = accepted(form, { serviceId: "mowing", sizeId: "medium", areaSqFt: null }, "weekly", {
    serviceType: "mowing",
    yardSize: "medium",
  });
  render(
    createElement(ResultSection, { doc, response: "accept", fallbackUrl: null, lead: LEAD, payment, accepted: choice }),
  );
}

const CONTACT_YOU = "We'll contact you to schedule your first visit.";

describe("the accept's result", () => {
  it("offers the first visit at once when the form asks for no payment", async () => {
    const server = visitServer({ days: workWeek("2027-05-03", 10) });
    showResult("none");
    await screen.findByRole("heading", { name: "Pick your first visit" });
    expect(server.sent.map((s) => s.path)).toEqual([`/api/public/leads/${LEAD.leadId}/visit-days`]);
    // The calendar is the next step, so the summary does not promise a call.
    await expect.poll(() => screen.queryByText(CONTACT_YOU)).toBeNull();
  });

  it("keeps the promise of a call when the business books no first visit online", async () => {
    visitServer({ days: [], offered: false, reason: "This business sets the first visit with you itself." });
    showResult("none");
    await screen.findByText("This business sets the first visit with you itself.");
    expect(screen.getByText(CONTACT_YOU)).toBeTruthy();
  });

  it("offers it once the deposit is paid, not while it is owed", async () => {
    const paid = visitServer({ days: workWeek("2027-05-03", 10) });
    paid.payment = { status: "paid", kind: "deposit", amountCents: 2500 };
    showResult("deposit");
    await screen.findByRole("heading", { name: "Pick your first visit" });
    expect(paid.sent.map((s) => s.path.split("/").at(-1))).toEqual(["payment", "visit-days"]);
    cleanup();

    // Shown while the deposit is owed; Stripe's confirmation arrives by the panel's next read.
    const owed = visitServer({ days: workWeek("2027-05-03", 10) });
    owed.payment = { status: "paid", kind: "deposit", amountCents: 2500 };
    const awaiting = { status: "awaiting", kind: "deposit", amountCents: 2500 } as const;
    showResult("deposit", { payment: awaiting, lead: LEAD, returned: true });
    expect(screen.getByRole("status").textContent).toBe("Confirming your payment with Stripe…");
    await screen.findByRole("heading", { name: "Pick your first visit" });
    // The days were asked for only after the read that found the deposit paid.
    expect(owed.sent.map((s) => s.path.split("/").at(-1))).toEqual(["payment", "visit-days"]);
  });
});
