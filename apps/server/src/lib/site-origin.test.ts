import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { outbox } from "../db/schema/outbox";
import { loadEnv } from "../env";
import { insertForm, testDocument } from "../test/public-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { isOwnMachine, linkOrigin, requestOrigin } from "./site-origin";
import { renderedRow } from "../outbox/render";

const PASSWORD = "correct-horse-1";
let counter = 0;
const email = () => `origin${++counter}-${Date.now()}@example.com`;

/** A browser at `address` posting JSON to the in-process app. */
function post(t: TestApp, address: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const host = new URL(address).host;
  return t.app.request(`${address}${path}`, {
    method: "POST",
    headers: { host, origin: address, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function latestMailText(t: TestApp, to: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail ? (await renderedRow(t.db, mail)).text : "";
}

describe("without PUBLIC_URL: the address the request came to", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "" });
  });
  afterAll(() => t.close());

  it.each(["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"])(
    "creates an account at %s",
    async (address) => {
      const res = await post(t, address, "/api/auth/sign-up/email", {
        email: email(),
        password: PASSWORD,
        companyName: "Green Lawns",
        name: "",
      });
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      // A cookie-carrying change from the same address passes too.
      const profile = await t.app.request(`${address}/api/account/profile`, {
        method: "PATCH",
        headers: { host: new URL(address).host, origin: address, cookie, "content-type": "application/json" },
        body: JSON.stringify({ fullName: "Pat", companyName: null }),
      });
      expect(profile.status).toBe(200);
    },
  );

  it("refuses another site's origin with what to set, never 'Invalid origin'", async () => {
    const res = await post(
      t,
      "http://127.0.0.1:3000",
      "/api/auth/sign-up/email",
      { email: email(), password: PASSWORD, companyName: "Green Lawns", name: "" },
      {
        origin: "http://evil.example",
      },
    );
    expect(res.status).toBe(403);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain("came from http://evil.example");
    expect(error).toContain("reached at http://127.0.0.1:3000");
    expect(error).toContain("PUBLIC_URL");
    expect(error).not.toMatch(/invalid origin/i);
  });

  it("links a reset email to the address the owner used, but never to a made-up host", async () => {
    const address = email();
    expect(
      (
        await post(t, "http://127.0.0.1:3000", "/api/auth/sign-up/email", {
          email: address,
          password: PASSWORD,
          companyName: "Green Lawns",
          name: "",
        })
      ).status,
    ).toBe(200);

    const atLoopback = await post(t, "http://127.0.0.1:3000", "/api/auth/request-password-reset", {
      email: address,
      redirectTo: "/auth/reset-password",
    });
    expect(atLoopback.status).toBe(200);
    expect(await latestMailText(t, address)).toMatch(/http:\/\/127\.0\.0\.1:3000\/api\/auth\/reset-password\//);

    // Host and Origin agree, so the request is same-origin; the link still must not go there.
    const forged = await post(t, "http://attacker.example", "/api/auth/request-password-reset", {
      email: address,
      redirectTo: "/auth/reset-password",
    });
    expect(forged.status).toBe(200);
    const text = await latestMailText(t, address);
    expect(text).not.toContain("attacker.example");
    expect(text).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\//);
  });
});

