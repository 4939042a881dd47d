import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import {
  contactPayloadSchema,
  leadResponseRequestSchema,
  leadStartedSchema,
  leadUpsellRequestSchema,
  quoteResponsePayloadSchema,
  upsellPayloadSchema,
  type QuoteChoiceV1,
} from "./public-payloads";
import { checkQuoteChoice, resolveUpsellSelection } from "./quote-choice";
import { richText } from "./rich-text";

const accept = (choice: Partial<QuoteChoiceV1>): QuoteChoiceV1 => ({
  serviceType: "mowing",
  yardSize: "small",
  responseStatus: "accept",
  frequency: "weekly",
  ...choice,
});

describe("checkQuoteChoice", () => {
  const doc = defaultFormDocument();

  it("accepts what the default form offers", () => {
    expect(checkQuoteChoice(doc, accept({}))).toBeNull();
    expect(checkQuoteChoice(doc, accept({ responseStatus: "decline", frequency: "monthly" }))).toBeNull();
    expect(
      checkQuoteChoice(
        doc,
        accept({ serviceType: "landscaping", yardSize: null, projectDetails: "Patio", frequency: undefined }),
      ),
    ).toBeNull();
  });

  it("refuses a disabled service or yard size", () => {
    const d = defaultFormDocument();
    d.services.landscaping.enabled = false;
    d.yardSizes.large.enabled = false;
    expect(checkQuoteChoice(d, accept({ serviceType: "landscaping", yardSize: undefined }))).toBe(
      "This service is not available on this form.",
    );
    expect(checkQuoteChoice(d, accept({ yardSize: "large" }))).toBe("This yard size is not available on this form.");
    expect(checkQuoteChoice(d, accept({ yardSize: "custom" }))).toBe("This yard size is not available on this form.");
  });

  it("requires a yard size for mowing and none for landscaping", () => {
    expect(checkQuoteChoice(doc, accept({ yardSize: null }))).toBe("Please select a yard size");
    expect(checkQuoteChoice(doc, accept({ serviceType: "landscaping", yardSize: "small" }))).toBe(
      "Landscaping requests do not take a yard size.",
    );
  });

  it("refuses a price that is not offered", () => {
    const d = defaultFormDocument();
    d.yardSizes.small.weeklyPriceEnabled = false;
    expect(checkQuoteChoice(d, accept({ frequency: "weekly" }))).toBe(
      "Weekly service is not offered for this yard size. Please choose Bi-Weekly or Monthly.",
    );
    expect(checkQuoteChoice(d, accept({ frequency: "weekly", responseStatus: "decline" }))).toBe(
      "Weekly service is not offered for this yard size. Please choose Bi-Weekly or Monthly.",
    );
    expect(checkQuoteChoice(d, accept({ frequency: "biweekly" }))).toBeNull();
    d.yardSizes.small.biweeklyPriceEnabled = false;
    d.yardSizes.small.monthlyPriceEnabled = false;
    expect(checkQuoteChoice(d, accept({ frequency: undefined }))).toBe("This yard size has no price to accept.");
  });

  it("needs a frequency to accept where several are offered, takes the only one otherwise", () => {
    const d = defaultFormDocument();
    expect(checkQuoteChoice(d, accept({ frequency: undefined }))).toBe(
      "Please choose how often you want the service: Weekly, Bi-Weekly or Monthly.",
    );
    expect(checkQuoteChoice(d, accept({ frequency: undefined, responseStatus: "decline" }))).toBeNull();
    d.yardSizes.small.weeklyPriceEnabled = false;
    d.yardSizes.small.biweeklyPriceEnabled = false;
    expect(checkQuoteChoice(d, accept({ frequency: undefined }))).toBeNull();
  });

  it("refuses project details for a non-custom mowing size", () => {
    expect(checkQuoteChoice(doc, accept({ projectDetails: "Big yard" }))).toBe(
      "Project details apply only to landscaping and custom yard sizes.",
    );
    expect(checkQuoteChoice(doc, accept({ videoUrl: "/media/x.mp4" }))).toBe(
      "Project details apply only to landscaping and custom yard sizes.",
    );
  });

  it("treats the custom size as a project request: submit only, no price", () => {
    const d = defaultFormDocument();
    d.yardSizes.custom.enabled = true;
    expect(
      checkQuoteChoice(d, accept({ yardSize: "custom", projectDetails: "2 acres", frequency: undefined })),
    ).toBeNull();
    expect(checkQuoteChoice(d, accept({ yardSize: "custom", responseStatus: "decline", frequency: undefined }))).toBe(
      "A project request can only be submitted, not declined.",
    );
    expect(checkQuoteChoice(d, accept({ yardSize: "custom", frequency: "weekly" }))).toBe(
      "No price applies to a project request.",
    );
  });
});

