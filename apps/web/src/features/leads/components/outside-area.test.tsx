// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { allLeadsLeadSchema, type AllLeadsLead, type AllLeadsPage } from "@yq/form-schema/all-leads";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import type { LeadWork } from "@yq/form-schema/lead-work";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";

// A lead outside its form's service area (docs/decisions/120): marked on its row and in its
// details, and included by the owner through POST /api/leads/:leadId/include-area.

/** The details dialog reads the lead's own work; none yet. */
const NO_WORK: LeadWork = { status: "new", statusUpdatedAt: null, notes: [], timeline: [], booking: null, visits: [] };

const FORM: SubmissionsForm = {
  id: "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40",
  name: "Spring Mowing",
  description: "",
  customerFields: ["name", "email", "phone", "street", "zipcode"],
  consent: { enabled: false, text: "" },
};

function lead(n: number, name: string, outsideArea: boolean): AllLeadsLead {
  return allLeadsLeadSchema.parse({
    id: `0000000${n}-1111-4222-8333-444455556666`,
    formId: FORM.id,
    createdAt: "2026-11-18T15:00:00.000Z",
    lastActivityAt: "2026-11-18T15:05:00.000Z",
    outcome: "started",
    status: "new",
    stage: "started",
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.column, null])),
    customerName: name,
    customerEmail: `${name.toLowerCase()}@example.com`,
    street: "9 Far Rd",
    zipcode: "63101",
    consent: true,
    serviceType: null,
    serviceName: null,
    yardSize: null,
    projectDetails: null,
    videoUrl: null,
    responseStatus: null,
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
    outsideArea,
  });
}

/**
 * The Leads screen's server, with the include route: it answers `answer` (after `gate` opens) and,
 * on 200, the lead is inside from then on, as the server would list it.
 */
function leadsServer(answer: { status: 200 | 404; gate?: Promise<void> }) {
  const leads = [lead(1, "Ann", true), lead(2, "Ben", false)];
  const included: string[] = [];
  const server = new Hono()
    .get("/api/forms/leads/all", (c) => {
      const body: AllLeadsPage = {
        forms: [FORM],
        leads: leads.map((l) => (included.includes(l.id) ? { ...l, outsideArea: false } : l)),
        nextCursor: null,
      };
      return c.json(body);
    })
    .get("/api/forms/:id/leads/:leadId", (c) => c.json(NO_WORK))
    .post("/api/leads/:leadId/include-area", async (c) => {
      await answer.gate;
      if (answer.status === 404) return c.json({ error: "Lead not found" }, 404);
      included.push(c.req.param("leadId"));
      return c.json({ outsideArea: false });
    });
  return { server: withPlan(withSession(server)), included };
}

describe("a lead outside the service area", () => {
  it("is marked on its row and in its details, and including it takes the mark off", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { server, included } = leadsServer({ status: 200, gate });
    const { user } = renderRoute("/leads", { server });
    const table = await screen.findByRole("table");
    const ann = within(table).getByRole("row", { name: "Lead Ann" });
    expect(within(ann).getByText("Outside area")).toBeTruthy();
    expect(within(within(table).getByRole("row", { name: "Lead Ben" })).queryByText("Outside area")).toBeNull();

    await user.click(ann);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Outside area")).toBeTruthy();
    expect(within(dialog).getByText("9 Far Rd")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Include in service area" }));
    const busy = await within(dialog).findByRole("button", { name: "Including…" });
    expect(busy).toHaveProperty("disabled", true);
    open();

    await waitFor(() => expect(within(dialog).queryByText("Outside area")).toBeNull());
    expect(within(dialog).queryByRole("button", { name: "Include in service area" })).toBeNull();
    expect(await screen.findByText("Included in your service area")).toBeTruthy();
    expect(included).toEqual([lead(1, "Ann", true).id]);
    // The list is read again: the row has lost its mark too.
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(within(within(table).getByRole("row", { name: "Lead Ann" })).queryByText("Outside area")).toBeNull(),
    );
  });

  it("keeps the mark and shows the server's message when the lead cannot be included", async () => {
    const { server } = leadsServer({ status: 404 });
    const { user } = renderRoute("/leads", { server });
    const table = await screen.findByRole("table");
    await user.click(within(table).getByRole("row", { name: "Lead Ann" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Include in service area" }));
    expect(await screen.findByText("Lead not found")).toBeTruthy();
    expect(screen.getByText("The lead could not be included")).toBeTruthy();
    expect(within(dialog).getByText("Outside area")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Include in service area" })).toHaveProperty("disabled", false);
  });
});
