// Two-factor sign-in with an authenticator app, on Better Auth's twoFactor plugin and our guard.
// Codes are made the way an authenticator app makes them (test/totp.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { userRoles } from "../db/schema/profiles";
import { createTestApp, type TestApp } from "../test/test-app";
import { authenticator, keyOfUri } from "../test/totp";
import { TWO_FACTOR_NEEDED } from "./session";
import { IP_RULE } from "./password-guard";
import { CODE_REUSED, TWO_FACTOR_ACCOUNT_RULE } from "./two-factor-guard";

let t: TestApp;
beforeAll(async () => {
  // Behind a "load balancer", so each browser below has an address of its own and only the
  // limits under test can answer 429.
  t = await createTestApp({ TRUST_PROXY: "on", ADMIN_TWO_FACTOR: "on" });
});
afterAll(() => t.close());

let addresses = 0;

/** A browser of its own (cookies and network address). */
function browser() {
  const address = { "x-forwarded-for": `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}` };
  const c = t.client();
  return {
    get: (url: string) => c.get(url, address),
    post: (url: string, body?: unknown) => c.post(url, body, address),
    delete: (url: string) => c.delete(url, address),
  };
}

/**
 * An owner signed up in a browser of its own: its sign-up and its later password and code checks
 * count against its own address, so this file's many accounts never reach the per-address limit.
 */
async function signUp() {
  const b = browser();
  const email = `owner${addresses}-${Date.now()}@example.com`;
  const password = "correct-horse-1";
  expect(
    (await b.post("/api/auth/sign-up/email", { email, password, companyName: "Green Lawns", name: "" })).status,
  ).toBe(200);
  const { user } = (await (await b.get("/api/account/me")).json()) as { user: { id: string } };
  return Object.assign(b, { email, password, userId: user.id });
}

type Owner = Awaited<ReturnType<typeof signUp>>;

