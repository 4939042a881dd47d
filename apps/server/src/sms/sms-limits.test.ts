// The text-alert code limits are kept per account and per number, and deleting the settings
// does not start them over.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/outbox";
import { createTestApp, type TestApp } from "../test/test-app";
import { startTwilioStandIn, TWILIO_TEST_ENV } from "../test/twilio-stand-in";
import { CODE_SEND_RULE, CODE_TRY_RULE } from "./sms-limits";

let t: TestApp;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await createTestApp({ ...TWILIO_TEST_ENV, TWILIO_API_BASE: twilio.url });
});
afterAll(async () => {
  await t.close();
  await twilio.stop();
});

const textsTo = async (phone: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "sms"), eq(outbox.to, phone)))
    .orderBy(desc(outbox.createdAt));

/** The code of the newest text queued to `phone`. */
const latestCode = async (phone: string) => /code is (\d{6})/.exec((await textsTo(phone))[0]!.text)![1]!;
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;
const sendCode = (owner: Owner, phone: string) => owner.post("/api/sms/code", { phone });
const tryCode = (owner: Owner, code: string) => owner.post("/api/sms/verify", { code });

describe("text-alert codes", () => {
  it("stay capped after the settings are deleted and re-created, for the account and for the number", async () => {
    const owner = await t.signUp();
    for (let i = 0; i < CODE_SEND_RULE.limit; i++) expect((await sendCode(owner, "+15553010001")).status).toBe(200);
    expect((await owner.delete("/api/sms")).status).toBe(200);
    const again = await sendCode(owner, "+15553010001");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another number does not help the account, and another account does not help the number.
    expect((await sendCode(owner, "+15553010002")).status).toBe(429);
    expect((await sendCode(await t.signUp(), "+15553010001")).status).toBe(429);
    expect(await textsTo("+15553010001")).toHaveLength(CODE_SEND_RULE.limit);
    expect(await textsTo("+15553010002")).toHaveLength(0);
  });

  it("get no fresh tries from deleting and re-creating the settings, for the account and for the number", async () => {
    const owner = await t.signUp();
    const phone = "+15553010003";
    const codesNeeded = Math.ceil(CODE_TRY_RULE.limit / 5);
    for (let i = 0; i < codesNeeded; i++) {
      expect((await sendCode(owner, phone)).status).toBe(200);
      const code = await latestCode(phone);
      for (let j = 0; j < CODE_TRY_RULE.limit / codesNeeded; j++) {
        expect((await tryCode(owner, wrongCode(code))).status).toBe(400);
      }
      expect((await owner.delete("/api/sms")).status).toBe(200);
    }
    expect((await sendCode(owner, phone)).status).toBe(200);
    const refused = await tryCode(owner, await latestCode(phone));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe("Too many codes were tried. Try again in an hour.");
    expect(await (await owner.get("/api/sms")).json()).toMatchObject({ verified: false });

    // The number's tries are used up too: another account texting it a code cannot verify it.
    const other = await t.signUp();
    expect((await sendCode(other, phone)).status).toBe(200);
    expect((await tryCode(other, await latestCode(phone))).status).toBe(429);
  });
});
