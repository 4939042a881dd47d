import type { LeadsPage } from "@yq/form-schema/lead-view";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertForm, leadAnswers, startTestLead, testDocument } from "../test/public-test-helpers";
import { withListedServices } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

// The owner's lead view of listed services: the service by its name, the priced
// quote (the upsell's, with its add-ons, once picked), and a request for a price read as Pending.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

describe("GET /api/forms/:id/leads of listed services", () => {
  it("names each service, carries the priced quote with the add-ons and reads a request as Pending", async () => {
    const owner = await t.signUp();
    const doc = testDocument((d) => {
      withListedServices()(d);
      d.upsellSettings.services[0] = { ...d.upsellSettings.services[0], price: 30, unit: "job" };
    });
    const form = await insertForm(t, owner.userId, doc);
    const { respond, upsell } = leadAnswers(t);
    const design = await startTestLead(t, form.id);
    await respond(design, { serviceId: "design", responseStatus: "accept", projectDetails: "A pond" });
    const aeration = await startTestLead(t, form.id);
    await respond(aeration, { serviceId: "aeration", sizeId: "std", responseStatus: "accept" });
    await upsell(aeration, ["u1"]);
    const fert = await startTestLead(t, form.id);
    await respond(fert, { serviceId: "fert", sizeId: "small", responseStatus: "decline" });

    const page = (await (await owner.get(`/api/forms/${form.id}/leads`)).json()) as LeadsPage;
    const byId = new Map(page.leads.map((lead) => [lead.id, lead]));
    expect(byId.get(design.leadId)).toMatchObject({
      serviceType: null,
      serviceName: "Garden design",
      outcome: "pending",
      projectDetails: "A pond",
      yardSize: null,
    });
    expect(byId.get(design.leadId)?.quote?.priced).toBeNull();
    const accepted = byId.get(aeration.leadId);
    expect(accepted).toMatchObject({ serviceName: "Aeration", outcome: "accepted", upsellServices: ["Aeration"] });
    expect(accepted?.quote?.priced?.lines.map((l) => [l.kind, l.name, l.totalCents])).toEqual([
      ["service", "Aeration", 12_000],
      ["add_on", "Aeration", 3000],
    ]);
    expect(accepted?.quote?.priced?.totals.totalCents).toBe(15_000);
    // A size card's id is never read as a yard size, even one spelled like a tier ("small").
    expect(byId.get(fert.leadId)).toMatchObject({ serviceName: "Fertilization", outcome: "declined", yardSize: null });
  });
});
