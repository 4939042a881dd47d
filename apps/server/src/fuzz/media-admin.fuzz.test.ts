// Malformed uploads and bodies against the owner's yard-size media and the admin API (roles,
// GIF library): no 5xx, and no media row or role stored from a broken request.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm } from "../test/public-test-helpers";
import { badId, encodeSegment, malformedBody } from "./malformed";
import { newTally, no5xx, send } from "./fuzz-client";
import { invalidRows } from "./stored-invariants";

const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const RUNS = { formUpload: 300, formDelete: 150, role: 300, adminUpload: 250, adminToggle: 300, adminDelete: 100 };
const tally = newTally();
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
let other: Awaited<ReturnType<TestApp["signUp"]>>;
let formId: string;
let adminMediaId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  other = await t.signUp();
  await t.db
    .insert(userRoles)
    .values({ userId: admin.userId, role: "super_admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "super_admin" } });
  formId = (await insertForm(t, admin.userId)).id;
  const res = await admin.post("/api/admin/media?size=small", new Uint8Array(GIF), {
    "content-type": "image/gif",
    "x-file-name": "lawn.gif",
  });
  expect(res.status).toBe(201);
  adminMediaId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

const config = (numRuns: number) => ({ numRuns, endOnFailure: true });
const asAdmin = () => ({ cookie: admin.cookie });

// Real image bytes, a real header on the wrong bytes, or noise; with any declared type and name.
const bytes = fc.oneof(
  fc.constant(new Uint8Array(GIF)),
  fc.uint8Array({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 20 }).map((b) => new Uint8Array([...GIF.subarray(0, 6), ...b])),
);
const uploadHeaders = fc.record({
  "content-type": fc.constantFrom(
    "image/gif",
    "image/png",
    "image/jpeg",
    "image/svg+xml",
    "text/html",
    "",
    "image/gif; charset=x",
    "video/mp4",
  ),
  "x-file-name": fc.oneof(
    fc.string({ maxLength: 30 }).map(encodeSegment),
    fc.constantFrom("%00.gif", "%ZZ", "..%2F..%2Fx.gif", "a".repeat(600), "%ED%A0%80.gif", ""),
  ),
});

it("POST /api/forms/:id/media/:size and DELETE /api/forms/:id/media/item/:mediaId", async () => {
  const size = fc.oneof(
    { arbitrary: fc.constantFrom("small", "medium", "large", "custom"), weight: 4 },
    { arbitrary: badId, weight: 1 },
  );
  await fc.assert(
    fc.asyncProperty(bytes, uploadHeaders, size, async (body, headers, s) =>
      no5xx(
        await send(t, tally, {
          method: "POST",
          url: `/api/forms/${formId}/media/${encodeSegment(s)}`,
          body,
          headers,
          ...asAdmin(),
        }),
      ),
    ),
    config(RUNS.formUpload),
  );
  await fc.assert(
    fc.asyncProperty(badId, badId, async (id, mediaId) => {
      const form = id.length % 2 ? formId : encodeSegment(id);
      return no5xx(
        await send(t, tally, {
          method: "DELETE",
          url: `/api/forms/${form}/media/item/${encodeSegment(mediaId)}`,
          ...asAdmin(),
        }),
      );
    }),
    config(RUNS.formDelete),
  );
});

it("PATCH /api/admin/users/:id/role", async () => {
  await fc.assert(
    fc.asyncProperty(malformedBody({ role: "admin" }), fc.boolean(), badId, async (body, known, id) => {
      const target = known ? other.userId : encodeSegment(id);
      return no5xx(
        await send(t, tally, { method: "PATCH", url: `/api/admin/users/${target}/role`, body, ...asAdmin() }),
      );
    }),
    config(RUNS.role),
  );
});

it("POST, PATCH and DELETE /api/admin/media", async () => {
  const size = fc.oneof(
    { arbitrary: fc.constantFrom("small", "medium", "large"), weight: 4 },
    { arbitrary: badId, weight: 1 },
  );
  await fc.assert(
    fc.asyncProperty(bytes, uploadHeaders, size, async (body, headers, s) =>
      no5xx(
        await send(t, tally, {
          method: "POST",
          url: `/api/admin/media?size=${encodeSegment(s)}`,
          body,
          headers,
          ...asAdmin(),
        }),
      ),
    ),
    config(RUNS.adminUpload),
  );
  await fc.assert(
    fc.asyncProperty(malformedBody({ isActive: false }), fc.boolean(), badId, async (body, known, id) => {
      const target = known ? adminMediaId : encodeSegment(id);
      return no5xx(await send(t, tally, { method: "PATCH", url: `/api/admin/media/${target}`, body, ...asAdmin() }));
    }),
    config(RUNS.adminToggle),
  );
  await fc.assert(
    fc.asyncProperty(badId, async (id) =>
      no5xx(await send(t, tally, { method: "DELETE", url: `/api/admin/media/${encodeSegment(id)}`, ...asAdmin() })),
    ),
    config(RUNS.adminDelete),
  );
});

it("sent every body, answered none with 5xx and stored nothing invalid", async () => {
  expect(tally.sent).toBeGreaterThanOrEqual(Object.values(RUNS).reduce((a, b) => a + b));
  expect([...tally.statuses.keys()].filter((s) => s >= 500)).toEqual([]);
  expect(await invalidRows(t.db)).toEqual([]);
  const roles = await t.db.select().from(userRoles);
  expect(roles.every((r) => ["user", "admin", "super_admin"].includes(r.role))).toBe(true);
});
