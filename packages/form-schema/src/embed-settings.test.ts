import { describe, expect, it } from "vitest";
import {
  defaultEmbedSettings,
  embedSettingsSchema,
  embeddingDomainProblem,
  frameAncestorSources,
  MAX_EMBEDDING_DOMAINS,
  originMayEmbed,
  parseEmbeddingDomains,
  readEmbedSettings,
} from "./embed-settings";
import { formDocumentSchema } from "./form-document";
import { defaultFormDocument } from "./defaults";
import { readFormDocument } from "./read-form";

describe("embedding domains: validation", () => {
  it.each([
    "https://example.com",
    "http://localhost:5173",
    "example.com",
    "*.example.com",
    "https://*.example.com",
    "www.lawns.example.co.uk",
    "127.0.0.1:4000",
    "xn--bcher-kva.example",
  ])("accepts %s", (entry) => {
    expect(embeddingDomainProblem(entry)).toBeNull();
  });

  it.each([
    ["", /Enter a site's address/],
    ["ftp://example.com", /not a web address: start it with https:\/\/ or http:\/\//],
    ["https://example.com/quote", /has a path: enter only the site/],
    ["example.com?x=1", /has a path/],
    ["*", /a \* may only start the name/],
    ["www.*.example.com", /a \* may only start the name/],
    ["exa mple.com", /not a site's address/],
    ["example.com;script-src *", /not a site's address/],
    ["example.com:99999", /not a site's address/],
    ["-example.com", /not a site's address/],
    ["bücher.example", /xn-- form/],
    ["'self'", /not a site's address/],
  ])("refuses %j, saying why", (entry, message) => {
    expect(embeddingDomainProblem(entry)).toMatch(message);
  });

  it("reads the owner's lines: normalized, blank lines and repeats dropped, problems listed", () => {
    expect(parseEmbeddingDomains("  HTTPS://Example.com/ \n\n example.com,*.Lawns.example\nexample.com")).toEqual({
      domains: ["https://example.com", "example.com", "*.lawns.example"],
      problems: [],
    });
    const bad = parseEmbeddingDomains("example.com\nhttps://example.com/quote");
    expect(bad.domains).toEqual(["example.com"]);
    expect(bad.problems).toEqual([expect.stringMatching(/https:\/\/example.com\/quote" has a path/)]);
  });

  it(`holds at most ${MAX_EMBEDDING_DOMAINS} sites`, () => {
    const many = Array.from({ length: MAX_EMBEDDING_DOMAINS + 1 }, (_, i) => `site${i}.example.com`);
    expect(parseEmbeddingDomains(many.join("\n")).problems).toEqual([
      `At most ${MAX_EMBEDDING_DOMAINS} sites can be listed.`,
    ]);
    const result = embedSettingsSchema.safeParse({ allowedDomains: many });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(`At most ${MAX_EMBEDDING_DOMAINS} sites can be listed.`);
    expect(embedSettingsSchema.safeParse({ allowedDomains: many.slice(1) }).success).toBe(true);
  });

  it("the document schema refuses a bad, unnormalized or repeated entry with its reason", () => {
    const doc = (allowedDomains: string[]) => ({ ...defaultFormDocument(), embedSettings: { allowedDomains } });
    const issue = (allowedDomains: string[]) => formDocumentSchema.safeParse(doc(allowedDomains)).error?.issues[0];
    expect(issue(["https://example.com/quote"])).toMatchObject({
      path: ["embedSettings", "allowedDomains", 0],
      message: expect.stringMatching(/has a path/),
    });
    expect(issue(["Example.com"])?.message).toMatch(/lowercase/);
    expect(issue(["example.com", "example.com"])?.message).toBe("A site is listed twice.");
    expect(formDocumentSchema.safeParse(doc(["example.com", "*.example.com"])).success).toBe(true);
  });

  it("a stored form without the setting, or with a broken one, may be embedded anywhere", () => {
    expect(readFormDocument({ name: "Old form" }).embedSettings).toEqual(defaultEmbedSettings());
    expect(formDocumentSchema.parse({ ...defaultFormDocument(), embedSettings: undefined }).embedSettings).toEqual(
      defaultEmbedSettings(),
    );
    expect(readEmbedSettings({ allowedDomains: ["example.com", "https://bad.example/x"] })).toEqual(
      defaultEmbedSettings(),
    );
    expect(readEmbedSettings("garbage")).toEqual(defaultEmbedSettings());
    expect(readEmbedSettings({ allowedDomains: ["example.com"] })).toEqual({
      ...defaultEmbedSettings(),
      allowedDomains: ["example.com"],
    });
  });
});

describe("embedding domains: matching", () => {
  it("lets every site embed while the list is empty", () => {
    expect(originMayEmbed("https://anything.example", [])).toBe(true);
    expect(frameAncestorSources([])).toBe("*");
  });

  it.each([
    // entry, origin, allowed
    ["https://example.com", "https://example.com", true],
    ["https://example.com", "http://example.com", false],
    ["https://example.com", "https://www.example.com", false],
    ["https://example.com", "https://example.com:8443", false],
    ["https://example.com", "https://example.com:443", true],
    ["example.com", "https://example.com", true],
    ["example.com", "http://example.com", true],
    ["example.com", "https://example.com.evil.test", false],
    ["example.com", "https://evilexample.com", false],
    ["*.example.com", "https://www.example.com", true],
    ["*.example.com", "https://a.b.example.com", true],
    ["*.example.com", "https://example.com", false],
    ["*.example.com", "https://wwwexample.com", false],
    ["https://*.example.com", "http://www.example.com", false],
    ["localhost:5173", "http://localhost:5173", true],
    ["localhost:5173", "http://localhost:5174", false],
    ["http://127.0.0.1:4000", "http://127.0.0.1:4000", true],
    ["http://127.0.0.1:4000", "http://localhost:4000", false],
    ["example.com", "null", false],
    ["example.com", "file:///home/x.html", false],
  ])("%s, page at %s: %s", (entry, origin, allowed) => {
    expect(originMayEmbed(origin, [entry])).toBe(allowed);
  });

  it("writes the CSP sources: our own origin, each entry once per scheme it matches, nothing unparsable", () => {
    expect(frameAncestorSources(["https://example.com", "*.lawns.example", "localhost:5173"])).toBe(
      "'self' https://example.com https://*.lawns.example http://*.lawns.example https://localhost:5173 http://localhost:5173",
    );
    expect(frameAncestorSources(["example.com; script-src *"])).toBe("'self'");
  });
});

describe("the popup and slide-in button (decision 094)", () => {
  it("keeps the owner's text and place, trimmed, and refuses what cannot be shown", () => {
    const parse = (extra: object) => embedSettingsSchema.safeParse({ allowedDomains: [], ...extra });
    expect(parse({ buttonText: "  Price my lawn ", buttonPosition: "bottom-left" }).data).toEqual({
      allowedDomains: [],
      buttonText: "Price my lawn",
      buttonPosition: "bottom-left",
    });
    expect(parse({ buttonText: " " }).error?.issues[0].message).toMatch(/Enter the button's text/);
    expect(parse({ buttonText: "x".repeat(41) }).error?.issues[0].message).toMatch(/at most 40/);
    expect(parse({ buttonText: "<b>Hi</b>" }).error?.issues[0].message).toMatch(/plain text/);
    expect(parse({ buttonPosition: "top-left" }).success).toBe(false);
  });

  it("a stored form without them gets the default text and the mode's own place", () => {
    expect(readEmbedSettings({ allowedDomains: ["example.com"] })).toMatchObject({
      buttonText: "Get a quote",
      buttonPosition: null,
    });
    expect(readEmbedSettings({ allowedDomains: [], buttonText: 7, buttonPosition: "bottom-left" })).toEqual({
      allowedDomains: [],
      buttonText: "Get a quote",
      buttonPosition: "bottom-left",
    });
  });
});
