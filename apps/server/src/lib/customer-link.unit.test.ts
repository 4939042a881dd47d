import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { customerPageUrl, newCustomerToken, readCustomerToken } from "./customer-link";

const env = {
  AUTH_SECRET: "a-secret-long-enough-for-tests-0123456789",
  dataDir: "/nowhere",
  publicUrl: "https://q.example",
};
const lead = "8e2f4a6c-1b3d-4e5f-9a7b-0c1d2e3f4a5b";
const DAY = 24 * 3600_000;

describe("customer page links", () => {
  it("name their lead for 30 days, then read as expired", () => {
    const now = Date.UTC(2027, 4, 4);
    const token = newCustomerToken(env, lead, now);
    expect(readCustomerToken(env, token, now + 29 * DAY)).toEqual({ leadId: lead, expired: false });
    expect(readCustomerToken(env, token, now + 31 * DAY)).toEqual({ leadId: lead, expired: true });
    expect(customerPageUrl(env, lead, now)).toBe(`https://q.example/plan/${token}`);
  });

  it("refuse a changed lead, expiry or signature, and another server's secret", () => {
    const token = newCustomerToken(env, lead);
    const [, expires, signature] = token.split(".");
    const other = "0c1d2e3f-4a5b-4e5f-9a7b-8e2f4a6c1b3d";
    expect(readCustomerToken(env, `${other}.${expires}.${signature}`)).toBeNull();
    expect(readCustomerToken(env, `${lead}.${Number(expires) + 1}.${signature}`)).toBeNull();
    expect(
      readCustomerToken(env, `${lead}.${expires}.${signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`),
    ).toBeNull();
    expect(readCustomerToken({ ...env, AUTH_SECRET: "another-secret-long-enough-0123456789" }, token)).toBeNull();
    expect(readCustomerToken(env, "not-a-token")).toBeNull();
  });

  it("sign with the secret kept in the data folder when none is configured", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-link-"));
    const token = newCustomerToken({ dataDir }, lead);
    expect(readCustomerToken({ dataDir }, token)?.leadId).toBe(lead);
    fs.rmSync(dataDir, { recursive: true });
  });
});
