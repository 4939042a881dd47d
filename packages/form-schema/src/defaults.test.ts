import { describe, expect, it } from "vitest";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import { formDocumentSchema } from "./form-document";
import { richText } from "./rich-text";

const threeIncluded = [
  { name: "Edge", enabled: true },
  { name: "Mow", enabled: true },
  { name: "Blow Off Walkways", enabled: true },
];

const tier = (enabled: boolean, description: string, prices: number[], services: unknown[]) => ({
  enabled,
  description,
  media: "",
  weeklyPrice: prices[0],
  biweeklyPrice: prices[1],
  monthlyPrice: prices[2],
  weeklyPriceEnabled: true,
  biweeklyPriceEnabled: true,
  monthlyPriceEnabled: true,
  services,
});

// Every specified default value, plus the ones we chose where none was given.
const EXPECTED = {
  name: "Untitled Form",
  description: "",
  status: "draft",
  formType: "mowing_quote",
  version: 4,
  notificationSettings: { email: null, notifications_enabled: true },
  customerFields: {
    fields: [
      { id: "name", type: "name", required: true, enabled: true, order: 0 },
      { id: "email", type: "email", required: true, enabled: true, order: 1 },
      { id: "phone", type: "phone", required: true, enabled: true, order: 2 },
      { id: "street", type: "street", required: false, enabled: true, order: 3 },
      { id: "city", type: "city", required: false, enabled: true, order: 4 },
      { id: "state", type: "state", required: false, enabled: true, order: 5 },
      { id: "zipcode", type: "zipcode", required: false, enabled: true, order: 6 },
    ],
    consent: {
      enabled: true,
      text: "I agree to the terms and conditions",
      richText: "<p>I agree to the terms and conditions</p>",
      links: [],
    },
  },
  services: {
    mowing: { enabled: true, name: "Mowing Service", description: "", image: "", priceRange: { min: 0, max: 0 } },
    landscaping: { enabled: true, name: "Landscaping", description: "", image: "", priceRange: { min: 0, max: 0 } },
    listed: [],
  },
  yardSizes: {
    small: tier(true, "Up to 1/4 acre", [39, 59, 79], threeIncluded),
    medium: tier(true, "1/4 to 1/2 acre", [49, 69, 89], threeIncluded),
    large: tier(true, "1/2+ acre", [59, 79, 99], threeIncluded),
    custom: tier(false, "", [0, 0, 0], []),
    // Map measurement starts off; tier ranges come from the descriptions until set.
    measurement: {
      enabled: false,
      pricing: "tiers",
      smallMaxSqFt: null,
      mediumMaxSqFt: null,
      ratePerThousandSqFt: { weekly: 0, biweekly: 0, monthly: 0 },
      minimumPrice: 0,
      maxSqFt: 87_120,
    },
  },
  customization: {
    background: "#FFFFFF",
    fontFamily: "Inter",
    buttonStyle: {
      shape: "rounded",
      accept: "#4CAF50",
      decline: "#8E9196",
      acceptText: "#FFFFFF",
      declineText: "#FFFFFF",
    },
    pricingStyle: {
      weekly: 39,
      biweekly: 59,
      monthly: 79,
      brushColor: "#4D8B31",
      paintSplash: true,
      backgroundColor: "#1E3A5F",
      cardColor: "#FEF7CD",
    },
    quoteSection: { backgroundColor: "#FFFFFF", textColor: "#333333", borderColor: "#4D8B31" },
    serviceCard: {
      backgroundColor: "#FEF7CD",
      borderColor: "#4D8B31",
      textColor: "#333333",
      priceBoxBackground: "#4D8B31",
      priceBoxTextColor: "#FFFFFF",
    },
    formFields: { backgroundColor: "#FFFFFF", borderColor: "#D1D5DB", textColor: "#333333" },
    textContent: {
      formTitle: "Get Your Quote",
      formDescription: "Fill out the form below",
      cardTitle: "Select Service",
      cardDescription: "Choose your service",
      submitButton: "Submit",
      acceptMessage: "Thank you!",
      declineMessage: "Maybe next time",
      offerHeadline: "Your Offer",
      quoteDisclaimer: "",
      acceptButton: "Accept",
      declineButton: "Decline",
      unlockHint: "{steps} to get your quote.",
      requestTitle: "Request received",
      requestMessage: "Thank you! We have your project details and will get back to you with a quote.",
      formTitleEnabled: true,
      formDescriptionEnabled: true,
    },
  },
  redirectSettings: { enabled: false, url: "", openInNewTab: true },
  upsellSettings: { enabled: false, services: [], upsellMessage: "", upsellLink: "" },
  followUpSettings: {
    enabled: true,
    delayHours: 2,
    subject: "Your lawn care quote is waiting",
    message:
      "You started a quote with us but did not finish. Your answers are saved: pick up where you left off and see your price in a minute.",
  },
  paymentSettings: {
    mode: "none",
    depositType: "percent",
    depositAmount: 25,
    depositPercent: 25,
    chargeTiming: "on_done",
  },
  trackingSettings: { dataLayer: false, metaPixel: false },
  embedSettings: { allowedDomains: [], buttonText: "Get a quote", buttonPosition: null },
  // Decision 097: no minimum, tax or code, so prices are exactly the tiers' prices.
  pricingSettings: { minimumCharge: 0, taxRate: 0, taxLabel: "Sales tax", taxDisplay: "before_tax", promoCodes: [] },
  // Serves everyone until the owner sets an area (service-area.ts).
  serviceArea: {
    zipCodes: [],
    radius: null,
    drawn: [],
    outsideMessage: "We don't serve {zip} yet. Leave your details and we'll tell you when we do.",
    travelBands: [],
  },
};

