import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { authStorages } from "./auth-call";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Node 20's AsyncLocalStorage keeps whether it is switched on in `enabled`; while one is, every
// promise of the process runs through async hooks.
const switchedOn = () => authStorages().filter((storage) => (storage as unknown as { enabled: boolean }).enabled);

describe("calls into Better Auth", () => {
  it("leave its storages switched off once the last call in flight has settled", async () => {
    const owners = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    expect(authStorages().length).toBeGreaterThan(0);
    expect(switchedOn()).toEqual([]);

    // Calls that overlap each keep their own state: every session is read as its own.
    const reads = await Promise.all(
      owners.flatMap((owner) => [owner.get("/api/account/me"), owner.get("/api/account/me")]),
    );
    const emails = await Promise.all(
      reads.map(async (res) => ((await res.json()) as { user: { email: string } }).user.email),
    );
    expect(emails).toEqual(owners.flatMap((owner) => [owner.email, owner.email]));
    expect(switchedOn()).toEqual([]);

    expect((await owners[0].post("/api/account/logout", {})).status).toBeLessThan(300);
    expect((await owners[0].get("/api/account/me")).status).toBe(401);
    expect(switchedOn()).toEqual([]);
  });
});