/** Sets two-factor up as the profile does: enable with the password, then a first code. */
async function enrol(owner: Owner) {
  const enabled = await owner.post("/api/auth/two-factor/enable", { password: owner.password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const app = authenticator(keyOfUri(totpURI));
  const verified = await owner.post("/api/auth/two-factor/verify-totp", { code: await app.nextCode() });
  expect(verified.status).toBe(200);
  return { app, backupCodes, totpURI };
}

/** The password step of a sign-in in a new browser. */
async function startSignIn(owner: Owner) {
  const b = browser();
  const res = await b.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
  expect(res.status).toBe(200);
  return { b, answer: (await res.json()) as { twoFactorRedirect?: boolean; token?: string } };
}

const verifyTotp = (b: ReturnType<typeof browser>, code: string) =>
  b.post("/api/auth/two-factor/verify-totp", { code });
const verifyBackup = (b: ReturnType<typeof browser>, code: string) =>
  b.post("/api/auth/two-factor/verify-backup-code", { code });

describe("two-factor sign-in", () => {
  it("leaves an account without it signing in with the password alone", async () => {
    const owner = await signUp();
    const { b, answer } = await startSignIn(owner);
    expect(answer.twoFactorRedirect).toBeUndefined();
    expect((await b.get("/api/account/me")).status).toBe(200);
    expect(await (await b.get("/api/account/session")).json()).toMatchObject({ twoFactorEnabled: false });
  });

  it("is set up with the password and a first code, and is off until that code is given", async () => {
    const owner = await signUp();
    expect((await owner.post("/api/auth/two-factor/enable", { password: "not-the-password" })).status).toBe(400);
    const enabled = await owner.post("/api/auth/two-factor/enable", { password: owner.password });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/YardQuote:.+\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // Not on yet: a sign-in still needs only the password.
    expect((await startSignIn(owner)).answer.twoFactorRedirect).toBeUndefined();

    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: "000000" })).status).toBe(401);
    const app = authenticator(keyOfUri(totpURI));
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: await app.nextCode() })).status).toBe(200);
    expect(await (await owner.get("/api/account/session")).json()).toMatchObject({ twoFactorEnabled: true });
    expect((await startSignIn(owner)).answer.twoFactorRedirect).toBe(true);
  });

  it("asks for a code after the password: no session until a right one", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const { b, answer } = await startSignIn(owner);
    expect(answer).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect((await b.get("/api/account/me")).status).toBe(401);

    const wrong = await verifyTotp(b, "123456");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe("Invalid code");
    expect((await b.get("/api/account/me")).status).toBe(401);

    expect((await verifyTotp(b, await app.nextCode())).status).toBe(200);
    expect((await b.get("/api/account/me")).status).toBe(200);
  });

  it("takes each code once: the same code is refused at a second sign-in", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const first = await startSignIn(owner);
    const code = await app.nextCode();
    expect((await verifyTotp(first.b, code)).status).toBe(200);

    const second = await startSignIn(owner);
    const reused = await verifyTotp(second.b, code);
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { message: string }).message).toBe(CODE_REUSED);
    expect((await second.b.get("/api/account/me")).status).toBe(401);
    // The next code of the app still works.
    expect((await verifyTotp(second.b, await app.nextCode())).status).toBe(200);
  });

  it("takes one code once even when two sign-ins send it at the same moment", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const [one, two] = await Promise.all([startSignIn(owner), startSignIn(owner)]);
    const code = await app.nextCode();
    const statuses = (await Promise.all([verifyTotp(one.b, code), verifyTotp(two.b, code)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it("takes a backup code once", async () => {
    const owner = await signUp();
    const { backupCodes } = await enrol(owner);
    const first = await startSignIn(owner);
    expect((await verifyBackup(first.b, backupCodes[0])).status).toBe(200);
    expect((await first.b.get("/api/account/me")).status).toBe(200);

    const second = await startSignIn(owner);
    const again = await verifyBackup(second.b, backupCodes[0]);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe("Invalid backup code");
    expect((await verifyBackup(second.b, backupCodes[1])).status).toBe(200);
  });

  it("ends the old backup codes when new ones are made", async () => {
    const owner = await signUp();
    const { backupCodes: old } = await enrol(owner);
    expect(
      (await owner.post("/api/auth/two-factor/generate-backup-codes", { password: "wrong-password" })).status,
    ).toBe(400);
    const made = await owner.post("/api/auth/two-factor/generate-backup-codes", { password: owner.password });
    expect(made.status).toBe(200);
    const { backupCodes: fresh } = (await made.json()) as { backupCodes: string[] };
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);

    const { b } = await startSignIn(owner);
    expect((await verifyBackup(b, old[0])).status).toBe(401);
    expect((await verifyBackup(b, fresh[0])).status).toBe(200);
  });

  it("is turned off only with the password and a code", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const disable = (body: object) => owner.post("/api/auth/two-factor/disable", body);

    const noCode = await disable({ password: owner.password });
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as { message: string }).message).toMatch(/code/);
    expect((await disable({ password: owner.password, code: "000000" })).status).toBe(401);
    // A wrong password is refused before the code is looked at, so the code is not spent.
    const code = await app.nextCode();
    expect((await disable({ password: "wrong-password", code })).status).toBe(400);
    expect(await (await owner.get("/api/account/session")).json()).toMatchObject({ twoFactorEnabled: true });

    expect((await disable({ password: owner.password, code })).status).toBe(200);
    expect(await (await owner.get("/api/account/session")).json()).toMatchObject({ twoFactorEnabled: false });
    expect((await startSignIn(owner)).answer.twoFactorRedirect).toBeUndefined();
  });

  it("can be turned off with a backup code instead of the app", async () => {
    const owner = await signUp();
    const { backupCodes } = await enrol(owner);
    const res = await owner.post("/api/auth/two-factor/disable", { password: owner.password, code: backupCodes[3] });
    expect(res.status).toBe(200);
    expect((await startSignIn(owner)).answer.twoFactorRedirect).toBeUndefined();
  });
});

