import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { loadEnv } from "../env";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, visitorHeaders } from "../test/public-test-helpers";

let t: TestApp;
let formId: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "on", PUBLIC_LEADS_PER_IP: "2", PUBLIC_LEADS_PER_FORM: "3" });
  const owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
});
afterAll(() => t.close());

const postLead = (headers: Record<string, string>) =>
  t.client().post(`/api/public/forms/${formId}/leads`, { answers: VISITOR_ANSWERS, consent: true }, headers);

describe("public lead limits as settings", () => {
  it("default to 20 per address and 300 per form, and refuse a value that is not a positive whole number", () => {
    const env = loadEnv({});
    expect([env.PUBLIC_LEADS_PER_IP, env.PUBLIC_LEADS_PER_FORM]).toEqual([20, 300]);
    expect(() => loadEnv({ PUBLIC_LEADS_PER_FORM: "0" })).toThrow(/PUBLIC_LEADS_PER_FORM/);
    expect(() => loadEnv({ PUBLIC_LEADS_PER_IP: "many" })).toThrow(/PUBLIC_LEADS_PER_IP/);
  });

  it("PUBLIC_LEADS_PER_IP and PUBLIC_LEADS_PER_FORM set where 429 starts", async () => {
    const one = visitorHeaders();
    expect((await postLead(one)).status).toBe(201);
    expect((await postLead(one)).status).toBe(201);
    const perIp = await postLead(one);
    expect(perIp.status).toBe(429);
    expect((await perIp.json()).error).toMatch(/Too many requests from your network/);

    // The third lead of the form (from a new address) is still accepted; the fourth is not.
    expect((await postLead(visitorHeaders())).status).toBe(201);
    const perForm = await postLead(visitorHeaders());
    expect(perForm.status).toBe(429);
    expect((await perForm.json()).error).toMatch(/This form is receiving too many requests/);
  });
});
