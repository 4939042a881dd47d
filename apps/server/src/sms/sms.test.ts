import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { startTwilioStandIn, TWILIO_TEST_ENV } from "../test/twilio-stand-in";
import { insertForm, startTestLead, visitorHeaders } from "../test/public-test-helpers";
import { testOutboxWorker } from "../test/outbox-worker";

let t: TestApp;
let bare: TestApp;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await createTestApp({ ...TWILIO_TEST_ENV, TWILIO_API_BASE: twilio.url });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await twilio.stop();
});

const codeIn = (body: string) => /code is (\d{6})/.exec(body)![1]!;

async function verifiedOwner(phone: string) {
  const owner = await t.signUp();
  expect((await owner.post("/api/sms/code", { phone })).status).toBe(200);
  await testOutboxWorker(t.deps).drain();
  const text = twilio.sent.findLast((m) => m.to === "+1" + phone.replace(/\D/g, ""))!;
  const res = await owner.post("/api/sms/verify", { code: codeIn(text.body) });
  expect(await res.json()).toMatchObject({ verified: true });
  return owner;
}

describe("text-message alerts", () => {
  it("are hidden with the reason when Twilio is not set up", async () => {
    const owner = await bare.signUp();
    expect(await (await owner.get("/api/sms")).json()).toMatchObject({
      available: false,
      unavailableReason: expect.stringContaining("TWILIO_ACCOUNT_SID"),
    });
    expect((await owner.post("/api/sms/code", { phone: "(555) 123-4567" })).status).toBe(409);
  });

  it("verify the owner's mobile number by a code sent through the Twilio SDK", async () => {
    const owner = await t.signUp();
    expect((await owner.post("/api/sms/code", { phone: "12" })).status).toBe(400);
    await owner.post("/api/sms/code", { phone: "(555) 201-0001" });
    await testOutboxWorker(t.deps).drain();
    const text = twilio.sent.findLast((m) => m.to === "+15552010001")!;
    expect(text.from).toBe(TWILIO_TEST_ENV.TWILIO_FROM_NUMBER);
    const wrong = await owner.post("/api/sms/verify", { code: codeIn(text.body) === "000000" ? "111111" : "000000" });
    expect((await wrong.json()).error).toBe("That code is not right. Check the text message and try again.");
    expect(await (await owner.get("/api/sms")).json()).toMatchObject({ verified: false, phone: "+15552010001" });
    expect(await (await owner.post("/api/sms/verify", { code: codeIn(text.body) })).json()).toMatchObject({
      verified: true,
    });
  });

  it("text the owner a completed lead (name, service, price, number) and, when on, the customer who accepted", async () => {
    const owner = await verifiedOwner("(555) 201-0002");
    await owner.patch("/api/sms", { customerConfirmation: true });
    const form = await insertForm(t, owner.userId);
    const lead = await startTestLead(t, form.id);
    const answer = {
      token: lead.token,
      serviceType: "mowing",
      yardSize: "medium",
      responseStatus: "accept",
      frequency: "monthly",
    };
    expect((await t.client().post(`/api/public/leads/${lead.leadId}/response`, answer, visitorHeaders())).status).toBe(
      201,
    );
    await testOutboxWorker(t.deps).drain();
    const alert = twilio.sent.findLast((m) => m.to === "+15552010002")!;
    expect(alert.body).toMatch(/^YardQuote: Pat Visitor accepted .+, Monthly \$[\d,.]+\. Call back: \(555\) 123-4567$/);
    const confirmation = twilio.sent.findLast((m) => m.to === "+15551234567")!;
    expect(confirmation.body).toContain("thank you, Pat Visitor! We received your accepted quote");
  });

  it("retry a text Twilio refused, and send it once", async () => {
    const owner = await verifiedOwner("(555) 201-0003");
    const form = await insertForm(t, owner.userId);
    const lead = await startTestLead(t, form.id);
    twilio.failNext(500);
    const answer = { token: lead.token, serviceType: "mowing", yardSize: "small", responseStatus: "decline" };
    await t.client().post(`/api/public/leads/${lead.leadId}/response`, answer, visitorHeaders());
    await testOutboxWorker(t.deps, { maxAttempts: 8, retryDelayMs: () => 60_000 }).drain();
    expect(twilio.sent.filter((m) => m.to === "+15552010003")).toHaveLength(1); // only the code
    twilio.recover();
    await t.db.execute("update outbox set next_attempt_at = now() where kind = 'sms' and status = 'pending'");
    await testOutboxWorker(t.deps).drain();
    const texts = twilio.sent.filter((m) => m.to === "+15552010003");
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain("declined");
  });
});