describe("without PUBLIC_URL: lead emails", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test helpers sign up from http://localhost:3000 while the in-process app is reached at
    // http://localhost: TRUSTED_ORIGINS lets that page in (it applies without PUBLIC_URL too).
    t = await createTestApp({ PUBLIC_URL: "", TRUSTED_ORIGINS: "http://localhost:3000" });
  });
  afterAll(() => t.close());

  /** A visitor's whole lead, sent to the form at `address`. */
  async function leadAt(address: string, ownerInbox: string) {
    const owner = await t.signUp();
    const form = await insertForm(
      t,
      owner.userId,
      testDocument((d) => (d.notificationSettings = { email: ownerInbox, notifications_enabled: true })),
    );
    const host = { host: new URL(address).host };
    const started = await t.app.request(`${address}/api/public/forms/${form.id}/leads`, {
      method: "POST",
      headers: { ...host, "content-type": "application/json" },
      body: JSON.stringify({ answers: VISITOR_ANSWERS, consent: true }),
    });
    const lead = (await started.json()) as { leadId: string; token: string };
    const answered = await t.app.request(`${address}/api/public/leads/${lead.leadId}/response`, {
      method: "POST",
      headers: { ...host, "content-type": "application/json" },
      body: JSON.stringify({
        token: lead.token,
        serviceType: "mowing",
        yardSize: "large",
        responseStatus: "accept",
        frequency: "weekly",
      }),
    });
    expect(answered.status).toBe(201);
    return form.id;
  }

  it("link the owner's alert to the address the visitor reached, when it is this machine", async () => {
    const formId = await leadAt("http://127.0.0.1:3000", "alert-local@example.com");
    expect(await latestMailText(t, "alert-local@example.com")).toContain(
      `http://127.0.0.1:3000/forms/${formId}/submissions`,
    );
  });

  it("never link it to a made-up host", async () => {
    const formId = await leadAt("http://phish.example", "alert-forged@example.com");
    const text = await latestMailText(t, "alert-forged@example.com");
    expect(text).not.toContain("phish.example");
    expect(text).toContain(`http://localhost:3000/forms/${formId}/submissions`);
  });
});

describe("with PUBLIC_URL: that origin and TRUSTED_ORIGINS only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: "https://quotes.example.com",
      TRUSTED_ORIGINS: "https://www.quotes.example.com, http://10.0.0.5:3000",
    });
  });
  afterAll(() => t.close());

  it("accepts PUBLIC_URL and each trusted origin", async () => {
    for (const address of ["https://quotes.example.com", "https://www.quotes.example.com", "http://10.0.0.5:3000"]) {
      const res = await post(t, address, "/api/auth/sign-up/email", {
        email: email(),
        password: PASSWORD,
        companyName: "Green Lawns",
        name: "",
      });
      expect(res.status, address).toBe(200);
    }
  });

  it("refuses the address the request came to when it is not listed, naming TRUSTED_ORIGINS", async () => {
    const res = await post(t, "http://127.0.0.1:3000", "/api/auth/sign-up/email", {
      email: email(),
      password: PASSWORD,
      companyName: "Green Lawns",
      name: "",
    });
    expect(res.status).toBe(403);
    const { error } = (await res.json()) as { error: string };
    expect(error).toContain("came from http://127.0.0.1:3000");
    expect(error).toContain("Open the app at https://quotes.example.com");
    expect(error).toContain("TRUSTED_ORIGINS");
  });

  it("writes email links on PUBLIC_URL whatever address asked", async () => {
    const address = email();
    await post(t, "https://quotes.example.com", "/api/auth/sign-up/email", {
      email: address,
      password: PASSWORD,
      companyName: "Green Lawns",
      name: "",
    });
    await post(t, "http://10.0.0.5:3000", "/api/auth/request-password-reset", {
      email: address,
      redirectTo: "/auth/reset-password",
    });
    expect(await latestMailText(t, address)).toMatch(/https:\/\/quotes\.example\.com\/api\/auth\/reset-password\//);
  });
});

describe("origin helpers", () => {
  const env = loadEnv({ PORT: "3000", TRUST_PROXY: "on" });
  it("takes a load balancer's forwarded scheme and host when TRUST_PROXY is on", () => {
    const request = new Request("http://10.0.0.2:3000/api/x", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "quotes.example.com" },
    });
    expect(requestOrigin(request, env)).toBe("https://quotes.example.com");
    expect(requestOrigin(request, { TRUST_PROXY: false })).toBe("http://10.0.0.2:3000");
  });
  it("knows this machine's own names and refuses others for links", () => {
    expect(isOwnMachine("localhost")).toBe(true);
    expect(isOwnMachine("127.0.0.1")).toBe(true);
    expect(isOwnMachine("[::1]")).toBe(true);
    expect(isOwnMachine("evil.example")).toBe(false);
    expect(linkOrigin(new Request("http://evil.example/x"), loadEnv({ PORT: "3000" }))).toBe("http://localhost:3000");
  });
  it("refuses a malformed TRUSTED_ORIGINS at start-up", () => {
    expect(() => loadEnv({ TRUSTED_ORIGINS: "quotes.example.com" })).toThrow(/TRUSTED_ORIGINS/);
  });
});
