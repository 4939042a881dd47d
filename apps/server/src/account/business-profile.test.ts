import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

// The business as customers know it: asked at sign-up, kept on the profile.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const email = () => `biz${++counter}-${Date.now()}@example.com`;
const PASSWORD = "correct-horse-1";

async function signUp(fields: Record<string, unknown>) {
  const c = t.client();
  const res = await c.post("/api/auth/sign-up/email", { email: email(), password: PASSWORD, name: "", ...fields });
  return { c, res };
}

const PNG = TINY_PNG;

describe("sign-up asks for the business", () => {
  it("stores the trimmed business name, the phone and the browser's time zone on the profile", async () => {
    const { c, res } = await signUp({
      companyName: "  Green Lawns Mowing ",
      phone: "(555) 123-4567",
      timeZone: "America/Chicago",
    });
    expect(res.status).toBe(200);
    const profile = await (await c.get("/api/account/profile")).json();
    expect(profile).toMatchObject({
      companyName: "Green Lawns Mowing",
      phone: "(555) 123-4567",
      timeZone: "America/Chicago",
      logoUrl: null,
    });
  });

  it("takes UTC when the browser sent no time zone, and no phone when none was given", async () => {
    const { c, res } = await signUp({ companyName: "Snow Pros" });
    expect(res.status).toBe(200);
    expect(await (await c.get("/api/account/profile")).json()).toMatchObject({ phone: null, timeZone: "UTC" });
  });

  it("refuses an empty or missing business name, and makes no account", async () => {
    const address = email();
    const blank = await t
      .client()
      .post("/api/auth/sign-up/email", { email: address, password: PASSWORD, name: "", companyName: "   " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe("Enter your business name: your customers see it on every email.");
    const missing = await t.client().post("/api/auth/sign-up/email", { email: address, password: PASSWORD, name: "" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Enter your business name.");
    const long = await signUp({ companyName: "x".repeat(101) });
    expect((await long.res.json()).error).toBe("Business name can be at most 100 characters.");
    // The address is still free: nothing was created by the refused attempts.
    const ok = await t
      .client()
      .post("/api/auth/sign-up/email", { email: address, password: PASSWORD, name: "", companyName: "Ok" });
    expect(ok.status).toBe(200);
  });

  it("refuses a time zone Intl does not know, and a phone that is not one", async () => {
    const zone = await signUp({ companyName: "Green Lawns", timeZone: "Mars/Olympus_Mons" });
    expect(zone.res.status).toBe(400);
    expect((await zone.res.json()).error).toBe('"Mars/Olympus_Mons" is not a time zone. Choose one from the list.');
    const phone = await signUp({ companyName: "Green Lawns", phone: "call me" });
    expect(phone.res.status).toBe(400);
    expect((await phone.res.json()).error).toBe("Use digits, spaces, +, -, ( ) and . only in the phone number.");
  });
});

describe("the profile's business settings", () => {
  it("changes the phone and time zone, checked like at sign-up", async () => {
    const owner = await t.signUp();
    const saved = await owner.patch("/api/account/profile", {
      fullName: null,
      companyName: "Green Lawns",
      phone: "+1 555 987 6543",
      timeZone: "europe/berlin",
    });
    expect(await saved.json()).toMatchObject({ phone: "+1 555 987 6543", timeZone: "Europe/Berlin" });
    const bad = await owner.patch("/api/account/profile", {
      fullName: null,
      companyName: "Green Lawns",
      timeZone: "Nowhere",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('timeZone: "Nowhere" is not a time zone. Choose one from the list.');
    // Left out, the phone and zone stay as they were.
    const kept = await owner.patch("/api/account/profile", { fullName: "Pat", companyName: "Green Lawns" });
    expect(await kept.json()).toMatchObject({ fullName: "Pat", phone: "+1 555 987 6543", timeZone: "Europe/Berlin" });
  });

  it("takes an image as the logo, serves it under /media/, and replaces it", async () => {
    const owner = await t.signUp();
    const res = await owner.post("/api/account/profile/media/logo", PNG, { "content-type": "image/png" });
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json();
    expect(logoUrl).toMatch(/^\/media\/business-logos\/[^/]+\/\d+-[0-9a-f]+\.png$/);
    const served = await t.client().get(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const removed = await owner.delete("/api/account/profile/media/logo");
    expect((await removed.json()).logoUrl).toBeNull();
    expect((await t.client().get(logoUrl)).status).toBe(404);
  });

  it("refuses a logo that is not an image, whatever type it claims", async () => {
    const owner = await t.signUp();
    const text = new TextEncoder().encode("not a picture, just text pretending to be one\n".repeat(20));
    const claimed = await owner.post("/api/account/profile/media/logo", text, { "content-type": "image/png" });
    expect(claimed.status).toBe(415);
    expect((await claimed.json()).error).toBe("Please upload your logo as an image (PNG, JPEG, GIF or WebP)");
    const pdf = await owner.post("/api/account/profile/media/logo", text, { "content-type": "application/pdf" });
    expect(pdf.status).toBe(415);
    expect((await (await owner.get("/api/account/profile")).json()).logoUrl).toBeNull();
  });

  it("needs a session to change the logo", async () => {
    expect(
      (await t.client().post("/api/account/profile/media/logo", PNG, { "content-type": "image/png" })).status,
    ).toBe(401);
  });
});
