// Only the public form page may be framed by other sites, at its exact address; any other address
// refuses framing like every page, and one that is no route answers 404, never the owner app's
// page, which would take a signed-in owner to the dashboard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { insertForm, testDocument } from "../test/public-test-helpers";

let t: TestApp;
let formId: string;
let listedId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signUp();
  formId = (await insertForm(t, owner.userId)).id;
  const listed = testDocument((d) => {
    d.embedSettings.allowedDomains = ["https://shop.example.com"];
  });
  listedId = (await insertForm(t, (await t.signUp()).userId, listed)).id;
});
afterAll(() => t.close());

const framing = async (path: string) => {
  const res = await t.app.request(path);
  return {
    res,
    ancestors: /frame-ancestors ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1],
    xFrameOptions: res.headers.get("x-frame-options"),
  };
};
const REFUSED = { ancestors: "'none'", xFrameOptions: "DENY" };

/** `id` with its first letter percent-encoded (ids are lowercase hex, so one has a letter). */
const encodeALetter = (id: string) => id.replace(/[a-f]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);

describe("framing", () => {
  it("lets any site frame the public form page at its address as the owner app writes it", async () => {
    const { res, ...headers } = await framing(`/forms/embed/${formId}`);
    expect(res.status).toBe(200);
    expect(headers).toEqual({ ancestors: "*", xFrameOptions: null });
  });

  it("lists only a restricted form's sites, and refuses framing at any other spelling of its address", async () => {
    const { res, ...headers } = await framing(`/forms/embed/${listedId}`);
    expect(res.status).toBe(200);
    expect(headers).toEqual({ ancestors: "'self' https://shop.example.com", xFrameOptions: null });
    const { ancestors, xFrameOptions } = await framing(`/FORMS/EMBED/${listedId}`);
    expect({ ancestors, xFrameOptions }).toEqual(REFUSED);
  });

  // Spellings the router reads as the form's route (it decodes letters; ids are any case in the
  // database): the form page, but not framed.
  it.each([
    ["the id in capitals", (id: string) => `/forms/embed/${id.toUpperCase()}`],
    ["a percent-encoded letter in the path", (id: string) => `/forms/%65mbed/${id}`],
    ["a percent-encoded letter in the id", (id: string) => `/forms/embed/${encodeALetter(id)}`],
  ])("refuses framing for %s", async (_, path) => {
    const { ancestors, xFrameOptions } = await framing(path(formId));
    expect({ ancestors, xFrameOptions }).toEqual(REFUSED);
  });

  it.each([
    ["capitals", (id: string) => `/FORMS/EMBED/${id}`],
    ["mixed case", (id: string) => `/Forms/Embed/${id}`],
    ["one word in capitals", (id: string) => `/forms/EMBED/${id}`],
    ["a percent-encoded slash", (id: string) => `/forms/embed%2F${id}`],
    ["percent-encoded slashes throughout", (id: string) => `/forms%2Fembed%2F${id}`],
    ["an encoded slash after the id", (id: string) => `/forms/embed/${id}%2Fdashboard`],
    ["a double slash at the start", (id: string) => `//forms/embed/${id}`],
    ["a double slash inside", (id: string) => `/forms//embed/${id}`],
    ["a double slash before the id", (id: string) => `/forms/embed//${id}`],
    ["a trailing slash", (id: string) => `/forms/embed/${id}/`],
    ["a dot segment after the id", (id: string) => `/forms/embed/${id}/.`],
    ["dot segments around capitals", (id: string) => `/forms/../FORMS/EMBED/${id}`],
    ["encoded dot segments", (id: string) => `/forms/embed/${id}/%2e%2e/Embed/${id}`],
    ["a deeper path", (id: string) => `/forms/embed/${id}/dashboard`],
    ["two made-up segments", () => "/forms/embed/x/y"],
    ["an id of the wrong shape", () => "/forms/embed/not-a-form-id"],
    ["no id", () => "/forms/embed/"],
  ])("refuses framing for %s", async (_, path) => {
    const { res, ancestors, xFrameOptions } = await framing(path(formId));
    expect({ ancestors, xFrameOptions }).toEqual(REFUSED);
    // The form route's message page or the plain 404: never the owner app's page (200, or 503
    // where the app is not built).
    expect(res.status).toBe(404);
  });

  it.each(["/DASHBOARD", "/Dashboard", "/dashboard/", "/%64ashboard", "/profile/x", "/forms/new/", "/app.html"])(
    "answers %s, which is no screen of the owner app, with 404 and refuses framing",
    async (path) => {
      const { res, ancestors, xFrameOptions } = await framing(path);
      expect(res.status).toBe(404);
      expect({ ancestors, xFrameOptions }).toEqual(REFUSED);
    },
  );
});
