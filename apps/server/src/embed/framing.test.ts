// Only the public form page may be framed by other sites; any other address under /forms/embed/
// (answered by the owner app or a message page) refuses framing like every page (decision 079).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm } from "../test/public-test-helpers";

let t: TestApp;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
});
afterAll(() => t.close());

const framing = async (path: string) => {
  const res = await t.app.request(path);
  return {
    ancestors: /frame-ancestors ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1],
    xFrameOptions: res.headers.get("x-frame-options"),
  };
};

describe("framing", () => {
  it("lets any site frame the public form page, by its id in either case", async () => {
    expect(await framing(`/forms/embed/${formId}`)).toEqual({ ancestors: "*", xFrameOptions: null });
    expect(await framing(`/forms/embed/${formId.toUpperCase()}`)).toEqual({ ancestors: "*", xFrameOptions: null });
  });

  it.each([
    ["a trailing slash", (id: string) => `/forms/embed/${id}/`],
    ["a deeper path", (id: string) => `/forms/embed/${id}/dashboard`],
    ["two made-up segments", () => "/forms/embed/x/y"],
    ["an id of the wrong shape", () => "/forms/embed/not-a-form-id"],
    ["no id", () => "/forms/embed/"],
    ["an encoded slash", (id: string) => `/forms/embed/${id}%2Fdashboard`],
  ])("refuses framing for %s", async (_, path) => {
    expect(await framing(path(formId))).toEqual({ ancestors: "'none'", xFrameOptions: "DENY" });
  });
});
