import { describe, expect, it } from "vitest";
import { validateServiceSelection } from "./answers";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import type { FormDocument } from "./form-document";
import { newListedService } from "./listed-service-defaults";
import {
  agreedQuoteSchema,
  leadResponseRequestSchema,
  priceShownRequestSchema,
  quoteResponsePayloadSchema,
  resumedChoiceSchema,
  type QuoteChoice,
} from "./public-payloads";
import { checkQuoteChoice } from "./quote-choice";
import { leadServiceName, quoteSnapshot, quoteSnapshotSchema } from "./quote-snapshot";
import { ACCEPTED_SNOW_QUOTE } from "./testing/visitor-answers";

// Choices of a listed service; the two defaults' choices are quote-choice.test.ts's.

const snow = () => defaultFormDocumentFor("snow_quote");
const plowing = (choice: Partial<QuoteChoice>): QuoteChoice => ({
  serviceId: "driveway-plowing",
  sizeId: "2-car",
  plan: "per_push",
  responseStatus: "accept",
  ...choice,
});

function withAeration(doc: FormDocument): FormDocument {
  const aeration = newListedService("aeration", "one_time", 1);
  aeration.name = "Core aeration";
  aeration.pricing = {
    method: "one_time",
    price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 20 }], minimum: 80 } },
  };
  const request = { ...newListedService("design", "request", 2), name: "Garden design" };
  return { ...doc, services: { ...doc.services, listed: [...doc.services.listed, aeration, request] } };
}

describe("checkQuoteChoice for a listed service", () => {
  it("accepts a size and plan the form offers, and a decline without a plan", () => {
    expect(checkQuoteChoice(snow(), plowing({}))).toBeNull();
    expect(checkQuoteChoice(snow(), plowing({ plan: "seasonal" }))).toBeNull();
    expect(checkQuoteChoice(snow(), plowing({ plan: undefined, responseStatus: "decline" }))).toBeNull();
  });

  it("names the driveway size, never a yard size, when it is missing or switched off", () => {
    expect(checkQuoteChoice(snow(), plowing({ sizeId: undefined }))).toBe("Please select a driveway size");
    const doc = snow();
    const pricing = doc.services.listed[0]!.pricing;
    if (pricing.method === "snow") pricing.sizes[1]!.enabled = false;
    expect(checkQuoteChoice(doc, plowing({}))).toBe("This driveway size is not available on this form.");
  });

  it("refuses a plan not offered, and asks for one where two are offered, in the engine's words", () => {
    const doc = snow();
    const pricing = doc.services.listed[0]!.pricing;
    if (pricing.method === "snow") pricing.seasonalEnabled = false;
    expect(checkQuoteChoice(doc, plowing({ plan: "seasonal" }))).toBe(
      "That option is not offered here. Please choose Per push.",
    );
    expect(checkQuoteChoice(snow(), plowing({ plan: undefined }))).toBe(
      "Please choose how you want the service: Per push or Seasonal contract.",
    );
    expect(checkQuoteChoice(doc, plowing({ plan: undefined }))).toBeNull();
  });

  it("refuses a service not on the form, switched off, or mixed with mowing's fields", () => {
    expect(checkQuoteChoice(snow(), plowing({ serviceId: "nope" }))).toBe(
      "This service is not available on this form.",
    );
    const off = snow();
    off.services.listed[0]!.enabled = false;
    expect(checkQuoteChoice(off, plowing({}))).toBe("This service is not available on this form.");
    expect(checkQuoteChoice(snow(), plowing({ yardSize: "small" }))).toBe(
      "Yard sizes and frequencies apply only to the mowing service.",
    );
    expect(checkQuoteChoice(snow(), plowing({ projectDetails: "Long drive" }))).toBe(
      "Project details apply only to requests for a price.",
    );
    expect(checkQuoteChoice(snow(), plowing({ serviceType: "mowing" }))).toBe("Please select one service, not two.");
  });

  it("prices an area service from the measured lawn, and takes a request without a price", () => {
    const doc = withAeration(snow());
    const aeration = { serviceId: "aeration", plan: "one_time", responseStatus: "accept" } as const;
    expect(checkQuoteChoice(doc, aeration)).toBe("Please measure your lawn to get a price.");
    expect(checkQuoteChoice(doc, aeration, 5000)).toBeNull();
    const design = { serviceId: "design", responseStatus: "accept" } as const;
    expect(checkQuoteChoice(doc, { ...design, projectDetails: "Beds" })).toBeNull();
    expect(checkQuoteChoice(doc, { ...design, plan: "one_time" })).toBe("No price applies to a project request.");
    expect(checkQuoteChoice(doc, { ...design, responseStatus: "decline" })).toBe(
      "A project request can only be submitted, not declined.",
    );
  });

  it("takes the engine's id for mowing as the mowing service, and a frequency plan as its frequency", () => {
    const doc = defaultFormDocument();
    const mowing = { serviceId: "mowing", yardSize: "small", responseStatus: "accept" } as const;
    expect(checkQuoteChoice(doc, { ...mowing, plan: "biweekly" })).toBeNull();
    expect(checkQuoteChoice(doc, { ...mowing, plan: "per_push" })).toBe(
      "Mowing is priced per visit: please choose how often you want the service.",
    );
    expect(checkQuoteChoice(doc, { ...mowing, frequency: "weekly", sizeId: "2-car" })).toBe(
      "Size cards apply only to listed services; please select a yard size.",
    );
  });

  it("asks for a service when the choice names none", () => {
    expect(checkQuoteChoice(snow(), { responseStatus: "accept" })).toBe("Please select a service type");
    expect(validateServiceSelection({ serviceId: "driveway-plowing" })).toEqual([]);
    expect(validateServiceSelection({})).toHaveLength(1);
  });
});

