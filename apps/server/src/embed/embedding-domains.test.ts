// The sites a form's owner allows to embed it: the public page's CSP
// frame-ancestors per form, embed.js's question (/embed-check.js), and the list checked on save.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app";
import type { EmbedChrome } from "@yq/form-schema/embed-chrome";
import { insertForm, testDocument } from "../test/public-test-helpers";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let openForm: string;
let listedForm: string;
const LISTED = ["https://shop.example.com", "*.lawns.example"];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  openForm = (await insertForm(t, owner.userId)).id;
  listedForm = (
    await insertForm(
      t,
      (await t.signUp()).userId,
      testDocument((d) => {
        d.embedSettings.allowedDomains = LISTED;
      }),
    )
  ).id;
});
afterAll(() => t.close());

const pageHeaders = async (id: string) => {
  const res = await t.app.request(`/forms/embed/${id}`);
  expect(res.status).toBe(200);
  return {
    ancestors: /frame-ancestors ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1],
    xFrameOptions: res.headers.get("x-frame-options"),
  };
};
/**
 * embed.js's question: the script's body, run as a browser would run it, and what it marks its
 * own element with: the reason when refused, the chrome when allowed.
 */
const ask = async (id: string, origin: string) => {
  const res = await t.app.request(`/embed-check.js?form=${id}&origin=${encodeURIComponent(origin)}`);
  const body = await res.text();
  const marks: Record<string, string> = {};
  const currentScript = { setAttribute: (name: string, value: string) => (marks[name] = value) };
  if (res.status === 200) new Function("document", body)({ currentScript });
  const chrome = marks["data-chrome"] ? (JSON.parse(marks["data-chrome"]) as EmbedChrome) : null;
  return { res, body, refusal: marks["data-refused"] ?? null, chrome };
};
const refusalFor = (origin: string) =>
  `This form may only be embedded on the sites its owner listed, and ${origin} is not one of them. The owner can add it in the form's Settings step.`;

describe("allowed embedding sites", () => {
  it("a form that lists no sites may be framed by any, as before", async () => {
    expect(await pageHeaders(openForm)).toEqual({ ancestors: "*", xFrameOptions: null });
    const { res, refusal } = await ask(openForm, "https://anywhere.example");
    expect(res.status).toBe(200);
    expect(refusal).toBeNull();
  });

  it("a form that lists sites may be framed by those and our own origin only", async () => {
    expect(await pageHeaders(listedForm)).toEqual({
      ancestors: "'self' https://shop.example.com https://*.lawns.example http://*.lawns.example",
      xFrameOptions: null,
    });
    // Another form's list does not leak into this one's header (the headers are cached per list).
    expect((await pageHeaders(openForm)).ancestors).toBe("*");
  });

  it("answers embed.js by the host page's origin, as a script any site may load", async () => {
    for (const origin of [
      "https://shop.example.com",
      "https://www.lawns.example",
      "http://a.lawns.example",
      TEST_ORIGIN,
    ]) {
      const { res, refusal, chrome } = await ask(listedForm, origin);
      expect(res.status, origin).toBe(200);
      expect(refusal, origin).toBeNull();
      expect(chrome?.text, origin).toBe("Get a quote");
    }
    for (const origin of ["https://evil.example", "http://shop.example.com", "https://lawns.example", "null"]) {
      const { res, refusal, chrome } = await ask(listedForm, origin);
      expect(res.status, origin).toBe(200);
      expect(chrome, origin).toBeNull();
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(refusal, origin).toBe(refusalFor(origin));
    }
    // Whatever the page claims as its origin stays a string in the script.
    const hostile = '"),alert(1);("\u2028</script>';
    expect((await ask(listedForm, hostile)).refusal).toBe(refusalFor(hostile));
    // A form that is not on show: the iframe goes in and shows why.
    expect((await ask("00000000-0000-4000-8000-000000000000", "https://evil.example")).body).toBe("");
    expect((await ask("not-a-form", "https://evil.example")).res.status).toBe(400);
    expect((await t.app.request(`/embed-check.js?form=${listedForm}`)).status).toBe(400);
  });

  it("takes a new list when the form is published, and refuses a bad entry on save with its reason", async () => {
    const form = await owner.get(`/api/forms/${openForm}`);
    const { draft } = (await form.json()) as { draft: { document: ReturnType<typeof testDocument> } };
    const document = draft?.document ?? testDocument();
    const bad = await owner.patch(`/api/forms/${openForm}`, {
      ...document,
      embedSettings: { allowedDomains: ["https://shop.example.com/quote"] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^embedSettings\.allowedDomains\.0: .*has a path: enter only the site/);

    const listed = { ...document, status: "published", embedSettings: { allowedDomains: ["shop.example.com"] } };
    expect((await owner.patch(`/api/forms/${openForm}`, listed)).status).toBe(200);
    expect((await pageHeaders(openForm)).ancestors).toBe("*"); // the draft changed, not what visitors see
    expect((await owner.post(`/api/forms/${openForm}/publish`, listed)).status).toBe(200);
    expect((await pageHeaders(openForm)).ancestors).toBe("'self' https://shop.example.com http://shop.example.com");
    expect((await ask(openForm, "https://else.example")).refusal).toBe(refusalFor("https://else.example"));
  });
});

describe("the popup and slide-in chrome (decision 094)", () => {
  it("tells embed.js the owner's button text and place and the form's look", async () => {
    const id = (
      await insertForm(
        t,
        (await t.signUp()).userId,
        testDocument((d) => {
          d.embedSettings.buttonText = "Price my lawn";
          d.embedSettings.buttonPosition = "bottom-left";
          d.customization.buttonStyle = { ...d.customization.buttonStyle, shape: "round", accept: "#0f766e" };
          d.customization.fontFamily = "Lora";
          d.customization.pricingStyle.backgroundColor = "#123456";
        }),
      )
    ).id;
    expect((await ask(id, "https://anywhere.example")).chrome).toMatchObject({
      text: "Price my lawn",
      position: "bottom-left",
      button: "#0f766e",
      radius: "999px",
      font: expect.stringMatching(/^"Lora Variable","Lora",/),
      backdrop: "#123456",
    });
  });

  it("refuses a button text it cannot show, with the reason, and keeps a stored form without one working", async () => {
    type Detail = { document: ReturnType<typeof testDocument> };
    const read = async () => ((await (await owner.get(`/api/forms/${openForm}`)).json()) as Detail).document;
    const document = await read();
    const patch = (embedSettings: object) => owner.patch(`/api/forms/${openForm}`, { ...document, embedSettings });
    const blank = await patch({ ...document.embedSettings, buttonText: "   " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toMatch(/^embedSettings\.buttonText: Enter the button's text/);
    const where = await patch({ ...document.embedSettings, buttonPosition: "top-left" });
    expect(where.status).toBe(400);
    expect((await where.json()).error).toMatch(/^embedSettings\.buttonPosition/);
    // Saved by an owner app from before the setting: the defaults.
    expect((await patch({ allowedDomains: [] })).status).toBe(200);
    expect((await read()).embedSettings).toMatchObject({ buttonText: "Get a quote", buttonPosition: null });
  });
});
