// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { allLeadsLeadSchema, type AllLeadsLead, type AllLeadsPage } from "@yq/form-schema/all-leads";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import type { SubmissionsForm } from "@yq/form-schema/submissions-page";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";

const form = (id: string, name: string): SubmissionsForm => ({
  id,
  name,
  description: "",
  customerFields: ["name", "email", "phone"],
  consent: { enabled: false, text: "" },
});
const LAWN = form("5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40", "Spring Mowing");
const SNOW = form("6a1f3b82-9d5c-4e7f-8b24-8c3d6e9f2a51", "Snow Removal");

function lead(n: number, formId: string, name: string): AllLeadsLead {
  return allLeadsLeadSchema.parse({
    id: `0000000${n}-1111-4222-8333-444455556666`,
    formId,
    createdAt: `2026-11-${String(20 - n).padStart(2, "0")}T15:00:00.000Z`,
    lastActivityAt: `2026-11-${String(20 - n).padStart(2, "0")}T15:05:00.000Z`,
    outcome: "started",
    status: "new",
    stage: "started",
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.column, null])),
    customerName: name,
    customerEmail: `${name.toLowerCase()}@example.com`,
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
    outsideArea: false,
  });
}
const LEADS = [lead(1, LAWN.id, "Ann"), lead(2, SNOW.id, "Ben"), lead(3, LAWN.id, "Cat")];

/** The leads API: two leads a page, by cursor; a form filter narrows; another owner's form is 404. */
function leadsServer(leads = LEADS, fail = false) {
  const server = new Hono().get("/api/forms/leads/all", (c) => {
    if (fail) return c.json({ error: "The database is not answering." }, 503);
    const formId = c.req.query("formId");
    if (formId && formId !== LAWN.id && formId !== SNOW.id) return c.json({ error: "Form not found" }, 404);
    const matching = leads.filter((l) => !formId || l.formId === formId);
    const start = Number(c.req.query("cursor") ?? 0);
    const body: AllLeadsPage = {
      forms: [SNOW, LAWN],
      leads: matching.slice(start, start + 2),
      nextCursor: start + 2 < matching.length ? String(start + 2) : null,
    };
    return c.json(body);
  });
  // The details dialog reads the lead's own work from its form's address.
  server.get("/api/forms/:id/leads/:leadId", (c) =>
    c.json({ status: "new", statusUpdatedAt: null, notes: [], timeline: [], booking: null, visits: [] }),
  );
  return withPlan(withSession(server));
}

const listRequests = (sent: ReturnType<typeof renderRoute>["sent"]) =>
  sent.filter((r) => r.path.startsWith("/api/forms/leads/all")).map((r) => r.path);

describe("the Leads screen", () => {
  it("shows every form's leads from its first answer, with each lead's form, and loads more by cursor", async () => {
    const { user, sent } = renderRoute("/leads", { server: leadsServer() });
    expect(await screen.findByRole("heading", { name: "Leads" })).toBeTruthy();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Form" })).toBeTruthy();
    const ann = within(table).getByRole("row", { name: "Lead Ann" });
    expect(within(ann).getByText("Spring Mowing")).toBeTruthy();
    expect(within(within(table).getByRole("row", { name: "Lead Ben" })).getByText("Snow Removal")).toBeTruthy();
    // The unfiltered first page is one bare request: nothing is asked before it.
    expect(listRequests(sent)).toEqual(["/api/forms/leads/all"]);

    await user.click(screen.getByRole("button", { name: "Load more leads" }));
    expect(await within(table).findByRole("row", { name: "Lead Cat" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more leads" })).toBeNull();
    expect(screen.getByText(/Showing 3 leads: that is every lead/)).toBeTruthy();
    expect(listRequests(sent)).toEqual(["/api/forms/leads/all", "/api/forms/leads/all?cursor=2"]);
  });

  it("filters by form and date range from the address, sending the range as instants", async () => {
    const { sent } = renderRoute(`/leads?form=${LAWN.id}&from=2026-11-01&to=2026-11-30&status=won`, {
      server: leadsServer(),
    });
    await screen.findByRole("table");
    const [path] = listRequests(sent);
    const query = new URL(path, "http://x").searchParams;
    expect(query.get("formId")).toBe(LAWN.id);
    expect(query.get("status")).toBe("won");
    expect(new Date(query.get("from")!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    // The last day counts whole: the range ends when December 1st starts.
    expect(new Date(query.get("to")!).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
  });

  it("opens a lead's details from the keyboard", async () => {
    const { user, sent } = renderRoute("/leads", { server: leadsServer() });
    const table = await screen.findByRole("table");
    within(table).getByRole("row", { name: "Lead Ben" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    // The dialog of the lead's own form, with the work read from that form's address.
    expect(within(dialog).getByText("Snow Removal")).toBeTruthy();
    expect(await within(dialog).findByText("ben@example.com")).toBeTruthy();
    await waitFor(() => expect(sent.map((r) => r.path)).toContain(`/api/forms/${SNOW.id}/leads/${LEADS[1].id}`));
  });

  it("says when there are no leads yet, when none match, and when a form is not the owner's", async () => {
    const empty = renderRoute("/leads", { server: leadsServer([]) });
    expect(await screen.findByText("No leads yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your forms" }).getAttribute("href")).toBe("/forms");
    empty.unmount();

    const filtered = renderRoute(`/leads?form=${SNOW.id}`, { server: leadsServer([LEADS[0]]) });
    expect(await screen.findByText("No leads match your filters")).toBeTruthy();
    await filtered.user.click(screen.getAllByRole("button", { name: "Clear filters" })[0]);
    await waitFor(() => expect(filtered.router.state.location.search).toBe(""));
    expect(await screen.findByRole("row", { name: "Lead Ann" })).toBeTruthy();
    filtered.unmount();

    renderRoute("/leads?form=7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10", { server: leadsServer() });
    expect(await screen.findByText("Form not found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show leads of every form" })).toBeTruthy();
  });

  it("says what went wrong when the leads cannot be loaded, and asks nothing for a range that ends before it starts", async () => {
    const failing = renderRoute("/leads", { server: leadsServer(LEADS, true) });
    expect(await screen.findByText("Your leads could not be loaded.", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("The database is not answering.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    failing.unmount();

    const backwards = renderRoute("/leads?from=2026-11-20&to=2026-11-01", { server: leadsServer() });
    expect(await screen.findByText("The end date must be on or after the start date.")).toBeTruthy();
    expect(listRequests(backwards.sent)).toEqual([]);
  });
});
