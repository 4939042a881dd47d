import { describe, expect, it } from "vitest";
import { FORM_DOCUMENT_VERSION } from "./constants";
import { defaultFormDocument } from "./defaults";
import { readFormDocument } from "./read-form";
import { UPGRADED_GROUPS } from "./form-groups";
import { upgradeStoredForm } from "./upgrade-stored-form";

const defaults = defaultFormDocument();

describe("upgradeStoredForm", () => {
  it("leaves a current form alone (null), so a data migration touches each old form once", () => {
    expect(upgradeStoredForm({ ...defaults, version: FORM_DOCUMENT_VERSION })).toBeNull();
  });

  it("decodes groups stored as JSON text, even text encoded twice", () => {
    const services = { ...defaults.services, mowing: { ...defaults.services.mowing, name: "Lawn Mowing" } };
    const redirect = { enabled: true, url: "example.com", openInNewTab: false };
    const upgraded = upgradeStoredForm({
      version: FORM_DOCUMENT_VERSION,
      services: JSON.stringify(services),
      redirectSettings: JSON.stringify(JSON.stringify(redirect)),
    })!;
    expect(upgraded.version).toBe(FORM_DOCUMENT_VERSION);
    const doc = readFormDocument(upgraded);
    expect(doc.services.mowing.name).toBe("Lawn Mowing");
    expect(doc.redirectSettings).toStrictEqual(redirect);
    expect(upgradeStoredForm(upgraded)).toBeNull();
  });

  it("lifts legacy redirect and upsell settings out of customization for unversioned rows", () => {
    const upgraded = upgradeStoredForm({
      customization: JSON.stringify({
        fontFamily: "Roboto",
        redirectSettings: { enabled: true, url: "https://legacy.com", openInNewTab: false },
        upsellSettings: { enabled: true, services: [{ id: "a", name: "Aeration", enabled: true, order: 0 }] },
      }),
    })!;
    expect(upgraded.customization).not.toHaveProperty("redirectSettings");
    const doc = readFormDocument(upgraded);
    expect(doc.customization.fontFamily).toBe("Roboto");
    expect(doc.redirectSettings).toStrictEqual({ enabled: true, url: "https://legacy.com", openInNewTab: false });
    expect(doc.upsellSettings.services).toStrictEqual([
      { id: "a", name: "Aeration", enabled: true, order: 0, price: null, unit: "visit" },
    ]);
  });

  it("gives a version 3 form the pricing groups of version 4, pricingSettings among the groups it writes", () => {
    const { pricingSettings: _new, ...stored } = defaults;
    const { listed: _listed, ...services } = defaults.services;
    const upgraded = upgradeStoredForm({ ...stored, services, version: 3 })!;
    expect(upgraded.services).toStrictEqual(defaults.services);
    expect(UPGRADED_GROUPS).toContain("pricingSettings");
    expect(upgraded.pricingSettings).toStrictEqual(defaults.pricingSettings);
    expect(readFormDocument(upgraded)).toStrictEqual(defaults);
  });

  it("drops text that is not JSON instead of failing (reading then fills the defaults)", () => {
    const upgraded = upgradeStoredForm({ version: 0, yardSizes: "{not json" })!;
    expect(upgraded.yardSizes).toBeUndefined();
    expect(readFormDocument(upgraded).yardSizes).toStrictEqual(defaults.yardSizes);
  });
});
