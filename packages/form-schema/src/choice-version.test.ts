import { describe, expect, it } from "vitest";
import { choiceColumns, upgradeQuoteChoice } from "./choice-version";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import { leadResponseRequestSchema, priceShownRequestSchema, quoteResponsePayloadSchema } from "./public-payloads";
import type { QuoteChoiceV2 } from "./public-payloads";
import { checkQuoteChoice } from "./quote-choice";
import { quoteSnapshot } from "./quote-snapshot";

// Version 1 of a choice upgraded to version 2 (docs/decisions/128-one-quote-choice.md).

describe("upgradeQuoteChoice", () => {
  it("names mowing by the engine's id, its yard size as the size and its frequency as the plan", () => {
    const v1 = { serviceType: "mowing", yardSize: "small", frequency: "weekly", responseStatus: "accept" } as const;
    expect(upgradeQuoteChoice({ ...v1, promoCode: "SPRING" })).toEqual({
      ok: true,
      choice: {
        version: 2,
        serviceId: "mowing",
        sizeId: "small",
        plan: "weekly",
        responseStatus: "accept",
        promoCode: "SPRING",
      },
    });
    // The engine's id in version 1 says the same, and a frequency `plan` is the frequency.
    const byId = { serviceId: "mowing", yardSize: "small", plan: "weekly", responseStatus: "accept" } as const;
    expect(upgradeQuoteChoice(byId)).toEqual(upgradeQuoteChoice(v1));
  });

  it("makes landscaping a request with neither size nor plan, keeping its details", () => {
    const v1 = {
      serviceType: "landscaping",
      yardSize: null,
      responseStatus: "accept",
      projectDetails: "Beds",
    } as const;
    expect(upgradeQuoteChoice(v1)).toEqual({
      ok: true,
      choice: {
        version: 2,
        serviceId: "landscaping",
        sizeId: null,
        plan: null,
        responseStatus: "accept",
        projectDetails: "Beds",
      },
    });
  });

  it("keeps a listed service's id, size card and plan, and a decline's reason", () => {
    const v1 = {
      serviceId: "driveway-plowing",
      sizeId: "2-car",
      responseStatus: "decline",
      declineReason: "Too dear",
    } as const;
    expect(upgradeQuoteChoice(v1)).toEqual({
      ok: true,
      choice: {
        version: 2,
        serviceId: "driveway-plowing",
        sizeId: "2-car",
        plan: null,
        responseStatus: "decline",
        declineReason: "Too dear",
      },
    });
  });

  it("refuses what version 1 refused, in its words and on its fields", () => {
    const status = { responseStatus: "accept" } as const;
    expect(upgradeQuoteChoice({ ...status, serviceType: null, serviceId: null })).toEqual({
      ok: false,
      field: "serviceType",
      message: "Please select a service type",
    });
    expect(upgradeQuoteChoice({ ...status, serviceType: "mowing", serviceId: "driveway-plowing" })).toMatchObject({
      ok: false,
      field: "serviceId",
      message: "Please select one service, not two.",
    });
    expect(upgradeQuoteChoice({ ...status, serviceType: "mowing", yardSize: "small", sizeId: "2-car" })).toMatchObject({
      ok: false,
      field: "sizeId",
    });
    expect(upgradeQuoteChoice({ ...status, serviceId: "driveway-plowing", frequency: "weekly" })).toMatchObject({
      ok: false,
      field: "yardSize",
      message: "Yard sizes and frequencies apply only to the mowing service.",
    });
  });

  it("leaves a version-2 choice as it is, without a request's other fields", () => {
    const v2: QuoteChoiceV2 = {
      version: 2,
      serviceId: "mowing",
      sizeId: "large",
      plan: "monthly",
      responseStatus: "accept",
    };
    expect(upgradeQuoteChoice({ ...v2, token: "t" } as QuoteChoiceV2)).toEqual({ ok: true, choice: v2 });
  });
});

describe("choiceColumns", () => {
  it("writes the columns as version 1 wrote them", () => {
    expect(choiceColumns({ serviceId: "mowing", sizeId: "custom" })).toEqual({
      serviceType: "mowing",
      yardSize: "custom",
    });
    expect(choiceColumns({ serviceId: "landscaping", sizeId: null })).toEqual({
      serviceType: "landscaping",
      yardSize: null,
    });
    expect(choiceColumns({ serviceId: "driveway-plowing", sizeId: "2-car" })).toEqual({
      serviceType: "driveway-plowing",
      yardSize: "2-car",
    });
  });
});

