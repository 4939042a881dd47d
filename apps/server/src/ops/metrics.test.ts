import { ACCEPTED_QUOTE, numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { leadAnswers, startTestLead } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

const TOKEN = "metrics-token-for-the-test-0123456789";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on", METRICS_TOKEN: TOKEN });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const scrape = async (app: TestApp, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  app.app.request("/metrics", { headers });

/** The value of one series in the text format (0 when absent), e.g. `yq_leads_started_total`. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN, and refuses a missing or wrong token", async () => {
    expect((await scrape(off)).status).toBe(404);
    expect((await scrape(off, {})).status).toBe(404);
    expect((await scrape(t, {})).status).toBe(401);
    expect((await scrape(t, { authorization: "Bearer wrong" })).status).toBe(401);
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
  });

  it("counts a lead, its accept, requests by route pattern, refusals and the outbox", async () => {
    const before = await (await scrape(t)).text();
    const { respond, newForm } = leadAnswers(t);
    const form = await newForm();
    const lead = await startTestLead(t, form.id);
    expect((await respond(lead, { ...ACCEPTED_QUOTE, yardSize: "small" })).status).toBe(201);
    // A text message given up on, as the worker leaves one after its last attempt.
    await t.db.insert(outbox).values({
      dedupeKey: `metrics-${lead.leadId}`,
      kind: "sms",
      to: "+15550100",
      subject: "",
      text: "x",
      status: "failed",
    });

    const res = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = await res.text();
    expect(valueOf(after, "yq_leads_started_total") - valueOf(before, "yq_leads_started_total")).toBe(1);
    expect(valueOf(after, "yq_leads_completed_total") - valueOf(before, "yq_leads_completed_total")).toBe(1);
    const leadsRoute = 'yq_http_requests_total{method="POST",route="/api/public/forms/:id/leads",status="201"}';
    expect(valueOf(after, leadsRoute) - valueOf(before, leadsRoute)).toBe(1);
    // The pattern, never the raw path (one series per route, not per lead).
    expect(after).not.toContain(lead.leadId);
    expect(after).toMatch(
      /yq_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/public\/leads\/:leadId\/response"\}/,
    );
    const failedTexts = 'yq_outbox_messages{kind="sms",status="failed"}';
    expect(valueOf(after, failedTexts) - valueOf(before, failedTexts)).toBe(1);
    expect(after).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(after).toMatch(
      t.deps.database.kind === "postgres"
        ? /yq_db_pool_connections\{pool="statements",state="total"\}/
        : /yq_db_queries_in_flight \d+/,
    );
  });

  it("counts rate-limit refusals by route, and leaves health checks out of the request counts", async () => {
    const { newForm } = leadAnswers(t);
    const form = await newForm();
    const headers = { "x-forwarded-for": "10.99.0.1" };
    let refused = 0;
    // PUBLIC_LEADS_PER_IP (20 per 10 minutes by default) from one address.
    for (let i = 0; i < 25; i++) {
      const body = { answers: numberedVisitor(i, "metrics"), consent: true };
      const res = await t.client().post(`/api/public/forms/${form.id}/leads`, body, headers);
      if (res.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await t.app.request("/healthz");
    const text = await (await scrape(t)).text();
    expect(valueOf(text, 'yq_rate_limit_refusals_total{route="/api/public/forms/:id/leads"}')).toBe(refused);
    expect(text).not.toMatch(/route="\/healthz"/);
    expect(text).not.toMatch(/route="\/metrics"/);
  });
});