describe("resolveUpsellSelection", () => {
  const doc = defaultFormDocument();
  doc.upsellSettings = {
    enabled: true,
    upsellMessage: richText(""),
    upsellLink: "",
    services: [
      { id: "b", name: "Bagging ", enabled: true, order: 1, price: null, unit: "visit" },
      { id: "a", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "off", name: "Off", enabled: false, order: 2, price: null, unit: "visit" },
    ],
  };

  it("gives the picked names in the owner's order", () => {
    expect(resolveUpsellSelection(doc, ["b", "a"])).toEqual({ ok: true, names: ["Aeration", "Bagging"] });
    expect(resolveUpsellSelection(doc, [])).toEqual({ ok: true, names: [] });
  });

  it("refuses disabled or unknown services, and any pick when upsell is off", () => {
    expect(resolveUpsellSelection(doc, ["off"]).ok).toBe(false);
    expect(resolveUpsellSelection(doc, ["zzz"]).ok).toBe(false);
    const off = { ...doc, upsellSettings: { ...doc.upsellSettings, enabled: false } };
    expect(resolveUpsellSelection(off, ["a"])).toEqual({
      ok: false,
      message: "This form does not offer additional services.",
    });
  });
});

describe("public payload schemas", () => {
  it("contact: answers keyed by field type, consent, and a bounded honeypot", () => {
    expect(contactPayloadSchema.safeParse({ answers: { name: "Ann", zipcode: "12345" }, consent: true }).success).toBe(
      true,
    );
    expect(contactPayloadSchema.safeParse({ answers: {}, consent: true, website: "" }).success).toBe(true);
    // A filled honeypot passes the shape (the server refuses it in plain words), a long one does not.
    expect(contactPayloadSchema.safeParse({ answers: {}, consent: true, website: "spam.biz" }).success).toBe(true);
    expect(contactPayloadSchema.safeParse({ answers: {}, consent: true, website: "x".repeat(501) }).success).toBe(
      false,
    );
    expect(contactPayloadSchema.safeParse({ answers: { fax: "1" }, consent: true }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ answers: { name: "x".repeat(501) }, consent: true }).success).toBe(false);
  });

  it("quote response: known service, size, status and frequency only", () => {
    expect(
      quoteResponsePayloadSchema.safeParse({ serviceType: "mowing", yardSize: "small", responseStatus: "accept" })
        .success,
    ).toBe(true);
    expect(quoteResponsePayloadSchema.safeParse({ serviceType: "snow", responseStatus: "accept" }).success).toBe(false);
    expect(quoteResponsePayloadSchema.safeParse({ serviceType: "mowing", responseStatus: "maybe" }).success).toBe(
      false,
    );
    expect(
      quoteResponsePayloadSchema.safeParse({
        serviceType: "mowing",
        yardSize: "small",
        responseStatus: "accept",
        frequency: "daily",
      }).success,
    ).toBe(false);
  });

  it("lead response: token and answers ride along, a missing service is left to the answer check's message", () => {
    const ok = leadResponseRequestSchema.safeParse({ responseStatus: "decline", token: "t", answers: { name: "Ann" } });
    expect(ok.success).toBe(true);
    expect(leadResponseRequestSchema.safeParse({ responseStatus: "accept", serviceType: null }).success).toBe(true);
    expect(leadResponseRequestSchema.safeParse({ responseStatus: "accept", token: "x".repeat(201) }).success).toBe(
      false,
    );
    expect(leadResponseRequestSchema.safeParse({ responseStatus: "accept", answers: { fax: "1" } }).success).toBe(
      false,
    );
    expect(leadUpsellRequestSchema.safeParse({ selectedUpsellServiceIds: ["a"], token: "t" }).success).toBe(true);
    expect(leadStartedSchema.safeParse({ leadId: "x" }).success).toBe(false);
  });

  it("upsell: at most 8 ids", () => {
    expect(upsellPayloadSchema.safeParse({ selectedUpsellServiceIds: [] }).success).toBe(true);
    expect(upsellPayloadSchema.safeParse({ selectedUpsellServiceIds: Array(9).fill("a") }).success).toBe(false);
  });
});
