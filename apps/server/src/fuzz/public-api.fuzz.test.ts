// Malformed bodies against every public endpoint (the visitor's form API and the embed pages):
// no 5xx, and nothing invalid stored.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import { badId, encodeSegment, malformedBody } from "./malformed";
import { newTally, no5xx, send } from "./fuzz-client";
import { invalidRows } from "./stored-invariants";

const RUNS = { leads: 900, response: 700, upsell: 400, video: 150, views: 150, embed: 100, files: 200 };
const tally = newTally();
let t: TestApp;
let formId: string;
let leads: { leadId: string; token: string }[];
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on", PUBLIC_LEADS_PER_FORM: "100000" });
  const owner = await t.signUp();
  formId = (
    await insertForm(
      t,
      owner.userId,
      testDocument((d) => (d.services.landscaping.enabled = true)),
    )
  ).id;
  leads = [];
  for (let i = 0; i < 12; i++) leads.push(await startTestLead(t, formId));
});
afterAll(() => t.close());

const lead = (i: number) => leads[i % leads.length];
/** The lead's own id mostly, sometimes an id that cannot exist. */
const leadIdOrBad = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: badId, weight: 1 });
const leadPath = (leadId: string, bad: string | null) => (bad === null ? leadId : encodeSegment(bad));
const config = (numRuns: number) => ({ numRuns, endOnFailure: true });

it("POST /api/public/forms/:id/leads", async () => {
  const valid = { answers: VISITOR_ANSWERS, consent: true };
  await fc.assert(
    fc.asyncProperty(
      malformedBody(valid),
      fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary: badId, weight: 1 }),
      async (body, id) =>
        no5xx(
          await send(t, tally, {
            method: "POST",
            url: `/api/public/forms/${id === null ? formId : encodeSegment(id)}/leads`,
            body,
          }),
        ),
    ),
    config(RUNS.leads),
  );
});

it("POST /api/public/leads/:id/response", async () => {
  await fc.assert(
    fc.asyncProperty(fc.nat(), fc.constantFrom("mowing", "landscaping"), leadIdOrBad, async (i, serviceType, bad) => {
      const { leadId, token } = lead(i);
      const valid = {
        token,
        serviceType,
        yardSize: "medium",
        responseStatus: "accept",
        projectDetails: "Back yard",
        frequency: "weekly",
      };
      const [body] = fc.sample(malformedBody(valid), { numRuns: 1, seed: i });
      return no5xx(
        await send(t, tally, { method: "POST", url: `/api/public/leads/${leadPath(leadId, bad)}/response`, body }),
      );
    }),
    config(RUNS.response),
  );
});

it("POST /api/public/leads/:id/upsell", async () => {
  await fc.assert(
    fc.asyncProperty(fc.nat(), leadIdOrBad, async (i, bad) => {
      const { leadId, token } = lead(i);
      const [body] = fc.sample(malformedBody({ token, selectedUpsellServiceIds: ["u1", "u2"] }), {
        numRuns: 1,
        seed: i,
      });
      return no5xx(
        await send(t, tally, { method: "POST", url: `/api/public/leads/${leadPath(leadId, bad)}/upsell`, body }),
      );
    }),
    config(RUNS.upsell),
  );
});

it("POST /api/public/leads/:id/video with any bytes, type and length", async () => {
  const headers = fc.record({
    "content-type": fc.constantFrom("video/mp4", "video/webm", "text/html", "image/svg+xml", "", "video/mp4; x=1"),
    "content-length": fc.constantFrom("5", "0", "-1", "abc", "99999999999", "1e3"),
    authorization: fc.constantFrom("", "Bearer ", "Bearer x"),
  });
  await fc.assert(
    fc.asyncProperty(
      fc.nat(),
      fc.uint8Array({ maxLength: 64 }),
      headers,
      fc.boolean(),
      leadIdOrBad,
      async (i, bytes, h, withToken, bad) => {
        const { leadId, token } = lead(i);
        const all: Record<string, string> = { ...h };
        if (withToken) all.authorization = `Bearer ${token}`;
        delete all["content-length"]; // the Request sets the real one; a lying header is sent below
        const res = await send(t, tally, {
          method: "POST",
          url: `/api/public/leads/${leadPath(leadId, bad)}/video`,
          body: bytes,
          headers: all,
        });
        return no5xx(res);
      },
    ),
    config(RUNS.video),
  );
});

it("POST /api/public/forms/:id/views and GET /forms/embed/:id with any id", async () => {
  await fc.assert(
    fc.asyncProperty(badId, malformedBody({}), async (id, body) =>
      no5xx(await send(t, tally, { method: "POST", url: `/api/public/forms/${encodeSegment(id)}/views`, body })),
    ),
    config(RUNS.views),
  );
  await fc.assert(
    fc.asyncProperty(badId, async (id) =>
      no5xx(await send(t, tally, { method: "GET", url: `/forms/embed/${encodeSegment(id)}` })),
    ),
    config(RUNS.embed),
  );
});

it("GET /media/* and /embed-assets/* with any path never serves a file from outside storage", async () => {
  // ".." segments are resolved by the URL itself (/media/.. is /, the app page): fine. What must
  // never come back is a file of the server's: package.json or the generated auth secret.
  const secretFile = path.join(t.env.dataDir, "auth-secret");
  const secret = fs.existsSync(secretFile) ? fs.readFileSync(secretFile, "utf8").trim() : "no secret file";
  const segment = fc.oneof(
    fc.string({ maxLength: 20 }).map(encodeSegment),
    fc.constantFrom(
      "..",
      "%2e%2e",
      "..%2F..%2F..%2Fpackage.json",
      "%ZZ",
      "%",
      "%E0%A4%A",
      "form-yard-size-media",
      "admin-yard-size-media",
      "auth-secret",
      "%2Fetc%2Fpasswd",
    ),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/media/", "/embed-assets/"),
      fc.array(segment, { minLength: 1, maxLength: 4 }),
      async (root, parts) => {
        const res = await send(t, tally, { method: "GET", url: root + parts.join("/") });
        return no5xx(res) && !res.text.includes('"workspaces"') && !res.text.includes(secret);
      },
    ),
    config(RUNS.files),
  );
});

it("sent every body, answered none with 5xx and stored nothing invalid", async () => {
  expect(tally.sent).toBeGreaterThanOrEqual(Object.values(RUNS).reduce((a, b) => a + b));
  expect([...tally.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(await invalidRows(t.db)).toEqual([]);
});
