// Malformed form documents against the owner's forms API (create, save/autosave, read, delete):
// no 5xx, and every stored form still satisfies the draft schema.
import { defaultFormDocument } from "@yq/form-schema/defaults";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { testDocument } from "../test/public-test-helpers";
import { badId, encodeSegment, malformedBody } from "./malformed";
import { newTally, no5xx, send } from "./fuzz-client";
import { invalidRows } from "./stored-invariants";

const RUNS = { create: 900, save: 1500, ids: 300 };
const tally = newTally();
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let formIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  formIds = [];
  for (const formType of ["mowing_quote", "snow_quote", "other"] as const) {
    const res = await owner.post("/api/forms", { ...testDocument(), formType });
    expect(res.status).toBe(201);
    formIds.push(((await res.json()) as { id: string }).id);
  }
});
afterAll(() => t.close());

const config = (numRuns: number) => ({ numRuns, endOnFailure: true });
const asOwner = () => ({ cookie: owner.cookie });

it("POST /api/forms", async () => {
  const base = { ...defaultFormDocument(), formType: "snow_quote" };
  await fc.assert(
    fc.asyncProperty(malformedBody(base), async (body) =>
      no5xx(await send(t, tally, { method: "POST", url: "/api/forms", body, ...asOwner() })),
    ),
    config(RUNS.create),
  );
});

it("PATCH /api/forms/:id (manual save and autosave, draft and published)", async () => {
  const bases = [
    testDocument(),
    { ...defaultFormDocument(), formType: "snow_quote" },
    testDocument((d) => (d.formType = "other")),
  ];
  await fc.assert(
    fc.asyncProperty(fc.nat(), async (i) => {
      const [body] = fc.sample(malformedBody(bases[i % 3]), { numRuns: 1, seed: i });
      return no5xx(await send(t, tally, { method: "PATCH", url: `/api/forms/${formIds[i % 3]}`, body, ...asOwner() }));
    }),
    config(RUNS.save),
  );
});

it("GET, PATCH and DELETE /api/forms/:id with ids that are not the owner's forms", async () => {
  await fc.assert(
    fc.asyncProperty(badId, fc.constantFrom("GET", "PATCH", "DELETE"), async (id, method) => {
      const body =
        method === "PATCH" ? { text: JSON.stringify(testDocument()), contentType: "application/json" } : undefined;
      const res = await send(t, tally, { method, url: `/api/forms/${encodeSegment(id)}`, body, ...asOwner() });
      return (
        no5xx(res) &&
        (res.status === 404 || res.status === 400 || (res.status === 200 && method === "GET" && id === ""))
      );
    }),
    config(RUNS.ids),
  );
});

it("sent every body, answered none with 5xx and stored only valid forms", async () => {
  expect(tally.sent).toBeGreaterThanOrEqual(Object.values(RUNS).reduce((a, b) => a + b));
  expect([...tally.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  // Some mutations must have been valid drafts, or the fuzzer never reached the write.
  expect(tally.statuses.get(200) ?? 0).toBeGreaterThan(10);
  expect(await invalidRows(t.db)).toEqual([]);
});