describe("the audit log", () => {
  it("records setting it up, new backup codes and turning it off, not sign-ins", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    expect((await owner.post("/api/auth/two-factor/generate-backup-codes", { password: owner.password })).status).toBe(
      200,
    );
    const { b } = await startSignIn(owner);
    expect((await verifyTotp(b, await app.nextCode())).status).toBe(200);
    const off = await owner.post("/api/auth/two-factor/disable", {
      password: owner.password,
      code: await app.nextCode(),
    });
    expect(off.status).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, owner.userId));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "two_factor.backup_codes_regenerated",
      "two_factor.disabled",
      "two_factor.enabled",
    ]);
    expect(entries.every((e) => e.actorId === owner.userId)).toBe(true);
  });
});

describe("limits on codes", () => {
  it("counts wrong codes per account across sign-ins and addresses, then refuses even a right one", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const first = await startSignIn(owner);
    for (let i = 0; i < 3; i++) expect((await verifyTotp(first.b, `00000${i}`)).status).toBe(401);
    // A new sign-in from another address starts a new challenge, but the account's count goes on.
    const second = await startSignIn(owner);
    for (let i = 3; i < TWO_FACTOR_ACCOUNT_RULE.limit; i++) {
      expect((await verifyTotp(second.b, `00000${i}`)).status).toBe(401);
    }
    const third = await startSignIn(owner);
    const locked = await verifyTotp(third.b, await app.nextCode());
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Too many codes/);
    expect((await verifyBackup(third.b, "aaaaa-bbbbb")).status).toBe(429);
    expect((await third.b.get("/api/account/me")).status).toBe(401);
  });

  it("clears the account's count after a right code", async () => {
    const owner = await signUp();
    const { app } = await enrol(owner);
    const first = await startSignIn(owner);
    for (let i = 0; i < TWO_FACTOR_ACCOUNT_RULE.limit - 1; i++) {
      expect((await verifyTotp(first.b, `11111${i}`)).status).toBe(401);
    }
    expect((await verifyTotp(first.b, await app.nextCode())).status).toBe(200);
    const second = await startSignIn(owner);
    for (let i = 0; i < TWO_FACTOR_ACCOUNT_RULE.limit - 1; i++) {
      expect((await verifyTotp(second.b, `22222${i}`)).status).toBe(401);
    }
    expect((await verifyTotp(second.b, await app.nextCode())).status).toBe(200);
  });

  it("counts code checks per address with the other sign-in attempts", async () => {
    // Codes sent from one address with no sign-in behind them: only the address can be counted.
    const b = browser();
    for (let i = 0; i < IP_RULE.limit; i++) expect((await verifyTotp(b, "999999")).status).toBe(401);
    const refused = await verifyTotp(b, "999999");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many sign-in attempts/);
    expect((await verifyBackup(b, "aaaaa-bbbbb")).status).toBe(429);
  });
});

describe("admins and ADMIN_TWO_FACTOR", () => {
  it("sends an admin without two-factor away from the admin API, and lets them in once it is on", async () => {
    const admin = await signUp();
    await t.db
      .insert(userRoles)
      .values({ userId: admin.userId, role: "admin" })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: "admin" },
      });
    const refused = await admin.get("/api/admin/stats");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(TWO_FACTOR_NEEDED);
    expect(await (await admin.get("/api/account/session")).json()).toMatchObject({
      role: "admin",
      mustEnrolTwoFactor: true,
    });

    await enrol(admin);
    expect((await admin.get("/api/admin/stats")).status).toBe(200);
    expect(await (await admin.get("/api/account/session")).json()).toMatchObject({ mustEnrolTwoFactor: false });
    await t.db.delete(userRoles).where(eq(userRoles.userId, admin.userId));
  });

  it("asks nothing of owners who are not admins", async () => {
    const owner = await signUp();
    expect(await (await owner.get("/api/account/session")).json()).toMatchObject({ mustEnrolTwoFactor: false });
    expect((await owner.get("/api/account/profile")).status).toBe(200);
  });
});
