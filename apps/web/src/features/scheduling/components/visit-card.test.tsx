// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { ScheduledVisit } from "@yq/form-schema/scheduling/booking";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { VisitCard } from "./visit-card";

// What a visit card says of the visit's charge and of the customer's request to move it
// (decision 122): "Payment failed", "Paid", "Asked to reschedule".

const visit = (changes: Partial<ScheduledVisit>): ScheduledVisit => ({
  id: "3a9e5c1b-7d24-4f60-8b13-2c4d6e8f0a11",
  bookingId: "6c1d3e5f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  chargeStatus: null,
  rescheduleAskedAt: null,
  leadId: "8e2f4a6c-1b3d-4e5f-9a7b-0c1d2e3f4a5b",
  formId: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  date: "2027-05-03",
  status: "done",
  customerName: "Rose Field",
  address: null,
  serviceName: "Lawn mowing",
  sizeLabel: null,
  priceCents: 4550,
  scheduleText: "Weekly from Monday, May 3",
  ...changes,
});

const none = () => {};
const badges = (changes: Partial<ScheduledVisit>) => {
  const view = renderApp(
    <VisitCard visit={visit(changes)} busy={false} onDone={none} onSkip={none} onMove={none} onCancelRest={none} />,
  );
  const card = screen.getByRole("article", { name: "Rose Field" });
  const words = ["Payment failed", "Paid", "Asked to reschedule"].filter((w) => within(card).queryByText(w));
  view.unmount();
  return words;
};

describe("a visit card's charge and reschedule badges", () => {
  it("says a charge failed (declined, or the bank asks the customer), or that the visit is paid", () => {
    expect(badges({ chargeStatus: "failed" })).toEqual(["Payment failed"]);
    expect(badges({ chargeStatus: "requires_action" })).toEqual(["Payment failed"]);
    expect(badges({ chargeStatus: "succeeded" })).toEqual(["Paid"]);
  });

  it("says nothing of a charge still processing, or of a visit not charged", () => {
    expect(badges({ chargeStatus: "pending" })).toEqual([]);
    expect(badges({})).toEqual([]);
  });

  it("says the customer asked to reschedule, beside the other badges", () => {
    expect(
      badges({ status: "scheduled", rescheduleAskedAt: "2027-05-01T10:00:00.000Z", chargeStatus: "failed" }),
    ).toEqual(["Payment failed", "Asked to reschedule"]);
  });
});
