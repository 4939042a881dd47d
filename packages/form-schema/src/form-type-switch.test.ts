import { describe, expect, it } from "vitest";
import { defaultFormDocumentFor } from "./defaults";
import { newEditorModel, toFormPayload, withFormType } from "./editor-model";
import { formDocumentSchema, type FormDocument } from "./form-document";
import { formTypeChange, switchFormType } from "./form-type-switch";
import { quoteServices } from "./pricing/engine";

/** A mowing form the owner has made their own: a name, a colour, a price, a minimum and tax. */
function ownedMowingForm(): FormDocument {
  const doc = defaultFormDocumentFor("mowing_quote");
  return {
    ...doc,
    name: "Green Acres quotes",
    customization: { ...doc.customization, background: "#112233" },
    yardSizes: { ...doc.yardSizes, small: { ...doc.yardSizes.small, weeklyPrice: 45 } },
    pricingSettings: { ...doc.pricingSettings, minimumCharge: 30, taxRate: 8 },
  };
}

describe("switchFormType", () => {
  it("a mowing form switched to snow quotes only the snow services, at the snow defaults' prices", () => {
    const switched = switchFormType(ownedMowingForm(), "snow_quote");
    const snow = defaultFormDocumentFor("snow_quote");
    expect(formDocumentSchema.safeParse(switched).success).toBe(true);
    expect(switched.formType).toBe("snow_quote");
    expect(switched.services).toStrictEqual(snow.services);
    expect(switched.yardSizes).toStrictEqual(snow.yardSizes);
    expect(switched.upsellSettings).toStrictEqual(snow.upsellSettings);
    expect(quoteServices(switched).map((s) => s.id)).toEqual(["driveway-plowing"]);
    expect(switched.followUpSettings.subject).toBe(snow.followUpSettings.subject);
  });

  it("keeps what is the owner's whatever the trade, and resets the minimum charge", () => {
    const switched = switchFormType(ownedMowingForm(), "snow_quote");
    expect(switched.name).toBe("Green Acres quotes");
    expect(switched.customization.background).toBe("#112233");
    expect(switched.pricingSettings).toMatchObject({ minimumCharge: 0, taxRate: 8 });
  });

  it("switched back, a snow form is a mowing form again, with no snow service left", () => {
    const back = switchFormType(switchFormType(ownedMowingForm(), "snow_quote"), "mowing_quote");
    expect(back.services).toStrictEqual(defaultFormDocumentFor("mowing_quote").services);
    expect(quoteServices(back).map((s) => s.id)).toEqual(["mowing", "landscaping"]);
    expect(back.upsellSettings.services).toEqual([]);
  });

  it("keeps a follow-up subject the owner wrote", () => {
    const doc = ownedMowingForm();
    doc.followUpSettings = { ...doc.followUpSettings, subject: "Still thinking it over?" };
    expect(switchFormType(doc, "snow_quote").followUpSettings.subject).toBe("Still thinking it over?");
  });

  it("the same type changes nothing", () => {
    const doc = ownedMowingForm();
    expect(switchFormType(doc, "mowing_quote")).toBe(doc);
  });
});

describe("formTypeChange", () => {
  it("a form still at its type's defaults loses nothing of the owner's", () => {
    expect(formTypeChange(defaultFormDocumentFor("mowing_quote"), "snow_quote").losesEdits).toBe(false);
    expect(formTypeChange(defaultFormDocumentFor("snow_quote"), "other").losesEdits).toBe(false);
  });

  it("says what a switch replaces once the owner changed a price", () => {
    const change = formTypeChange(ownedMowingForm(), "snow_quote");
    expect(change.losesEdits).toBe(true);
    expect(change.replaced).toEqual([
      "Services and their prices: Mowing Service, Landscaping",
      "The yard sizes, their prices and map measuring",
      "The minimum charge of $30",
    ]);
  });

  it("names a snow form's services and add-ons", () => {
    const doc = defaultFormDocumentFor("snow_quote");
    doc.services.listed[0]!.name = "Plowing";
    const change = formTypeChange(doc, "mowing_quote");
    expect(change.losesEdits).toBe(true);
    expect(change.replaced).toEqual([
      "Services and their prices: Plowing",
      "Upsell services: Walkway shovelling, Salting (per application)",
    ]);
  });
});

describe("withFormType (the builder's model)", () => {
  it("replaces the type's groups and leaves what the owner is typing as it is", () => {
    const model = newEditorModel("mowing_quote");
    model.basicInfo = { ...model.basicInfo, name: "  My form  " };
    const snow = withFormType(model, "snow_quote");
    expect(snow.basicInfo).toBe(model.basicInfo);
    expect(snow.customization).toBe(model.customization);
    expect(toFormPayload(snow).services).toStrictEqual(defaultFormDocumentFor("snow_quote").services);
    expect(toFormPayload(snow).formType).toBe("snow_quote");
  });
});
