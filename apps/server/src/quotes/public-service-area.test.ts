import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { LeadsPage } from "@yq/form-schema/lead-view";
import type { ServiceArea } from "@yq/form-schema/service-area";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { eq } from "drizzle-orm";
import { formSubmissions } from "../db/schema/submissions";
import { startMapStandIn, type MapStandIn } from "../test/map-stand-ins";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, leadAnswers, startTestLead, testDocument, type TestLead } from "../test/public-test-helpers";
import { OUTSIDE_AREA_REFUSAL } from "./service-area.service";

// The service area at the visitor's address (docs/decisions/120), with the local geocoder stand-in.

const place = (street: string, lat: number, zip: string) => ({
  display_name: `${street}, Springfield, Illinois, ${zip}, United States`,
  lat: String(lat),
  lon: "-89.6501",
  address: { road: street, city: "Springfield", state: "Illinois", postcode: zip },
});
// Due north of the business: about 1.3, 6.8 and 29 miles.
const NEAR = place("Elm St", 39.8, "62701");
const MIDDLE = place("Middle Rd", 39.88, "62702");
const FAR = place("Faraway Rd", 40.2, "62999");
const centre = { lat: 39.7817, lng: -89.6501, label: "1 Main St, Springfield IL" };

let stand: MapStandIn;
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  stand = await startMapStandIn([NEAR, MIDDLE, FAR]);
  t = await createTestApp({ TRUST_PROXY: "true", GEOCODER_URL: stand.geocoderUrl });
  bare = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), stand.close()]);
});

const radius = (over: Partial<ServiceArea> = {}): ServiceArea => ({
  ...defaultServiceArea(),
  radius: { miles: 10, centre },
  outsideMessage: "We don't serve {zip} yet",
  ...over,
});

async function formWith(app: TestApp, area: ServiceArea, edit: (doc: FormDocument) => void = () => {}) {
  const owner = await app.signUp();
  const form = await insertForm(
    app,
    owner.userId,
    testDocument((d) => {
      d.serviceArea = area;
      edit(d);
    }),
  );
  return { owner, form };
}

const at = (street: string, zipcode: string) => ({ ...VISITOR_ANSWERS, street: `5 ${street}`, zipcode });
const rowOf = async (app: TestApp, leadId: string) =>
  (await app.db.select().from(formSubmissions).where(eq(formSubmissions.id, leadId)))[0]!;
const started = async (app: TestApp, formId: string, answers: Record<string, string>) => {
  const res = await app.client().post(`/api/public/forms/${formId}/leads`, { answers, consent: true });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    leadId: string;
    token: string;
    outsideArea?: boolean;
    message?: string;
    travelMiles?: number;
  };
};
const weekly = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
const pricesShown = (app: TestApp, lead: TestLead) =>
  app
    .client()
    .post(
      `/api/public/leads/${lead.leadId}/prices-shown`,
      { yardSize: "small", frequency: "weekly", token: lead.token },
      lead.headers,
    );

