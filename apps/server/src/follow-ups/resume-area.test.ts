import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { eq } from "drizzle-orm";
import { outbox } from "../db/schema/outbox";
import { startMapStandIn, type MapStandIn } from "../test/map-stand-ins";
import { insertForm, leadAnswers, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { runFollowUps } from "./run-follow-ups";

// A follow-up link reopens a lead at a service area (docs/decisions/120): the answer carries the
// standing and miles from the stored point, the same miles the accept prices the travel fee with.

const place = (street: string, lat: number, zip: string) => ({
  display_name: `${street}, Springfield, Illinois, ${zip}, United States`,
  lat: String(lat),
  lon: "-89.6501",
  address: { road: street, city: "Springfield", state: "Illinois", postcode: zip },
});
// Due north of the business: about 6.8 miles.
const MIDDLE = place("Middle Rd", 39.88, "62702");
const centre = { lat: 39.7817, lng: -89.6501, label: "1 Main St, Springfield IL" };
const HOUR = 3_600_000;

let stand: MapStandIn;
let t: TestApp;
beforeAll(async () => {
  stand = await startMapStandIn([MIDDLE]);
  t = await createTestApp({ TRUST_PROXY: "true", GEOCODER_URL: stand.geocoderUrl });
});
afterAll(async () => {
  await Promise.all([t.close(), stand.close()]);
});

async function resumeOf(street: string, zipcode: string, email: string) {
  const owner = await t.signUp();
  const form = await insertForm(
    t,
    owner.userId,
    testDocument((d) => {
      d.serviceArea = {
        ...defaultServiceArea(),
        radius: { miles: 10, centre },
        outsideMessage: "We don't serve {zip} yet",
        travelBands: [
          { upToMiles: 5, feeCents: 0 },
          { upToMiles: 10, feeCents: 500 },
        ],
      };
    }),
  );
  const answers = { ...VISITOR_ANSWERS, email, street: `5 ${street}`, zipcode };
  const res = await t.client().post(`/api/public/forms/${form.id}/leads`, { answers, consent: true });
  expect(res.status).toBe(201);
  const started = (await res.json()) as { leadId: string; token: string; travelMiles?: number };
  await runFollowUps(t.deps, new Date(Date.now() + 3 * HOUR));
  const mail = (await t.db.select().from(outbox).where(eq(outbox.kind, "lead_follow_up"))).find((m) => m.to === email);
  const token = /\?resume=([\w-]+)/.exec(mail!.text)?.[1] ?? "";
  const back = await t.client().post("/api/public/follow-ups/resume", { token });
  expect(back.status).toBe(200);
  return {
    started,
    resumed: (await back.json()) as { lead: Record<string, unknown> & { leadId: string; token: string } },
  };
}

describe("a lead reopened through its follow-up link at a service area", () => {
  it("carries the travel miles the accept prices with", async () => {
    const { started, resumed } = await resumeOf("Middle Rd", "62702", "travel-back@example.com");
    expect(started.travelMiles).toBeCloseTo(6.79, 1);
    expect(resumed.lead).toMatchObject({ leadId: started.leadId, outsideArea: false });
    expect(resumed.lead.travelMiles).toBe(started.travelMiles);
    const lead = { leadId: resumed.lead.leadId, token: resumed.lead.token, headers: {} };
    const weekly = { serviceType: "mowing", yardSize: "small", responseStatus: "accept", frequency: "weekly" };
    expect((await leadAnswers(t).respond(lead, { ...weekly, amount: 1 })).status).toBe(201);
    const records = await leadAnswers(t).recordsOf(started.leadId);
    const priced = records.find((r) => r.submissionStage === "complete")!.quote!.priced!;
    expect(priced.lines.filter((l) => l.kind === "travel").map((l) => l.unitPriceCents)).toEqual([500]);
    expect(priced.totals.totalCents).toBe(3900 + 500);
  });
});
