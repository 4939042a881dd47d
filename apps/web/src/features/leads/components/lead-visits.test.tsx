// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { allLeadsLeadSchema, type AllLeadsPage } from "@yq/form-schema/all-leads";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import type { LeadWork } from "@yq/form-schema/lead-work";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderApp, renderRoute } from "@/test/render-app";
import { LeadVisits } from "./lead-visits";

const FORM = {
  id: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  name: "Spring Mowing",
  description: "",
  customerFields: ["name", "email", "phone"],
  consent: { enabled: false, text: "" },
} satisfies AllLeadsPage["forms"][number];

const LEAD = allLeadsLeadSchema.parse({
  id: "00000001-1111-4222-8333-444455556666",
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
});

const visit = (n: number, day: string, status: LeadWork["visits"][number]["status"], priceCents: number | null) => ({
  id: `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`,
  day,
  status,
  priceCents,
});

const BOOKED: Pick<LeadWork, "booking" | "visits"> = {
  booking: { firstDay: "2027-05-04", scheduleText: "Weekly from Tuesday, May 4", timeZone: "America/New_York" },
  visits: [
    visit(1, "2027-05-04", "done", 8000),
    visit(2, "2027-05-11", "skipped", 8000),
    visit(3, "2027-05-18", "scheduled", 8050),
    visit(4, "2027-05-25", "cancelled", null),
  ],
};

/** The Leads screen's API with one lead, whose work carries `schedule`. */
function leadServer(schedule: Pick<LeadWork, "booking" | "visits">) {
  const server = new Hono()
    .get("/api/forms/leads/all", (c) => c.json({ forms: [FORM], leads: [LEAD], nextCursor: null }))
    .get("/api/forms/:id/leads/:leadId", (c) =>
      c.json({ status: "new", statusUpdatedAt: null, notes: [], timeline: [], ...schedule } satisfies LeadWork),
    )
    // The accepted lead's dialog also shows its billing (lead-billing.test.tsx).
    .get("/api/leads/:leadId/billing", (c) => c.json({ error: "Not asked here." }, 404));
  return withPlan(withSession(server));
}

async function openVisits(schedule: Pick<LeadWork, "booking" | "visits">) {
  const view = renderRoute("/leads", { server: leadServer(schedule) });
  const table = await screen.findByRole("table");
  await view.user.click(within(table).getByRole("row", { name: "Lead Ann" }));
  const dialog = await screen.findByRole("dialog");
  return { ...view, panel: within(dialog).getByRole("region", { name: "Visits" }) };
}

describe("the lead's Visits panel", () => {
  it("shows the schedule in words and each visit's date, status and price, in the lead's dialog", async () => {
    const { panel } = await openVisits(BOOKED);
    expect(await within(panel).findByText("Weekly from Tuesday, May 4")).toBeTruthy();
    expect(within(panel).getByText(/America\/New_York/)).toBeTruthy();
    const rows = within(within(panel).getByRole("list", { name: "Visit dates" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Tuesday, May 4Done$80.00",
      "Tuesday, May 11Skipped$80.00",
      "Tuesday, May 18Scheduled$80.50",
      "Tuesday, May 25Cancelled",
    ]);
    expect(within(panel).queryByText("No visits booked yet")).toBeNull();

    const schedule = within(panel).getByRole("link", { name: "Open the Schedule" });
    expect(schedule.getAttribute("href")).toBe("/schedule");
  });

  it("says no visits are booked yet for a lead without a booking", async () => {
    const { panel } = await openVisits({ booking: null, visits: [] });
    expect(await within(panel).findByText("No visits booked yet")).toBeTruthy();
    expect(within(panel).queryByRole("list")).toBeNull();
    expect(within(panel).getByRole("link", { name: "Open the Schedule" })).toBeTruthy();
  });

  it("says so when the lead's work cannot be loaded, and waits while it loads", () => {
    const failed = renderApp(<LeadVisits schedule={undefined} error="The database is not answering." />);
    expect(screen.getByText("The visits could not be loaded. The database is not answering.")).toBeTruthy();
    failed.unmount();
    renderApp(<LeadVisits schedule={undefined} error={null} />);
    expect(screen.getByText("Loading…")).toBeTruthy();
  });
});
