// Caps hold under parallel requests: the slot is reserved atomically first.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MEDIA_PER_SIZE } from "@yq/form-schema/upload-rules";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { formDocument } from "../test/form-fixtures";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";
import { MAX_VIDEOS_PER_LEAD } from "../media/lead-videos";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

let t: TestApp;
let formId: string;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on" });
  owner = await t.signUp();
  formId = (await insertForm(t, owner.userId, testDocument())).id;
});
afterAll(() => t.close());

const PNG = TINY_PNG;

function mp4(size = 4096) {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
  ]);
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(size, 1)]));
}

describe("caps under parallel requests", () => {
  it("stores at most five videos for a lead when eight arrive at once", async () => {
    const lead = await startTestLead(t, formId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.client().post(`/api/public/leads/${lead.leadId}/video`, mp4(), {
          ...lead.headers,
          "content-type": "video/mp4",
          authorization: `Bearer ${lead.token}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_VIDEOS_PER_LEAD);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - MAX_VIDEOS_PER_LEAD);
    expect(await t.deps.storage.list(`form-media/${formId}/${lead.leadId}/`)).toHaveLength(MAX_VIDEOS_PER_LEAD);
  });

  it("records one answer and one upsell per lead when each is sent eight times at once", async () => {
    const lead = await startTestLead(t, formId);
    const respond = (responseStatus: ResponseStatus) =>
      t
        .client()
        .post(
          `/api/public/leads/${lead.leadId}/response`,
          { token: lead.token, serviceType: "mowing", yardSize: "small", responseStatus, frequency: "weekly" },
          lead.headers,
        );
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => respond(i % 2 ? "decline" : "accept")));
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const upsells = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t
          .client()
          .post(
            `/api/public/leads/${lead.leadId}/upsell`,
            { token: lead.token, selectedUpsellServiceIds: [i % 2 ? "u1" : "u2"] },
            lead.headers,
          ),
      ),
    );
    expect(upsells.every((r) => [201, 409].includes(r.status))).toBe(true);
    const rows = await t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, lead.leadId));
    expect(rows.filter((r) => r.submissionStage === "complete" && !r.isUpsell)).toHaveLength(1);
    expect(rows.filter((r) => r.isUpsell).length).toBeLessThanOrEqual(1);
  });

  it("keeps a yard size at its media cap when four uploads race for the last place", async () => {
    const builder = await t.signUp();
    const { id } = await insertForm(t, builder.userId, testDocument());
    await t.db.insert(formYardSizeMedia).values(
      Array.from({ length: MAX_MEDIA_PER_SIZE - 1 }, (_, i) => ({
        formId: id,
        sizeCategory: "small",
        mediaUrl: `/media/x/${i}.png`,
        storagePath: `x/${i}.png`,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        builder.post(`/api/forms/${id}/media/small`, PNG, { "content-type": "image/png" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(formYardSizeMedia)
      .where(and(eq(formYardSizeMedia.formId, id), eq(formYardSizeMedia.sizeCategory, "small")));
    expect(rows).toHaveLength(MAX_MEDIA_PER_SIZE);
    // The losers' files were removed again: only the winner's is stored.
    expect(await t.deps.storage.list(`form-yard-size-media/${id}/small/`)).toHaveLength(1);
  });

  it("creates one mowing form per account when eight creates arrive at once", async () => {
    const someone = await t.signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => someone.post("/api/forms", formDocument({ formType: "mowing_quote" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(forms)
      .where(and(eq(forms.userId, someone.userId), eq(forms.formType, "mowing_quote")));
    expect(rows).toHaveLength(1);
  });
});