describe("checkQuoteChoice on version 2", () => {
  const mowing = (choice: Partial<QuoteChoiceV2>): QuoteChoiceV2 => ({
    version: 2,
    serviceId: "mowing",
    sizeId: "small",
    plan: "weekly",
    responseStatus: "accept",
    ...choice,
  });

  it("accepts mowing's tier and frequency, and says the same as for version 1", () => {
    const doc = defaultFormDocument();
    expect(checkQuoteChoice(doc, mowing({}))).toBeNull();
    expect(checkQuoteChoice(doc, mowing({ sizeId: null }))).toBe("Please select a yard size");
    expect(checkQuoteChoice(doc, mowing({ sizeId: "2-car" }))).toBe("This yard size is not available on this form.");
    expect(checkQuoteChoice(doc, mowing({ plan: "per_push" }))).toBe(
      "Mowing is priced per visit: please choose how often you want the service.",
    );
    const v1 = { serviceType: "mowing", yardSize: "small", frequency: "weekly", responseStatus: "accept" } as const;
    expect(quoteSnapshot(doc, mowing({}))).toEqual(quoteSnapshot(doc, v1));
  });

  it("takes mowing's custom size and landscaping as requests for a price", () => {
    const doc = defaultFormDocument();
    doc.services.landscaping.enabled = true;
    doc.yardSizes.custom.enabled = true;
    expect(checkQuoteChoice(doc, mowing({ sizeId: "custom", plan: null, projectDetails: "2 acres" }))).toBeNull();
    expect(checkQuoteChoice(doc, mowing({ sizeId: "custom" }))).toBe("No price applies to a project request.");
    const landscaping = mowing({ serviceId: "landscaping", sizeId: null, plan: null });
    expect(checkQuoteChoice(doc, landscaping)).toBeNull();
    expect(checkQuoteChoice(doc, { ...landscaping, sizeId: "small" })).toBe(
      "Landscaping requests do not take a yard size.",
    );
  });

  it("checks a listed service's size card and plan", () => {
    const snow = defaultFormDocumentFor("snow_quote");
    const plowing = mowing({ serviceId: "driveway-plowing", sizeId: "2-car", plan: "per_push" });
    expect(checkQuoteChoice(snow, plowing)).toBeNull();
    expect(checkQuoteChoice(snow, { ...plowing, sizeId: null })).toBe("Please select a driveway size");
    expect(checkQuoteChoice(snow, { ...plowing, serviceId: "nope" })).toBe(
      "This service is not available on this form.",
    );
  });
});

describe("the request schemas take both versions", () => {
  it("reads version 2 by its version and version 1 without one", () => {
    const v2 = { version: 2, serviceId: "mowing", sizeId: "small", plan: "weekly", responseStatus: "accept" };
    expect(quoteResponsePayloadSchema.parse(v2)).toEqual(v2);
    expect(leadResponseRequestSchema.safeParse({ ...v2, token: "t", answers: { name: "Ann" } }).success).toBe(true);
    expect(leadResponseRequestSchema.safeParse({ ...v2, serviceType: "mowing" }).data).not.toHaveProperty(
      "serviceType",
    );
    expect(leadResponseRequestSchema.safeParse({ ...v2, version: 3 }).success).toBe(false);
    expect(leadResponseRequestSchema.safeParse({ ...v2, serviceId: undefined }).success).toBe(false);
    expect(priceShownRequestSchema.safeParse({ version: 2, serviceId: "mowing", sizeId: "small" }).success).toBe(true);
    expect(priceShownRequestSchema.safeParse({ version: 2, sizeId: "small" }).success).toBe(false);
  });

  it("keeps version 1's messages and fields", () => {
    const v1 = priceShownRequestSchema.safeParse({ yardSize: "small", serviceId: "x" });
    expect(v1.error?.issues[0]).toMatchObject({
      path: ["yardSize"],
      message: "Name either the yard size or the listed service the quote is for.",
    });
    const none = quoteResponsePayloadSchema.safeParse({ responseStatus: "accept" });
    expect(none.error?.issues[0]).toMatchObject({ path: ["serviceType"], message: "Please select a service type" });
  });
});
