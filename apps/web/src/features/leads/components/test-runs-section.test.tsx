// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import { leadsPageLeadSchema, type LeadsPage } from "@yq/form-schema/lead-view";
import type { SubmissionsPage } from "@yq/form-schema/submissions-page";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withSession } from "@/test/owner-session";
import { withPlan } from "@/test/plan";
import { renderRoute } from "@/test/render-app";

const FORM_ID = "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40";

const testRun = leadsPageLeadSchema.parse({
  id: "00000001-1111-4222-8333-444455556666",
  createdAt: "2026-11-20T15:00:00.000Z",
  lastActivityAt: "2026-11-20T15:05:00.000Z",
  outcome: "accepted",
  status: "new",
  stage: "accepted",
  ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f.column, null])),
  customerName: "Owner Trying",
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

const emptyPage: SubmissionsPage = {
  form: {
    id: FORM_ID,
    name: "Spring Mowing",
    description: "",
    customerFields: ["name"],
    consent: { enabled: false, text: "" },
  },
  total: 0,
  matching: 0,
  page: 1,
  pageSize: 25,
  submissions: [],
};

/** The owner's server with one test run until it is cleared. */
function ownerServer() {
  let runs = [testRun];
  const page = (): LeadsPage => ({ total: runs.length, page: 1, pageSize: 10, leads: runs });
  const app = new Hono()
    .get(`/api/forms/${FORM_ID}/submissions`, (c) => c.json(emptyPage))
    .get(`/api/forms/${FORM_ID}/test-runs`, (c) => c.json(page()))
    .delete(`/api/forms/${FORM_ID}/test-runs`, (c) => {
      const cleared = runs.length;
      runs = [];
      return c.json({ cleared });
    });
  return withPlan(withSession(app));
}

describe("the submissions page's test runs", () => {
  it("lists the owner's test runs apart from the submissions and clears them", async () => {
    renderRoute(`/forms/${FORM_ID}/submissions`, { server: ownerServer() });
    const section = await screen.findByRole("region", { name: "Test runs (1)" });
    expect(screen.getByText("0 total submissions")).toBeTruthy();
    expect(within(section).getByText("Owner Trying")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Clear test runs" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /Test runs/ })).toBeNull());
  });
});