describe("a visitor's address and the form's service area", () => {
  it("places an address inside the radius, stores its point and says so", async () => {
    const { form } = await formWith(t, radius());
    const lead = await started(t, form.id, at("Elm St", "62701"));
    expect(lead).toMatchObject({ outsideArea: false });
    expect(lead.message).toBeUndefined();
    const row = await rowOf(t, lead.leadId);
    expect(row).toMatchObject({ outsideArea: false, location: { lat: 39.8, lng: -89.6501 } });
    expect(stand.searches.some((q) => q.includes("Elm"))).toBe(true);
  });

  it("keeps a visitor outside as a lead with their address, in the business's words, and refuses prices", async () => {
    const { owner, form } = await formWith(t, radius());
    const body = await started(t, form.id, at("Faraway Rd", "62999"));
    expect(body).toMatchObject({ outsideArea: true, message: "We don't serve 62999 yet" });
    const row = await rowOf(t, body.leadId);
    expect(row).toMatchObject({
      outsideArea: true,
      street: "5 Faraway Rd",
      zipcode: "62999",
      customerEmail: "pat@example.com",
    });
    const lead = { ...body, headers: {} };
    const shown = await pricesShown(t, lead);
    expect(shown.status).toBe(409);
    expect(await shown.json()).toEqual({ error: OUTSIDE_AREA_REFUSAL });
    const accept = await leadAnswers(t).respond(lead, weekly);
    expect(accept.status).toBe(409);
    const page = (await (await owner.get(`/api/forms/${form.id}/leads`)).json()) as LeadsPage;
    expect(page.leads.map((l) => [l.id, l.outsideArea, l.street])).toEqual([[body.leadId, true, "5 Faraway Rd"]]);
  });

  it("lets the owner include an outside lead, after which its link goes on to a price; another owner gets 404", async () => {
    const { owner, form } = await formWith(t, radius());
    const body = await started(t, form.id, at("Faraway Rd", "62999"));
    const stranger = await t.signUp();
    const path = `/api/leads/${body.leadId}/include-area`;
    expect((await stranger.post(path, {})).status).toBe(404);
    expect((await t.client().post(path, {})).status).toBe(401);
    expect((await owner.post(`/api/leads/not-a-lead/include-area`, {})).status).toBe(404);
    expect((await rowOf(t, body.leadId)).outsideArea).toBe(true);
    const included = await owner.post(path, {});
    expect(included.status).toBe(200);
    expect(await included.json()).toEqual({ outsideArea: false });
    // The browser's kept lead comes back to the form: included stays included.
    const back = await t.client().post(
      `/api/public/forms/${form.id}/leads?lead=${body.leadId}`,
      { answers: at("Faraway Rd", "62999"), consent: true },
      {
        authorization: `Bearer ${body.token}`,
      },
    );
    expect(await back.json()).toMatchObject({ leadId: body.leadId, outsideArea: false });
    const lead = { ...body, headers: {} };
    expect((await pricesShown(t, lead)).status).toBe(201);
    expect((await leadAnswers(t).respond(lead, weekly)).status).toBe(201);
    const page = (await (await owner.get(`/api/forms/${form.id}/leads`)).json()) as LeadsPage;
    expect(page.leads[0]!.outsideArea).toBe(false);
  });

  it("adds the travel band's fee from the stored point as a line the server prices", async () => {
    const bands = [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 10, feeCents: 500 },
    ];
    const { form } = await formWith(t, radius({ travelBands: bands }));
    for (const [street, zip, fee] of [
      ["Middle Rd", "62702", 500],
      ["Elm St", "62701", 0],
    ] as const) {
      const body = await started(t, form.id, at(street, zip));
      // The miles the public form shows the travel line for; the accept is priced from the stored point.
      expect(body.travelMiles).toBeCloseTo(street === "Elm St" ? 1.26 : 6.79, 1);
      const lead = { ...body, headers: {} };
      expect((await leadAnswers(t).respond(lead, { ...weekly, amount: 1 })).status).toBe(201);
      const records = await leadAnswers(t).recordsOf(body.leadId);
      const priced = records.find((r) => r.submissionStage === "complete")!.quote!.priced!;
      const travel = priced.lines.filter((l) => l.kind === "travel");
      expect(travel.map((l) => l.unitPriceCents)).toEqual(fee ? [fee] : []);
      expect(priced.totals.totalCents).toBe(3900 + fee);
    }
  });

  it("decides by the ZIP list alone when the geocoder is not set up, and never holds a visitor up", async () => {
    const zipsOnly = await formWith(bare, {
      ...defaultServiceArea(),
      zipCodes: ["62701"],
      outsideMessage: "Not {zip}",
    });
    expect(await started(bare, zipsOnly.form.id, at("Elm St", "62701"))).toMatchObject({ outsideArea: false });
    expect(await started(bare, zipsOnly.form.id, at("Elm St", "62704"))).toMatchObject({
      outsideArea: true,
      message: "Not 62704",
    });
    // A radius cannot be checked without a point: inside, with no point stored and no travel fee.
    const round = await formWith(bare, radius({ travelBands: [{ upToMiles: 1, feeCents: 900 }] }));
    const body = await started(bare, round.form.id, at("Faraway Rd", "62999"));
    expect(body).toMatchObject({ outsideArea: false });
    expect(await rowOf(bare, body.leadId)).toMatchObject({ outsideArea: false, location: null });
  });

  it("treats an address the geocoder cannot find as an unknown point", async () => {
    const { form } = await formWith(t, radius());
    const body = await started(t, form.id, at("Nowhere Lane", "62999"));
    expect(body).toMatchObject({ outsideArea: false });
    expect((await rowOf(t, body.leadId)).location).toBeNull();
  });

  it("changes nothing without an area or without an address field", async () => {
    const none = await formWith(t, defaultServiceArea());
    const plain = await started(t, none.form.id, at("Faraway Rd", "62999"));
    expect(Object.keys(plain).sort()).toEqual(["leadId", "token"]);
    const noAddress = await formWith(t, radius(), (d) => {
      for (const f of d.customerFields.fields)
        if (["street", "city", "state", "zipcode"].includes(f.type)) f.enabled = false;
    });
    const lead = await startTestLead(t, noAddress.form.id, {
      name: "Pat",
      email: "p@example.com",
      phone: "5551234567",
    });
    expect(lead).not.toHaveProperty("outsideArea");
    expect((await rowOf(t, lead.leadId)).outsideArea).toBe(false);
  });
});