describe("defaultFormDocument", () => {
  it("holds every default of the product's tables", () => {
    expect(defaultFormDocument()).toStrictEqual(EXPECTED);
  });

  it("is a valid draft", () => {
    expect(formDocumentSchema.safeParse(defaultFormDocument()).success).toBe(true);
  });

  it("hands out independent copies, so editing one form never changes the next", () => {
    const first = defaultFormDocument();
    first.yardSizes.small.services[0]!.name = "Changed";
    first.customization.textContent.formTitle = richText("Changed");
    first.customerFields.consent.links.push({ text: "x", url: "y" });
    expect(defaultFormDocument()).toStrictEqual(EXPECTED);
  });
});

// What a visitor of a snow form reads must not speak of lawns (the pricing notes' words).
const MOWING_WORDS = /yard size|acre|weekly|mowing|lawn/i;

describe("defaultFormDocumentFor", () => {
  it("gives a Mowing Quote exactly the default form (docs/product.md, The builder's steps)", () => {
    expect(defaultFormDocumentFor("mowing_quote")).toStrictEqual(EXPECTED);
  });

  it("gives a Snow Removal Quote driveway plowing per push and seasonal, with priced add-ons", () => {
    const doc = defaultFormDocumentFor("snow_quote");
    expect(doc.formType).toBe("snow_quote");
    expect(doc.services.mowing.enabled).toBe(false);
    expect(doc.services.landscaping.enabled).toBe(false);
    expect(doc.services.listed).toHaveLength(1);
    const plowing = doc.services.listed[0]!;
    expect(plowing).toMatchObject({ name: "Driveway Plowing", enabled: true, order: 0 });
    expect(plowing.pricing).toMatchObject({
      method: "snow",
      perPushEnabled: true,
      seasonalEnabled: true,
      seasonStart: "11-15",
      seasonEnd: "04-15",
      maxPushes: null,
      instalments: 3,
      triggerInches: 2,
      extraInchPrice: 0,
      extraInchesOver: 6,
    });
    const sizes = plowing.pricing.method === "snow" ? plowing.pricing.sizes : [];
    expect(sizes.map((s) => [s.label, s.perPushPrice, s.seasonalPrice])).toEqual([
      ["1-car driveway", 40, 375],
      ["2-car driveway", 50, 500],
      ["3-car or long driveway", 70, 700],
    ]);
    expect(doc.upsellSettings.enabled).toBe(true);
    expect(doc.upsellSettings.services).toStrictEqual([
      { id: "walkway-shovelling", name: "Walkway shovelling", enabled: true, order: 0, price: 15, unit: "push" },
      { id: "salting", name: "Salting (per application)", enabled: true, order: 1, price: 25, unit: "visit" },
    ]);
    expect(formDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it("shows a snow visitor no lawn word: texts, services, add-ons and the follow-up", () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const shown = [
      ...Object.values(doc.customization.textContent).filter((v) => typeof v === "string"),
      ...doc.services.listed.flatMap((s) => [s.name, s.description]),
      ...doc.services.listed
        .flatMap((s) => (s.pricing.method === "snow" ? s.pricing.sizes : []))
        .flatMap((s) => [s.label, s.description]),
      ...doc.upsellSettings.services.map((s) => s.name),
      doc.upsellSettings.upsellMessage,
      doc.followUpSettings.subject,
      doc.followUpSettings.message,
    ];
    expect(shown.filter((text) => MOWING_WORDS.test(text))).toEqual([]);
    // The check itself can fail: the mowing form's follow-up speaks of lawn care.
    expect(MOWING_WORDS.test(defaultFormDocument().followUpSettings.subject)).toBe(true);
  });

  it("gives Other no service at all, for the owner to list their own", () => {
    const doc = defaultFormDocumentFor("other");
    expect(doc.formType).toBe("other");
    expect(doc.services.mowing.enabled || doc.services.landscaping.enabled).toBe(false);
    expect(doc.services.listed).toEqual([]);
    expect(doc.upsellSettings.enabled).toBe(false);
    expect(MOWING_WORDS.test(doc.followUpSettings.subject)).toBe(false);
  });

  it("hands out independent copies", () => {
    const first = defaultFormDocumentFor("snow_quote");
    first.services.listed[0]!.name = "Changed";
    first.upsellSettings.services[0]!.price = 99;
    expect(defaultFormDocumentFor("snow_quote").services.listed[0]!.name).toBe("Driveway Plowing");
    expect(defaultFormDocumentFor("snow_quote").upsellSettings.services[0]!.price).toBe(15);
  });
});
