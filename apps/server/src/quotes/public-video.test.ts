import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, startTestLead, testDocument } from "../test/public-test-helpers";

let t: TestApp;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const owner = await t.signUp();
  formId = (await insertForm(t, owner.userId, testDocument())).id;
});
afterAll(() => t.close());

function mp4(size = 8192) {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
  ]);
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(size, 1)]));
}

type Lead = Awaited<ReturnType<typeof startTestLead>>;
const upload = (lead: Lead, body: Uint8Array, type = "video/mp4", extra: Record<string, string> = {}) =>
  t.client().post(`/api/public/leads/${lead.leadId}/video`, body, {
    ...lead.headers,
    "content-type": type,
    authorization: `Bearer ${lead.token}`,
    ...extra,
  });

describe("visitor videos", () => {
  it("stores an MP4 recognised by its content under the lead, and the complete record links it", async () => {
    const lead = await startTestLead(t, formId);
    const res = await upload(lead, mp4());
    expect(res.status).toBe(201);
    const { videoUrl } = (await res.json()) as { videoUrl: string };
    expect(videoUrl).toMatch(new RegExp(`^/media/form-media/${formId}/${lead.leadId}/.+\\.mp4$`));
    const served = await t.app.request(videoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("video/mp4");

    const done = await t
      .client()
      .post(
        `/api/public/leads/${lead.leadId}/response`,
        { token: lead.token, serviceType: "landscaping", responseStatus: "accept", projectDetails: "Patio", videoUrl },
        lead.headers,
      );
    expect(done.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, ((await done.json()) as { submissionId: string }).submissionId));
    expect(row.videoUrl).toBe(videoUrl);
  });

  it("refuses a file that only claims to be a video, with the upload message", async () => {
    const lead = await startTestLead(t, formId);
    const res = await upload(lead, new TextEncoder().encode("not a video at all ".repeat(300)));
    expect(res.status).toBe(415);
    expect(res.headers.get("x-error-title")).toBe("Invalid file type");
    expect(await res.json()).toEqual({ error: "Please upload a video (MP4, WebM, MOV)" });
    expect(await t.deps.storage.list(`form-media/${formId}/${lead.leadId}/`)).toEqual([]);
  });

  it("refuses more than 50 MB by the declared size and by the bytes actually sent", async () => {
    const lead = await startTestLead(t, formId);
    const declared = await upload(lead, mp4(), "video/mp4", { "content-length": String(51 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "Please upload a file smaller than 50MB" });

    const big = mp4(50 * 1024 * 1024);
    const streamed = await t.app.request(`/api/public/leads/${lead.leadId}/video`, {
      method: "POST",
      headers: { ...lead.headers, "content-type": "video/mp4", authorization: `Bearer ${lead.token}` },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 1 << 20) controller.enqueue(big.subarray(i, i + (1 << 20)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await t.deps.storage.list(`form-media/${formId}/${lead.leadId}/`)).toEqual([]);
  });

  it("needs the lead's token, and a record cannot point at another lead's video", async () => {
    const lead = await startTestLead(t, formId);
    const other = await startTestLead(t, formId);
    expect((await upload({ ...lead, token: other.token }, mp4())).status).toBe(404);
    const { videoUrl } = (await (await upload(other, mp4())).json()) as { videoUrl: string };
    const res = await t
      .client()
      .post(
        `/api/public/leads/${lead.leadId}/response`,
        { token: lead.token, serviceType: "landscaping", responseStatus: "accept", videoUrl },
        lead.headers,
      );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The uploaded video was not found. Please upload it again." });
  });
});