describe("public payloads with a listed service", () => {
  it("a quote response names a service type or a listed service, not neither and not both", () => {
    const parse = (body: object) => quoteResponsePayloadSchema.safeParse({ responseStatus: "accept", ...body });
    expect(parse({ serviceId: "driveway-plowing", sizeId: "2-car", plan: "per_push", promoCode: " SNOW10 " })).toEqual({
      success: true,
      data: {
        responseStatus: "accept",
        serviceId: "driveway-plowing",
        sizeId: "2-car",
        plan: "per_push",
        promoCode: "SNOW10",
      },
    });
    expect(parse({}).error?.issues[0]?.message).toBe("Please select a service type");
    expect(parse({ serviceType: "mowing", serviceId: "x" }).error?.issues[0]?.message).toBe(
      "Please select one service, not two.",
    );
    expect(parse({ serviceId: "x", plan: "hourly" }).success).toBe(false);
    expect(parse({ serviceId: "x", promoCode: "X".repeat(31) }).success).toBe(false);
    // The lead's response still leaves a missing service to the answer check's message.
    expect(leadResponseRequestSchema.safeParse({ responseStatus: "accept", serviceId: null }).success).toBe(true);
  });

  it("prices shown name the mowing tier or a listed service", () => {
    expect(priceShownRequestSchema.safeParse({ yardSize: "small", frequency: "weekly" }).success).toBe(true);
    expect(priceShownRequestSchema.safeParse({ serviceId: "driveway-plowing", sizeId: "1-car" }).success).toBe(true);
    expect(priceShownRequestSchema.safeParse({}).success).toBe(false);
    expect(priceShownRequestSchema.safeParse({ yardSize: "small", serviceId: "x" }).success).toBe(false);
  });

  it("a resumed choice and an agreed quote read as before, and carry a listed service", () => {
    const mowing = { serviceType: "mowing", yardSize: "small", frequency: null, lawn: null };
    expect(resumedChoiceSchema.safeParse(mowing).success).toBe(true);
    const listed = { yardSize: null, frequency: null, lawn: null, serviceId: "driveway-plowing", plan: "seasonal" };
    expect(resumedChoiceSchema.safeParse(listed).success).toBe(true);
    expect(resumedChoiceSchema.safeParse({ ...listed, serviceId: undefined }).success).toBe(false);
    const agreed = { serviceType: "mowing", yardSize: "small", areaSqFt: null, price: null, addOns: [] };
    expect(agreedQuoteSchema.safeParse(agreed).success).toBe(true);
    expect(agreedQuoteSchema.safeParse({ ...agreed, serviceName: "Mowing Service", priced: null }).success).toBe(true);
  });
});

describe("quote snapshot of a listed service", () => {
  it("keeps the service's id and name, which the owner's screens show, and the size card picked", () => {
    const snap = quoteSnapshot(snow(), plowing({}));
    expect(snap.service).toEqual({ id: "driveway-plowing", name: "Driveway Plowing", sizeId: "2-car" });
    expect(quoteSnapshotSchema.parse(snap)).toEqual(snap);
    expect(leadServiceName({ serviceType: "driveway-plowing", quote: snap })).toBe("Driveway Plowing");
    expect(leadServiceName({ serviceType: "mowing", quote: null })).toBe("Mowing");
    expect(leadServiceName({ serviceType: null })).toBeNull();
  });
});

describe("the shared snow visitor", () => {
  it("makes a choice the default snow form accepts", () => {
    expect(checkQuoteChoice(snow(), { ...ACCEPTED_SNOW_QUOTE })).toBeNull();
    expect(quoteResponsePayloadSchema.safeParse(ACCEPTED_SNOW_QUOTE).success).toBe(true);
  });
});
