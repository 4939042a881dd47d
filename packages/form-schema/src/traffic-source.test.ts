import { describe, expect, it } from "vitest";
import { readTrafficSource, sourceDetails, sourceLabel, trafficSourceOf } from "./traffic-source";
import { hiddenFieldsSchema, hiddenFieldsText } from "./hidden-fields";
import { hiddenFieldsFromParams } from "./hidden-field-names";

describe("trafficSourceOf", () => {
  it("reads the campaign tags from the page address, not from anything else sent", () => {
    const source = trafficSourceOf({
      page: "https://lawns.example/q?utm_source=newsletter&utm_medium=email&utm_campaign=may&fbclid=f1",
      referrer: "https://mail.example/",
    });
    expect(source).toEqual({
      page: "https://lawns.example/q?utm_source=newsletter&utm_medium=email&utm_campaign=may&fbclid=f1",
      referrer: "https://mail.example/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "may",
      gclid: null,
      fbclid: "f1",
      label: "newsletter / email",
    });
  });

  it("keeps only web addresses and is null without any", () => {
    expect(trafficSourceOf({ page: "javascript:alert(1)", referrer: "data:text/html,x" })).toBeNull();
    expect(trafficSourceOf(undefined)).toBeNull();
    expect(trafficSourceOf({ page: "not a url" })).toBeNull();
  });

  it.each([
    [{ page: "https://a.example/?gclid=x" }, "Google Ads"],
    [{ page: "https://a.example/?fbclid=x" }, "Meta"],
    [{ page: "https://a.example/", referrer: "https://www.bing.com/search" }, "bing.com"],
    [{ page: "https://a.example/quote", referrer: "https://a.example/home" }, "Direct"],
    [{ page: "https://a.example/?utm_source=flyer" }, "flyer"],
  ])("names %j as %s", (input, label) => {
    expect(trafficSourceOf(input)?.label).toBe(label);
    expect(sourceLabel(trafficSourceOf(input))).toBe(label);
  });

  it("reads stored values defensively and lists the parts present", () => {
    expect(readTrafficSource({ page: 1 })).toBeNull();
    const source = trafficSourceOf({ page: "https://a.example/?utm_source=x" });
    expect(readTrafficSource(source)).toEqual(source);
    expect(sourceDetails(source)).toEqual([
      ["Page", "https://a.example/?utm_source=x"],
      ["utm_source", "x"],
    ]);
  });
});

describe("hidden fields", () => {
  it("takes hidden_<name> parameters, at most ten", () => {
    const params = new URLSearchParams("hidden_campaign=spring&name=Pat&hidden_=x&hidden_1bad=y");
    expect(hiddenFieldsFromParams(params)).toEqual({ campaign: "spring" });
    const many = new URLSearchParams(Array.from({ length: 12 }, (_, i) => [`hidden_f${i}`, "v"]));
    expect(Object.keys(hiddenFieldsFromParams(many))).toHaveLength(10);
  });

  it("refuses names a CSV cannot carry cleanly and too many values", () => {
    expect(hiddenFieldsSchema.safeParse({ ok_name: "1" }).success).toBe(true);
    expect(hiddenFieldsSchema.safeParse({ "no spaces": "1" }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, "v"]));
    expect(hiddenFieldsSchema.safeParse(many).success).toBe(false);
    expect(hiddenFieldsText({ a: "1", b: "2" })).toBe("a=1; b=2");
  });
});
