// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_RUN_HEADER, testRunStorageKey } from "@yq/form-schema/test-run";
import startKeptLead from "./kept-lead";
import type { Post } from "./transport";

const FORM = "5f0e2a71-8c4b-4d6e-9a13-7b2c5d8e1f40";
const start = { answers: { name: "Pat" }, consent: true, website: "" };

/** A stand-in for the public API: each lead start answers the next lead and records the request. */
function api() {
  const calls: { path: string; token?: string; headers?: Record<string, string> }[] = [];
  let n = 0;
  const post = ((path: string, _body: unknown, token?: string, headers?: Record<string, string>) => {
    calls.push({ path, token, headers });
    n += 1;
    return Promise.resolve({ leadId: `lead-${n}`, token: `token-${n}` });
  }) as Post;
  return { calls, post };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the kept lead (decision 111)", () => {
  it("sends the lead this browser kept back with its token, so a reload continues it", async () => {
    const { calls, post } = api();
    await startKeptLead(post, FORM, start);
    await startKeptLead(post, FORM, start);
    expect(calls[0]).toMatchObject({ path: `/forms/${FORM}/leads`, token: undefined });
    expect(calls[1]).toMatchObject({ path: `/forms/${FORM}/leads?lead=lead-1`, token: "token-1" });
  });

  it("keeps the owner's test runs apart and sends their token (decision 112)", async () => {
    const { calls, post } = api();
    await startKeptLead(post, FORM, start);
    sessionStorage.setItem(testRunStorageKey(FORM), "signed-token");
    await startKeptLead(post, FORM, start);
    expect(calls[1]).toMatchObject({ path: `/forms/${FORM}/leads`, headers: { [TEST_RUN_HEADER]: "signed-token" } });
  });

  it("starts afresh when storage holds nothing readable", async () => {
    localStorage.setItem(`yq-lead:${FORM}`, "{not json");
    const { calls, post } = api();
    await startKeptLead(post, FORM, start);
    expect(calls[0]).toMatchObject({ path: `/forms/${FORM}/leads`, token: undefined });
  });
});
